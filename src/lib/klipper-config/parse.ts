/**
 * A Klipper config file read the way Klipper reads it (Python's configparser, `strict=False`,
 * `#` and `;` comments, inline ones only after whitespace), keeping where each part sits so the
 * editor can mark it. The SAVE_CONFIG block (`#*# ` lines at the end) is read as config too.
 */

export interface ValueLine {
  /** Offset of `text` in the document. */
  from: number
  /** The line's value text, inline comment removed. */
  text: string
}

export interface ConfigOption {
  /** Lower case, as Klipper compares them. */
  name: string
  nameFrom: number
  nameTo: number
  /** The first line's value and any indented continuation lines. */
  lines: ValueLine[]
  autosave: boolean
}

export interface ConfigSection {
  /** The header's text inside the brackets, e.g. 'heater_generic my_heater'. */
  header: string
  /** Its first word: the Klipper module the section belongs to. */
  key: string
  /** Offsets of the first word and of the whole `[…]`. */
  keyFrom: number
  keyTo: number
  from: number
  to: number
  /** End of the header line. */
  lineEnd: number
  options: ConfigOption[]
  autosave: boolean
}

export interface StrayLine {
  from: number
  to: number
  /** An option before any section, or a line that is neither option, section nor comment. */
  kind: 'no-section' | 'unreadable'
}

export interface ParsedConfig {
  sections: ConfigSection[]
  stray: StrayLine[]
  /** The SAVE_CONFIG block's lines (document offset and text), empty without one. */
  autosave: { from: number; text: string }[]
}

const AUTOSAVE_MARK = '#*#'
const HEADER = /^\[([^\]]+)\]/
const OPTION = /^([^:=\s[][^:=]*?)\s*[:=]\s*(.*)$/

/** Removes an inline comment: `#` or `;` after whitespace (a `#` inside `{# … #}` or a word stays). */
export function stripInlineComment(text: string): string {
  const m = /\s[#;]/.exec(text)
  return (m ? text.slice(0, m.index) : text).trimEnd()
}

export function parseConfig(text: string): ParsedConfig {
  const sections: ConfigSection[] = []
  const stray: StrayLine[] = []
  const autosave: ParsedConfig['autosave'] = []
  let section: ConfigSection | null = null
  let option: ConfigOption | null = null
  let inAutosave = false
  let pos = 0
  while (pos <= text.length) {
    let end = text.indexOf('\n', pos)
    if (end === -1) end = text.length
    const raw = text.slice(pos, end)
    let from = pos
    let line = raw
    if (raw.startsWith(AUTOSAVE_MARK)) {
      if (!inAutosave) {
        inAutosave = true
        section = null
        option = null
      }
      autosave.push({ from: pos, text: raw })
      const cut = raw.startsWith('#*# ') ? 4 : 3
      line = raw.slice(cut)
      from = pos + cut
    }
    const trimmed = line.trim()
    const indent = line.length - line.trimStart().length
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith(';')) {
      // Blank and comment lines neither end a multi-line value nor belong to it.
    } else if (indent > 0 && option) {
      option.lines.push({ from: from + indent, text: stripInlineComment(line.slice(indent)) })
    } else {
      option = null
      const content = stripInlineComment(line).trimStart()
      const header = HEADER.exec(line)
      const opt = header ? null : OPTION.exec(content)
      if (header) {
        const words = header[1].trim()
        const keyStart = from + 1 + (header[1].length - header[1].trimStart().length)
        const key = words.split(/\s+/)[0]
        section = { header: words.replace(/\s+/g, ' '), key, keyFrom: keyStart, keyTo: keyStart + key.length, from, to: from + header[0].length, lineEnd: end, options: [], autosave: inAutosave }
        sections.push(section)
      } else if (opt && section) {
        const nameFrom = from + indent
        option = {
          name: opt[1].toLowerCase(),
          nameFrom,
          nameTo: nameFrom + opt[1].length,
          lines: [{ from: nameFrom + opt[0].length - opt[2].length, text: opt[2] }],
          autosave: inAutosave,
        }
        section.options.push(option)
      } else if (!inAutosave) {
        // The block's own header lines ('<--- SAVE_CONFIG --->', 'DO NOT EDIT …') are Klipper's, not config.
        stray.push({ from: from + indent, to: end, kind: opt ? 'no-section' : 'unreadable' })
      }
    }
    pos = end + 1
  }
  return { sections, stray, autosave }
}

/** An option's whole value as Klipper sees it: its lines joined, blank first line dropped. */
export function optionValue(option: ConfigOption): string {
  return option.lines
    .map((l) => l.text)
    .join('\n')
    .trim()
}

/** The value's span in the document: from its first character to the end of its last line. */
export function valueSpan(option: ConfigOption): { from: number; to: number } {
  const lines = option.lines.filter((l) => l.text.length > 0)
  if (lines.length === 0) return { from: option.nameFrom, to: option.nameTo }
  const last = lines[lines.length - 1]
  return { from: lines[0].from, to: last.from + last.text.length }
}
