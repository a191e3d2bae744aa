/**
 * Cards in the order a page of columns is read: the first card of every column, then the second of
 * every column, and so on. Mounting in this order fills the top of the screen first, and a card
 * mounts only after every card above it in its column (so its position is settled when it mounts).
 */
export function readingOrder<Id>(columns: readonly (readonly Id[])[]): Id[] {
  const order: Id[] = []
  const rows = Math.max(0, ...columns.map((c) => c.length))
  for (let row = 0; row < rows; row++) for (const column of columns) if (row < column.length) order.push(column[row])
  return order
}

/**
 * Reading order, except that `focus` (a card the page was opened for) and the cards above it in its
 * column come first: it shows sooner, and at the position it keeps.
 */
export function mountOrder<Id>(columns: readonly (readonly Id[])[], focus?: Id | null): Id[] {
  const column = focus == null ? undefined : columns.find((c) => c.includes(focus))
  if (!column || focus == null) return readingOrder(columns)
  const first = column.slice(0, column.indexOf(focus) + 1)
  return [...first, ...readingOrder(columns).filter((id) => !first.includes(id))]
}

/** The next block to mount: the first of `order` that is not mounted yet (null when all are). */
export function nextToMount<Id>(order: readonly Id[], mounted: ReadonlySet<Id>): Id | null {
  for (const id of order) if (!mounted.has(id)) return id
  return null
}
