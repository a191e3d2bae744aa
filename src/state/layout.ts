import { useMemo } from 'react'
import { fromFluiddLayout, normalizeLayout, readStoredLayout, toFluiddLayout, type Layout, type StoredLayout } from '../lib/dashboard-layout'
import { reportError } from './errors'
import { saveStored, useStored } from './settings/settings'

/** Local copies, so the dashboard keeps its arrangement even before (or without) the database. */
export const LOCAL_LAYOUT_KEY = 'cardLayout2'
export const CARD_STATE_KEY = 'cardState'

function readLocal(key: string): unknown {
  try {
    const raw = localStorage.getItem(key)
    return raw ? JSON.parse(raw) : undefined
  } catch {
    return undefined
  }
}

function writeLocal(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value))
  } catch {
    /* storage full or disabled: the database copy still holds it */
  }
}

/** Collapsed flags by card id (the cardState key), for cards that start before the layout loads. */
export function loadCardState(): Record<string, boolean> {
  const state = readLocal(CARD_STATE_KEY)
  const out: Record<string, boolean> = {}
  if (state && typeof state === 'object') for (const [id, collapsed] of Object.entries(state)) if (typeof collapsed === 'boolean') out[id] = collapsed
  return out
}

/** The saved layout with our card ids: Fluidd's key first, then the one earlier Stratum builds wrote. */
function useStoredLayout(): StoredLayout | null {
  const fluidd = useStored('layout', 'layouts.dashboard')
  const legacy = useStored('layout', 'dashboard')
  return useMemo(() => (fluidd ? fromFluiddLayout(fluidd) : legacy), [fluidd, legacy])
}

/**
 * The saved dashboard layout (database root `layout`, Fluidd's key `layouts.dashboard` with its
 * '-card' ids; `dashboard` as earlier Stratum builds wrote it), normalized against the
 * cards that exist. Without a saved one, the local copy, else `fallback`.
 */
export function useDashboardLayout<Id extends string>(known: readonly Id[], fallback: Layout<Id>): Layout<Id> {
  const stored = useStoredLayout()
  return useMemo(() => {
    const source = stored ?? readStoredLayout(readLocal(LOCAL_LAYOUT_KEY))
    const layout = normalizeLayout(source, known, fallback)
    if (!stored && !source) {
      const cardState = loadCardState()
      for (const list of Object.values(layout)) {
        for (const entry of list) if (cardState[entry.id] !== undefined) entry.collapsed = cardState[entry.id]
      }
    }
    return layout
  }, [stored, known, fallback])
}

/** Saves the layout to the database (and the local copies). */
export function saveDashboardLayout<Id extends string>(layout: Layout<Id>): void {
  writeLocal(LOCAL_LAYOUT_KEY, layout)
  const cardState: Record<string, boolean> = {}
  for (const list of Object.values(layout)) for (const entry of list) cardState[entry.id] = entry.collapsed
  writeLocal(CARD_STATE_KEY, cardState)
  saveStored('layout', 'layouts.dashboard', toFluiddLayout(layout)).catch(reportError)
}

/** Is a card switched on in the saved dashboard layout (on when the layout does not say)? */
export function useDashboardCardEnabled(id: string): boolean {
  const layout = useStoredLayout()
  if (!layout) return true
  for (const list of Object.values(layout)) {
    const entry = list?.find((e) => e.id === id)
    if (entry) return entry.enabled
  }
  return true
}
