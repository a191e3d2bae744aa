import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { columnSpan, updateCard, visibleContainers } from '../../lib/dashboard-layout'
import { mountOrder } from '../../lib/staged-mount'
import { saveDashboardLayout, useDashboardLayout } from '../../state/layout'
import { useUiStore } from '../../state/ui'
import { PageSettledContext } from '../../ui/page-settled'
import { useStagedSet } from '../../ui/use-staged-set'
import { AvailabilityProbe } from './AvailabilityProbe'
import { DEFAULT_LAYOUT, type DashboardCardDef, type DashboardCardId, type LayoutEntry } from './card-types'
import { DashboardColumn } from './DashboardColumn'
import { DashboardGrid } from './DashboardGrid'
import { DashboardTopBar } from './DashboardTopBar'
import { StaleReadings } from './StaleReadings'
import { lazy } from '../../ui/lazy'

/** Drag and drop is only needed while arranging cards: it loads with layout mode. */
const SortableDashboard = lazy(() => import('./SortableDashboard'))

/** The card named by the navigation that opened the dashboard (`navigate('/', { state: { card } })`). */
function focusedCard(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('card' in state)) return null
  return typeof state.card === 'string' ? state.card : null
}

/**
 * True once the user moves focus with the keyboard: from then on every card is mounted, so Tab reaches
 * the controls of cards further down (a card waiting to be seen has none until it mounts).
 */
function useKeyboardNavigation(): boolean {
  const [used, setUsed] = useState(false)
  useEffect(() => {
    if (used) return
    // A Tab a field uses itself (the console's completion) moves no focus.
    const onKey = (e: KeyboardEvent) => e.key === 'Tab' && !e.defaultPrevented && setUsed(true)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [used])
  return used
}

/**
 * The dashboard: cards in up to four columns. In layout mode every card shows with a drag handle
 * and an enable checkbox; cards move within and between columns, and the result is saved.
 */
export default function DashboardLayout({ cards }: { cards: DashboardCardDef[] }) {
  const layoutMode = useUiStore((s) => s.layoutMode)
  const known = useMemo(() => cards.map((c) => c.id), [cards])
  const defs = useMemo(() => new Map(cards.map((c) => [c.id, c])), [cards])
  const layout = useDashboardLayout(known, DEFAULT_LAYOUT)
  const [available, setAvailable] = useState<Partial<Record<DashboardCardId, boolean>>>({})

  const onAvailability = useCallback((id: DashboardCardId, value: boolean) => {
    setAvailable((a) => (a[id] === value ? a : { ...a, [id]: value }))
  }, [])

  const isAvailable = useCallback((id: DashboardCardId) => !defs.get(id)?.useAvailable || available[id] === true, [defs, available])
  const isVisible = useCallback((e: LayoutEntry) => layoutMode || (e.enabled && isAvailable(e.id)), [layoutMode, isAvailable])
  const containers = useMemo(() => visibleContainers(layout, layoutMode, isVisible), [layout, layoutMode, isVisible])
  const span = columnSpan(containers.length)

  // Stable for the memoized card slots; always applies to the newest layout.
  const latest = useRef(layout)
  latest.current = layout
  const update = useCallback(
    (id: DashboardCardId, patch: Partial<Pick<LayoutEntry, 'enabled' | 'collapsed'>>) => saveDashboardLayout(updateCard(latest.current, id, patch)),
    [],
  )

  // Cards mount one per commit, top of the screen first: mounting all of them in one go blocked the
  // page for hundreds of ms (e.g. opening the dashboard from the file browser's "Gcode preview").
  // A card the dashboard was opened for (router state { card }) comes first.
  const focus = focusedCard(useLocation().state)
  const order = useMemo(
    () => mountOrder<string>(containers.map((c) => layout[c].filter(isVisible).map((e) => e.id)), focus),
    [containers, layout, isVisible, focus],
  )
  const shown = useMemo(() => containers.flatMap((c) => layout[c].filter(isVisible).flatMap((e) => defs.get(e.id) ?? [])), [containers, layout, isVisible, defs])
  const mounted = useStagedSet(order)
  const mountUnseen = useKeyboardNavigation() || focus !== null
  const settled = order.every((id) => mounted.has(id))

  const staticGrid = (
    <DashboardGrid
      containers={containers}
      span={span}
      renderColumn={(id) => <DashboardColumn id={id} entries={layout[id]} defs={defs} layoutMode={layoutMode} isVisible={isVisible} onUpdate={update} mounted={mounted} mountUnseen={mountUnseen} />}
    />
  )

  return (
    <PageSettledContext.Provider value={settled}>
      {cards.map((def) => def.useAvailable && <AvailabilityProbe key={def.id} id={def.id} useAvailable={def.useAvailable} onChange={onAvailability} />)}
      {layoutMode ? (
        <Suspense fallback={staticGrid}>
          <SortableDashboard layout={layout} containers={containers} span={span} defs={defs} layoutMode isVisible={isVisible} onUpdate={update} />
        </Suspense>
      ) : (
        <>
          <DashboardTopBar cards={shown} />
          <StaleReadings>{staticGrid}</StaleReadings>
        </>
      )}
    </PageSettledContext.Provider>
  )
}
