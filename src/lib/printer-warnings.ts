/** The configuration warnings of SPEC §5, from the printer's object names and config sections. */
export function printerConfigWarnings(objectNames: readonly string[], configSections: readonly string[]): string[] {
  const has = (name: string) => objectNames.includes(name) || configSections.includes(name)
  const warnings: string[] = []
  if (!has('virtual_sdcard')) warnings.push('[virtual_sdcard] is not configured: printing from the file list will not work.')
  if (!has('pause_resume')) warnings.push('[pause_resume] is not configured: pause and resume will not work.')
  if (!has('display_status') && !configSections.some((s) => s === 'display' || s.startsWith('display '))) {
    warnings.push('[display_status] is required when no [display] is configured: progress and M117 messages will not show.')
  }
  if (!has('gcode_macro cancel_print') && !objectNames.some((n) => n.toLowerCase() === 'gcode_macro cancel_print')) {
    warnings.push('The CANCEL_PRINT macro is missing: cancelling a print will not run your end-of-print routine.')
  }
  return warnings
}

export type TextPart = { text: string } | { url: string }

/** Splits text into plain parts and http(s) links, so links can be made clickable without HTML. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = []
  const re = /https?:\/\/[^\s<>"')\]]+/g
  let last = 0
  for (const m of text.matchAll(re)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index) })
    parts.push({ url: m[0] })
    last = m.index + m[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last) })
  return parts
}
