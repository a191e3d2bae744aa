/** Walking the command history with the arrow keys; position -1 is the line being typed. */
export interface HistoryCursor {
  position: number
  /** What was typed before the walk started, restored when walking back past the newest entry. */
  draft: string
}

export const HISTORY_START: HistoryCursor = { position: -1, draft: '' }

/** history is newest first. Returns the new cursor and the text to show, or null when at an end. */
export function stepHistory(
  history: readonly string[],
  cursor: HistoryCursor,
  current: string,
  direction: 'older' | 'newer',
): { cursor: HistoryCursor; value: string } | null {
  if (direction === 'older') {
    if (cursor.position + 1 >= history.length) return null
    const draft = cursor.position === -1 ? current : cursor.draft
    const position = cursor.position + 1
    return { cursor: { position, draft }, value: history[position] }
  }
  if (cursor.position === -1) return null
  const position = cursor.position - 1
  return { cursor: { position, draft: cursor.draft }, value: position === -1 ? cursor.draft : history[position] }
}
