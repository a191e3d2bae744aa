/**
 * Unsaved editor text kept in the browser (IndexedDB: a config may be megabytes, past what
 * localStorage holds), per printer and file, so a reload or a closed tab loses nothing.
 */

export interface Draft {
  text: string
  /** The printer's text the edits started from: shows whether the printer's file changed since. */
  base: string
  /** ms since the epoch. */
  savedAt: number
}

export interface DraftStore {
  get(key: string): Promise<Draft | undefined>
  put(key: string, draft: Draft): Promise<void>
  remove(key: string): Promise<void>
}

export const draftKey = (printer: string, root: string, path: string) => `${printer}|${root}/${path}`

export interface DraftOffer {
  draft: Draft
  /** The printer's file is no longer the text the draft was made from. */
  printerChanged: boolean
}

/** A draft worth offering when the file opens: one whose text differs from what the printer has now. */
export function draftOffer(draft: Draft | undefined, printerText: string): DraftOffer | null {
  if (!draft || draft.text === printerText) return null
  return { draft, printerChanged: draft.base !== printerText }
}
