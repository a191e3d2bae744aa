/** "Find in files": plain-text, case-insensitive search of one file's text, line by line. */

export interface TextMatch {
  /** 1-based line number. */
  line: number
  /** 0-based column of the match in the line's text. */
  column: number
  length: number
  /** The line, trimmed to at most MAX_LINE characters around the match. */
  text: string
  /** Where `text` starts in the line (0 unless trimmed). */
  offset: number
}

/** Files larger than this are skipped with a note: reading them would take the page's memory and time. */
export const FIND_MAX_BYTES = 5 * 1024 * 1024
const MAX_LINE = 200

/** A file whose first bytes hold NUL or many control characters is binary, not text. */
export function looksBinary(text: string): boolean {
  const head = text.slice(0, 4096)
  let control = 0
  for (let i = 0; i < head.length; i++) {
    const c = head.charCodeAt(i)
    if (c === 0) return true
    if (c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) control++
  }
  return control > head.length / 10
}

/** The first `limit` matches of `query` in `text`, one per line. */
export function findInText(text: string, query: string, limit: number): TextMatch[] {
  const needle = query.toLowerCase()
  if (!needle) return []
  const lower = text.toLowerCase()
  const out: TextMatch[] = []
  let line = 1
  let lineStart = 0
  let scanned = 0
  for (let at = lower.indexOf(needle); at !== -1 && out.length < limit; ) {
    // Count the lines between the last match and this one.
    for (let i = lower.indexOf('\n', scanned); i !== -1 && i < at; i = lower.indexOf('\n', i + 1)) {
      line++
      lineStart = i + 1
    }
    scanned = at
    let lineEnd = text.indexOf('\n', at)
    if (lineEnd === -1) lineEnd = text.length
    const full = text.slice(lineStart, lineEnd).replace(/\r$/, '')
    const column = at - lineStart
    const offset = full.length > MAX_LINE ? Math.max(0, Math.min(column - 40, full.length - MAX_LINE)) : 0
    out.push({ line, column, length: needle.length, text: full.slice(offset, offset + MAX_LINE), offset })
    // One result per line: the next search starts on the following line.
    at = lineEnd >= text.length ? -1 : lower.indexOf(needle, lineEnd + 1)
  }
  return out
}
