import { checkName, fail, type Checked } from '../input-rules'
import { extensionOf } from './paths'

export interface FileNameRules {
  /** The name being renamed: keeping it is allowed. */
  original?: string
  /** Extensions the root accepts ('.gcode' …); a new file must have one of them (SPEC §6). */
  accepts?: readonly string[]
}

/**
 * A file or folder name typed into the name, rename, new-file and new-folder dialogs (SPEC §5): required,
 * one path segment (no '/', '\\', '.' or '..' — nested folders are made level by level), not already in
 * the folder, and for files one of the root's extensions.
 */
export function checkFileName(text: string, existing: readonly string[] = [], rules: FileNameRules = {}): Checked<string> {
  const others = existing.filter((n) => n !== rules.original)
  const checked = checkName(text, others, { caseSensitive: true })
  if (!checked.ok) return checked
  const name = checked.value
  if (/[/\\]/.test(name) || name === '.' || name === '..') return fail('invalidName')
  if (rules.accepts?.length && !rules.accepts.includes(`.${extensionOf(name)}`)) return fail('invalidExtension', { accepts: rules.accepts.join(' ') })
  return checked
}
