/** Tab completion of the command word against printer.gcode.help (built-ins and macros). */
export interface Completion {
  /** The input after completing (unchanged when nothing matched). */
  value: string
  /** Every command the typed prefix matches, sorted; shown when there is more than one. */
  candidates: string[]
}

function commonPrefix(words: string[]): string {
  if (words.length === 0) return ''
  let prefix = words[0]
  for (const w of words) {
    let i = 0
    while (i < prefix.length && i < w.length && prefix[i] === w[i]) i++
    prefix = prefix.slice(0, i)
  }
  return prefix
}

export function completeCommand(input: string, commands: readonly string[]): Completion {
  // Only the command word completes: once a space follows it, parameters are the user's.
  const match = /^(\s*)(\S+)$/.exec(input)
  if (!match) return { value: input, candidates: [] }
  const [, lead, typed] = match
  const upper = typed.toUpperCase()
  const candidates = commands.filter((c) => c.toUpperCase().startsWith(upper)).map((c) => c.toUpperCase()).sort()
  if (candidates.length === 0) return { value: input, candidates }
  if (candidates.length === 1) return { value: `${lead}${candidates[0]} `, candidates }
  const prefix = commonPrefix(candidates)
  return { value: `${lead}${prefix.length > typed.length ? prefix : typed}`, candidates }
}
