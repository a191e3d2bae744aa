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

/** Splits 'part.gcode' into 'part' and '.gcode'; a leading dot ('.hidden') is part of the stem. */
function splitExtension(name: string): [string, string] {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, '']
}

/**
 * The name a duplicate gets beside the original: 'part_copy.gcode', then 'part_copy_2.gcode', … —
 * the first one the folder does not have yet.
 */
export function duplicateName(name: string, existing: Iterable<string>): string {
  const taken = new Set(existing)
  const [stem, ext] = splitExtension(name)
  const first = `${stem}_copy${ext}`
  if (!taken.has(first)) return first
  for (let n = 2; ; n++) {
    const candidate = `${stem}_copy_${n}${ext}`
    if (!taken.has(candidate)) return candidate
  }
}

/** A free name for a new file: `wanted` itself, else 'stem_2.ext', 'stem_3.ext', … */
export function freeName(wanted: string, existing: Iterable<string>): string {
  const taken = new Set(existing)
  if (!taken.has(wanted)) return wanted
  const [stem, ext] = splitExtension(wanted)
  for (let n = 2; ; n++) {
    const candidate = `${stem}_${n}${ext}`
    if (!taken.has(candidate)) return candidate
  }
}

/** The archive's name: the one entry's name, else 'collection' with the date, never one already there. */
export function archiveName(entries: readonly { name: string }[], siblings: Iterable<string>, now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0')
  const stamp = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`
  const one = entries.length === 1 ? entries[0].name.replace(/\.[^.]+$/, '') : ''
  return freeName(`${one || `collection-${stamp}`}.zip`, siblings)
}
