/** How a macro prompt's line starts (lib/macro-prompt.ts): apart, so the page's first code holds only this test. */
export const PROMPT_LINE_PREFIX = '// action:prompt_'

/** A line of a prompt: `// action:prompt_<command> <argument>`. */
export function isPromptLine(line: string): boolean {
  return line.startsWith(PROMPT_LINE_PREFIX)
}
