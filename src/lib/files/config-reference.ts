/** Where each `[section]` of a config file is documented, for the editor's code-lens links. */
export const KLIPPER_CONFIG_REFERENCE = 'https://www.klipper3d.org/Config_Reference.html'
export const MOONRAKER_CONFIG_REFERENCE = 'https://moonraker.readthedocs.io/en/latest/configuration/'

/** `[stepper_x]` is documented under [stepper], `[tmc2209 stepper_x]` under [tmc2209] … */
export function klipperAnchor(section: string): string {
  const first = section.trim().split(/\s+/)[0].toLowerCase()
  if (/^stepper_[a-z]$/.test(first)) return 'stepper'
  if (/^stepper_[a-z]\d+$/.test(first)) return 'stepper_z1'
  if (/^extruder\d+$/.test(first)) return 'extruder1'
  return first
}

export function moonrakerAnchor(section: string): string {
  return section.trim().split(/\s+/)[0].toLowerCase()
}

/** The reference URL for a section header's text (without brackets); null for an empty header. */
export function configReferenceUrl(section: string, language: 'klipper' | 'moonraker'): string | null {
  if (!section.trim()) return null
  return language === 'klipper'
    ? `${KLIPPER_CONFIG_REFERENCE}#${encodeURIComponent(klipperAnchor(section))}`
    : `${MOONRAKER_CONFIG_REFERENCE}#${encodeURIComponent(moonrakerAnchor(section))}`
}

/** The section name of a header line (`[gcode_macro START]  # comment` → 'gcode_macro START'), else null. */
export function sectionOfLine(line: string): string | null {
  const m = /^\s*\[([^\]]+)\]/.exec(line)
  return m ? m[1].trim() : null
}
