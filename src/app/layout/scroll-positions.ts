/** Where the user left each page of this tab's history (by location key), for back and forward to put it back. */
const positions = new Map<string, number>()

export function saveScroll(key: string, top: number): void {
  positions.set(key, top)
}

export function savedScroll(key: string): number | undefined {
  return positions.get(key)
}
