/**
 * Macro prompts: a macro builds a dialog by printing `// action:prompt_*` lines (RESPOND
 * TYPE=command MSG="action:prompt_…" in Klipper), one part per line, then shows it; `prompt_end`
 * closes it. This reads those lines into the dialog they describe.
 */

import { isPromptLine, PROMPT_LINE_PREFIX } from './macro-prompt-line'

export { isPromptLine }

export type PromptColor = 'primary' | 'secondary' | 'info' | 'warning' | 'error'
const COLORS: readonly string[] = ['primary', 'secondary', 'info', 'warning', 'error']

export interface PromptButton {
  label: string
  /** The G-code it runs: the label itself where the macro gave none. */
  gcode: string
  color: PromptColor | null
}

/** What the dialog shows, in the order the macro sent it. */
export type PromptPart = { kind: 'text'; text: string } | { kind: 'buttons'; buttons: PromptButton[]; group: boolean }

export interface MacroPrompt {
  title: string
  parts: PromptPart[]
  footer: PromptButton[]
  /** prompt_show has come: until then the macro is still building it. */
  shown: boolean
}

/** `label|gcode|color`: the G-code defaults to the label, an unknown colour to none. */
export function parsePromptButton(argument: string): PromptButton {
  const [label = '', gcode, color] = argument.split('|').map((p) => p.trim())
  return { label, gcode: gcode || label, color: color && COLORS.includes(color) ? (color as PromptColor) : null }
}

/** Open group of buttons, if the last part is one still taking buttons. */
function withButton(parts: PromptPart[], button: PromptButton, inGroup: boolean): PromptPart[] {
  const last = parts.at(-1)
  if (inGroup && last?.kind === 'buttons' && last.group) return [...parts.slice(0, -1), { ...last, buttons: [...last.buttons, button] }]
  return [...parts, { kind: 'buttons', buttons: [button], group: false }]
}

export interface PromptState {
  prompt: MacroPrompt | null
  /** Between button_group_start and _end. */
  inGroup: boolean
}

export const NO_PROMPT: PromptState = { prompt: null, inGroup: false }

/** The state after one console line (lines that are not a prompt's change nothing). */
export function applyPromptLine(state: PromptState, line: string): PromptState {
  if (!isPromptLine(line)) return state
  const rest = line.slice(PROMPT_LINE_PREFIX.length)
  const space = rest.indexOf(' ')
  const command = (space === -1 ? rest : rest.slice(0, space)).trim()
  const argument = space === -1 ? '' : rest.slice(space + 1).trim()
  if (command === 'begin') return { prompt: { title: argument, parts: [], footer: [], shown: false }, inGroup: false }
  if (command === 'end') return NO_PROMPT
  const prompt = state.prompt
  if (!prompt) return state
  switch (command) {
    case 'text':
      return { ...state, prompt: { ...prompt, parts: [...prompt.parts, { kind: 'text', text: argument }] } }
    case 'button':
      return { ...state, prompt: { ...prompt, parts: withButton(prompt.parts, parsePromptButton(argument), state.inGroup) } }
    case 'button_group_start':
      return { inGroup: true, prompt: { ...prompt, parts: [...prompt.parts, { kind: 'buttons', buttons: [], group: true }] } }
    case 'button_group_end':
      return { ...state, inGroup: false }
    case 'footer_button':
      return { ...state, prompt: { ...prompt, footer: [...prompt.footer, parsePromptButton(argument)] } }
    case 'show':
      return { ...state, prompt: { ...prompt, shown: true } }
    default:
      return state
  }
}

/** The prompt the lines leave open (the console's history after a reconnect), or none. */
export function promptFromLines(lines: readonly string[]): PromptState {
  return lines.reduce(applyPromptLine, NO_PROMPT)
}

/** What a closed dialog tells the printer, so its macro and every other client know. */
export const CLOSE_PROMPT_GCODE = 'RESPOND TYPE=command MSG=action:prompt_end'
