/** Small readers over G-code comment text, shared by the slicer parsers. */

const NUMBER = '([-+]?[0-9]*\\.?[0-9]+)'

/** A pattern with '#' standing for a number capture, e.g. ';TIME:#'. */
function numberPattern(pattern: string, flags: string): RegExp {
  return new RegExp(pattern.replace('#', NUMBER), flags)
}

export function findNumber(text: string, pattern: string): number | undefined {
  const m = numberPattern(pattern, 'm').exec(text)
  if (!m) return undefined
  const n = Number(m[1])
  return Number.isFinite(n) ? n : undefined
}

export function findNumbers(text: string, pattern: string): number[] {
  const out: number[] = []
  for (const m of text.matchAll(numberPattern(pattern, 'gm'))) {
    const n = Number(m[1])
    if (Number.isFinite(n)) out.push(n)
  }
  return out
}

export function findMax(text: string, pattern: string): number | undefined {
  const all = findNumbers(text, pattern)
  return all.length ? Math.max(...all) : undefined
}

export function findMin(text: string, pattern: string): number | undefined {
  const all = findNumbers(text, pattern)
  return all.length ? Math.min(...all) : undefined
}

/** The rest of the line after a literal prefix (regex-escaped by the caller where needed). */
export function findLine(text: string, pattern: string): string | undefined {
  const m = new RegExp(`${pattern}(.*)$`, 'm').exec(text)
  return m ? m[1].trim() : undefined
}

/** Every number in a comma/semicolon separated value such as '215,215' or '0.4;0.6'. */
export function numbersIn(value: string): number[] {
  return [...value.matchAll(/[-+]?[0-9]*\.?[0-9]+/g)].map((m) => Number(m[0]))
}

/** A value in the slicer's '; key = value' config block, with surrounding quotes removed. */
export function configValue(text: string, key: string): string | undefined {
  const value = findLine(text, `^;\\s*${key}\\s*=\\s*`)
  if (value === undefined) return undefined
  return value.replace(/^"(.*)"$/, '$1')
}

/** The first number of a config value (lists give one entry per extruder). */
export function configNumber(text: string, key: string): number | undefined {
  const value = configValue(text, key)
  if (value === undefined) return undefined
  const first = numbersIn(value)[0]
  return first === undefined || !Number.isFinite(first) ? undefined : first
}

/** '1d 2h 3m 4s' (any subset) in seconds. */
export function parseDuration(text: string): number | undefined {
  let total = 0
  let found = false
  for (const [unit, seconds] of [['d', 86400], ['h', 3600], ['m', 60], ['s', 1]] as const) {
    const m = new RegExp(`(\\d+)\\s*${unit}\\b`).exec(text)
    if (m) {
      total += Number(m[1]) * seconds
      found = true
    }
  }
  return found ? total : undefined
}

/**
 * Moonraker's gcode_start_byte: the offset of the newline before the first G or M command line
 * ("\nG28 …\n"); a file's very first line never counts. Text is latin1, so an index is a byte.
 */
export function firstCommandOffset(text: string): number | undefined {
  const m = /\n[MG]\d+\s[^\n]*\n/.exec(text)
  return m ? m.index : undefined
}

/**
 * Moonraker's gcode_end_byte (relative to `text`): the same pattern searched backwards from the
 * end, so the offset just past the newline that ends the last match.
 */
export function lastCommandEnd(text: string): number | undefined {
  // Moonraker reverses the text and searches /\n[^\n]*\s\d+[MG]\n/. Read forwards, a line ending at
  // newline p matches when it starts with a command and a blank, or when the line before it is a bare
  // command (the blank is then that line's newline). Walking back line by line spares reversing the
  // tail, which cost a megabyte-long string and an array of its characters per file.
  const withBlank = /[MG]\d+[^\S\n]/y
  const bare = /[MG]\d+\n/y
  for (let p = text.lastIndexOf('\n'); p > 0; p = text.lastIndexOf('\n', p - 1)) {
    const q = text.lastIndexOf('\n', p - 1)
    if (q < 0) return undefined
    withBlank.lastIndex = q + 1
    if (withBlank.test(text) && withBlank.lastIndex <= p) return p + 1
    const c = text.lastIndexOf('\n', q - 1)
    bare.lastIndex = c + 1
    if (c >= 0 && bare.test(text) && bare.lastIndex === q + 1) return p + 1
  }
  return undefined
}
