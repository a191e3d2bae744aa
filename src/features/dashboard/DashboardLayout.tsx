import { closestCorners, DndContext, KeyboardSensor, pointerWithin, PointerSensor, useSensor, useSensors, type CollisionDetection, type DragEndEvent, type DragOverEvent } from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import { Grid } from '@mantine/core'
import { useCallback, useMemo, useRef, useState } from 'react'
import { CONTAINER_IDS, columnSpan, findCard, moveCard, updateCard, visibleContainers, type ContainerId } from '../../lib/dashboard-layout'
import { saveDashboardLayout, useDashboardLayout } from '../../state/layout'
import { useUiStore } from '../../state/ui'
import { AvailabilityProbe } from './AvailabilityProbe'
import { DEFAULT_LAYOUT, type DashboardCardDef, type DashboardCardId, type DashboardLayout as Layout, type LayoutEntry } from './card-types'
import { DashboardColumn } from './DashboardColumn'

const isContainer = (id: unknown): id is ContainerId => (CONTAINER_IDS as readonly unknown[]).includes(id)

/**
 * Cards are tall and columns differ in height, so the pointer decides where a card goes: the card
 * under it, else the column under it (an empty column too); without a pointer (keyboard), the
 * nearest corners.
 */
const collisionDetection: CollisionDetection = (args) => {
  const within = pointerWithin(args)
  if (within.length) {
    const cards = within.filter((c) => !isContainer(c.id))
    return cards.length ? cards : within
  }
  return closestCorners(args)
}

/**
 * The dashboard: cards in up to four columns. In layout mode every card shows with a drag handle
 * and an enable checkbox; cards move within and between columns, and the result is saved.
 */
export default function DashboardLayout({ cards }: { cards: DashboardCardDef[] }) {
  const layoutMode = useUiStore((s) => s.layoutMode)
  const known = useMemo(() => cards.map((c) => c.id), [cards])
  const defs = useMemo(() => new Map(cards.map((c) => [c.id, c])), [cards])
  const saved = useDashboardLayout(known, DEFAULT_LAYOUT)
  // While dragging, the arrangement lives here; it is saved when the card is dropped.
  const [draft, setDraft] = useState<Layout | null>(null)
  const layout = draft ?? saved
  const [available, setAvailable] = useState<Partial<Record<DashboardCardId, boolean>>>({})

  const onAvailability = useCallback((id: DashboardCardId, value: boolean) => {
    setAvailable((a) => (a[id] === value ? a : { ...a, [id]: value }))
  }, [])

  const isAvailable = useCallback((id: DashboardCardId) => !defs.get(id)?.useAvailable || available[id] === true, [defs, available])
  const isVisible = useCallback((e: LayoutEntry) => layoutMode || (e.enabled && isAvailable(e.id)), [layoutMode, isAvailable])
  const containers = visibleContainers(layout, layoutMode, isVisible)
  const span = columnSpan(containers.length)

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  const containerOf = (current: Layout, id: unknown): ContainerId | null => {
    if (isContainer(id)) return id
    return findCard(current, id as DashboardCardId)?.container ?? null
  }

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return
    const current = draft ?? saved
    const from = containerOf(current, active.id)
    const to = containerOf(current, over.id)
    if (!from || !to || from === to) return
    const overIndex = isContainer(over.id) ? current[to].length : current[to].findIndex((e) => e.id === over.id)
    setDraft(moveCard(current, active.id as DashboardCardId, to, overIndex === -1 ? current[to].length : overIndex))
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    let current = draft ?? saved
    if (over) {
      const to = containerOf(current, over.id)
      const at = findCard(current, active.id as DashboardCardId)
      if (to && at && !isContainer(over.id) && at.container === to) {
        const overIndex = current[to].findIndex((e) => e.id === over.id)
        if (overIndex !== -1 && overIndex !== at.index) current = moveCard(current, active.id as DashboardCardId, to, overIndex)
      }
    }
    setDraft(null)
    if (current !== saved) saveDashboardLayout(current)
  }

  // Stable for the memoized card slots; always applies to the newest layout.
  const latest = useRef(layout)
  latest.current = layout
  const update = useCallback(
    (id: DashboardCardId, patch: Partial<Pick<LayoutEntry, 'enabled' | 'collapsed'>>) => saveDashboardLayout(updateCard(latest.current, id, patch)),
    [],
  )

  return (
    <>
      {cards.map((def) => def.useAvailable && <AvailabilityProbe key={def.id} id={def.id} useAvailable={def.useAvailable} onChange={onAvailability} />)}
      <DndContext sensors={sensors} collisionDetection={collisionDetection} onDragOver={onDragOver} onDragEnd={onDragEnd} onDragCancel={() => setDraft(null)}>
        <div data-testid="dashboard" data-columns={containers.length}>
        <Grid gap="md">
          {containers.map((container) => (
            <Grid.Col key={container} span={span}>
              <DashboardColumn
                id={container}
                entries={layout[container]}
                defs={defs}
                layoutMode={layoutMode}
                isVisible={isVisible}
                onUpdate={update}
              />
            </Grid.Col>
          ))}
        </Grid>
        </div>
      </DndContext>
    </>
  )
}
