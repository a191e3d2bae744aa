/** The auto-edit list of the editor settings: leading dot added, lower-cased, duplicates removed, sorted. */
export function normalizeExtensions(list: readonly string[]): string[] {
  const set = new Set<string>()
  for (const raw of list) {
    const ext = raw.trim().toLowerCase().replace(/^\.+/, '')
    if (ext) set.add(`.${ext}`)
  }
  return [...set].sort()
}

/** Clicking such a file opens it in the editor rather than the context menu. */
export function opensInEditor(extension: string, autoEditExtensions: readonly string[]): boolean {
  return !!extension && autoEditExtensions.includes(`.${extension.toLowerCase()}`)
}
