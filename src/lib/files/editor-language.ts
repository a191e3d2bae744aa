import { baseName, extensionOf } from './paths'

/** Highlighting the editor applies to a file. */
export type EditorLanguage = 'klipper' | 'moonraker' | 'gcode' | 'shell' | 'ini' | 'json' | 'plain'

/** Picks the highlighting from the file name: Klipper config, moonraker.conf-style INI, G-code … */
export function languageFor(path: string): EditorLanguage {
  const ext = extensionOf(baseName(path))
  switch (ext) {
    case 'cfg':
      return 'klipper'
    case 'conf':
      return 'moonraker'
    case 'gcode':
    case 'g':
    case 'gc':
    case 'gco':
    case 'nc':
      return 'gcode'
    case 'sh':
      return 'shell'
    case 'ini':
      return 'ini'
    case 'json':
      return 'json'
    default:
      return 'plain'
  }
}

/** Languages whose `[section]` headers link to a configuration reference. */
export function hasConfigReference(language: EditorLanguage): boolean {
  return language === 'klipper' || language === 'moonraker'
}
