/** One configuration warning of SPEC §5; its text is app.json klippy.config.<code>. */
export type ConfigWarning = 'virtualSdcard' | 'pauseResume' | 'displayStatus' | 'cancelPrint'

/** The configuration warnings of SPEC §5, from the printer's object names and config sections. */
export function printerConfigWarnings(objectNames: readonly string[], configSections: readonly string[]): ConfigWarning[] {
  const has = (name: string) => objectNames.includes(name) || configSections.includes(name)
  const warnings: ConfigWarning[] = []
  if (!has('virtual_sdcard')) warnings.push('virtualSdcard')
  if (!has('pause_resume')) warnings.push('pauseResume')
  if (!has('display_status') && !configSections.some((s) => s === 'display' || s.startsWith('display '))) warnings.push('displayStatus')
  if (!has('gcode_macro cancel_print') && !objectNames.some((n) => n.toLowerCase() === 'gcode_macro cancel_print')) warnings.push('cancelPrint')
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
