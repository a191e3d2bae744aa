/**
 * The printer's open macro prompt (lib/macro-prompt.ts): built from the console lines as they come,
 * and from the console's history after a (re)connect, so a prompt the printer still has shows again.
 */
import { applyPromptLine, CLOSE_PROMPT_GCODE, NO_PROMPT, promptFromLines, type MacroPrompt, type PromptButton, type PromptState } from '../lib/macro-prompt'
import { sendGcode } from './actions/gcode'
import { sessionStore } from './printer-session'

export const useMacroPromptStore = sessionStore<PromptState>(() => NO_PROMPT)

/** notify_gcode_response: a prompt's line (sync.ts sends only those here). */
export function handlePromptLine(line: string): void {
  useMacroPromptStore.setState((s) => applyPromptLine(s, line))
}

/** The console's history after a (re)connect: the prompt its lines leave open, or none. */
export function restorePrompt(lines: readonly string[]): void {
  useMacroPromptStore.setState(promptFromLines(lines))
}

export function resetMacroPrompt(): void {
  useMacroPromptStore.setState(NO_PROMPT)
}

/** The prompt shown now: built and shown by its macro. */
export const useShownPrompt = (): MacroPrompt | null => useMacroPromptStore((s) => (s.prompt?.shown ? s.prompt : null))

/** A button of the prompt: its G-code runs; the macro closes the prompt when it is done with it. */
export function pressPromptButton(button: PromptButton): Promise<boolean> {
  return sendGcode(button.gcode, 'prompt')
}

/** The user closes the dialog: the printer is told, so the macro and every other client close it too. */
export function closePrompt(): Promise<boolean> {
  useMacroPromptStore.setState(NO_PROMPT)
  return sendGcode(CLOSE_PROMPT_GCODE, 'prompt')
}
