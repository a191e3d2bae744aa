/** Validation of the name, rename, new file and new folder dialogs (SPEC §5): messages, not booleans. */
export type NameError = 'Required' | 'Already exists'

/**
 * `existing` are the names in the target directory; `original` is the name being renamed, which may
 * be kept as it is.
 */
export function validateName(value: string, existing: readonly string[] = [], original?: string): NameError | null {
  const name = value.trim()
  if (!name) return 'Required'
  if (name !== original && existing.includes(name)) return 'Already exists'
  return null
}
