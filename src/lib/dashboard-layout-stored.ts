/** The dashboard's card arrangement: up to four columns of cards, each entry saying whether it shows. */
export const CONTAINER_IDS = ['container1', 'container2', 'container3', 'container4'] as const
export type ContainerId = (typeof CONTAINER_IDS)[number]

export interface LayoutEntry<Id extends string = string> {
  id: Id
  enabled: boolean
  collapsed: boolean
}

export type Layout<Id extends string = string> = Record<ContainerId, LayoutEntry<Id>[]>

/** A stored layout, cleaned: per container, the entries with a string id (flags read as booleans). */
export type StoredLayout = Partial<Record<ContainerId, LayoutEntry<string>[]>>

export function readStoredLayout(stored: unknown): StoredLayout | undefined {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return undefined
  const source: Record<string, unknown> = { ...stored }
  const out: StoredLayout = {}
  for (const container of CONTAINER_IDS) {
    const list = source[container]
    if (!Array.isArray(list)) continue
    out[container] = list
      .filter((e): e is Record<string, unknown> => !!e && typeof e === 'object' && typeof e.id === 'string')
      .map((e) => ({ ...e, id: String(e.id), enabled: e.enabled !== false, collapsed: e.collapsed === true }))
  }
  return out
}
