import { CONTAINER_IDS, type ContainerId, type Layout, type LayoutEntry, type StoredLayout } from './dashboard-layout-stored'

export { CONTAINER_IDS, readStoredLayout, type ContainerId, type Layout, type LayoutEntry, type StoredLayout } from './dashboard-layout-stored'
/** The dashboard's card arrangement: up to four columns of cards, each entry saying whether it shows. */

/** SPEC §2 default: container 1 and 2 hold every card, 3 and 4 start empty. */
export const DEFAULT_CONTAINER1 = ['printer-status', 'camera', 'toolhead', 'macros', 'outputs', 'printer-limits', 'retract', 'sensors'] as const
export const DEFAULT_CONTAINER2 = ['temperature', 'console', 'jobs', 'gcode-preview', 'queue', 'spoolman'] as const

const entry = <Id extends string>(id: Id): LayoutEntry<Id> => ({ id, enabled: true, collapsed: false })

export function defaultLayout(): Layout<(typeof DEFAULT_CONTAINER1)[number] | (typeof DEFAULT_CONTAINER2)[number]> {
  return {
    container1: DEFAULT_CONTAINER1.map(entry),
    container2: DEFAULT_CONTAINER2.map(entry),
    container3: [],
    container4: [],
  }
}

export function emptyLayout<Id extends string>(): Layout<Id> {
  return { container1: [], container2: [], container3: [], container4: [] }
}

/**
 * Makes a stored layout safe to render: every known card exactly once (a card the stored layout
 * lacks goes where the default puts it), unknown ids and malformed entries dropped.
 */
export function normalizeLayout<Id extends string>(stored: unknown, known: readonly Id[], fallback: Layout<Id>): Layout<Id> {
  const result = emptyLayout<Id>()
  const seen = new Set<string>()
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {}
  for (const container of CONTAINER_IDS) {
    const list = Array.isArray(source[container]) ? (source[container] as unknown[]) : []
    for (const raw of list) {
      if (!raw || typeof raw !== 'object') continue
      const { id, enabled, collapsed } = raw as Record<string, unknown>
      if (typeof id !== 'string' || !known.includes(id as Id) || seen.has(id)) continue
      seen.add(id)
      result[container].push({ id: id as Id, enabled: enabled !== false, collapsed: collapsed === true })
    }
  }
  for (const container of CONTAINER_IDS) {
    for (const fallbackEntry of fallback[container]) {
      if (seen.has(fallbackEntry.id) || !known.includes(fallbackEntry.id)) continue
      seen.add(fallbackEntry.id)
      result[container].push({ ...fallbackEntry })
    }
  }
  for (const id of known) {
    if (!seen.has(id)) result.container1.push(entry(id))
  }
  return result
}

/** The layout's own id equal to a drag library's id (which may be any string or number). */
export function cardIdIn<Id extends string>(layout: Layout<Id>, id: unknown): Id | undefined {
  for (const container of CONTAINER_IDS) for (const e of layout[container]) if (e.id === id) return e.id
  return undefined
}

export function findCard<Id extends string>(layout: Layout<Id>, id: Id): { container: ContainerId; index: number } | null {
  for (const container of CONTAINER_IDS) {
    const index = layout[container].findIndex((e) => e.id === id)
    if (index !== -1) return { container, index }
  }
  return null
}

/** Moves a card to `index` of `container` (clamped), keeping its enabled/collapsed state. */
export function moveCard<Id extends string>(layout: Layout<Id>, id: Id, container: ContainerId, index: number): Layout<Id> {
  const from = findCard(layout, id)
  if (!from) return layout
  const moving = layout[from.container][from.index]
  const next: Layout<Id> = { ...layout, [from.container]: layout[from.container].filter((e) => e.id !== id) }
  const target = [...next[container]]
  target.splice(Math.max(0, Math.min(index, target.length)), 0, moving)
  next[container] = target
  return next
}

/** Changes one card's entry. */
export function updateCard<Id extends string>(layout: Layout<Id>, id: Id, patch: Partial<Omit<LayoutEntry<Id>, 'id'>>): Layout<Id> {
  const at = findCard(layout, id)
  if (!at) return layout
  const list = [...layout[at.container]]
  list[at.index] = { ...list[at.index], ...patch }
  return { ...layout, [at.container]: list }
}

/**
 * Columns to draw: all four in layout mode (so cards can move into empty ones), else only those
 * holding at least one visible card (at least one column).
 */
export function visibleContainers<Id extends string>(layout: Layout<Id>, layoutMode: boolean, isVisible: (e: LayoutEntry<Id>) => boolean): ContainerId[] {
  if (layoutMode) return [...CONTAINER_IDS]
  const used = CONTAINER_IDS.filter((c) => layout[c].some(isVisible))
  return used.length ? used : ['container1']
}

/** Grid columns (of 12) a dashboard column spans: phones, then Mantine's md, lg and xl widths and up. */
export interface ColumnSpan {
  base: number
  md: number
  lg: number
  xl: number
}

/** Grid spans (of 12) for a column: full width on small screens, halves from md, 12/count from lg. */
export function columnSpan(columnCount: number): ColumnSpan {
  const count = Math.max(1, Math.min(4, columnCount))
  // Four columns fit only a wide screen: below it they pair up, so cards keep a readable width
  // (layout mode shows all four containers, empty ones included).
  return { base: 12, md: count === 1 ? 12 : 6, lg: count === 4 ? 6 : 12 / count, xl: 12 / count }
}

/** Fluidd names its dashboard cards '<id>-card' (printer-status-card …); the database holds its names. */
const FLUIDD_SUFFIX = '-card'


/** A layout as Fluidd stores it (layout.layouts.dashboard) with our card ids. */
export function fromFluiddLayout(stored: StoredLayout): StoredLayout {
  const out: StoredLayout = {}
  for (const container of CONTAINER_IDS) out[container] = stored[container]?.map((e) => ({ ...e, id: e.id.replace(/-card$/, '') }))
  return out
}

/** Our layout in Fluidd's shape, so a printer shared with Fluidd keeps one arrangement. */
export function toFluiddLayout<Id extends string>(layout: Layout<Id>): Record<ContainerId, LayoutEntry<string>[]> {
  const out = emptyLayout<string>()
  for (const container of CONTAINER_IDS) out[container] = layout[container].map((e) => ({ ...e, id: `${e.id}${FLUIDD_SUFFIX}` }))
  return out
}
