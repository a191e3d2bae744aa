import { closestCorners, DndContext, KeyboardSensor, pointerWithin, PointerSensor, useDroppable, useSensor, useSensors, type CollisionDetection, type DragEndEvent, type DragOverEvent } from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { memo, useMemo, useState } from 'react'
import { cardIdIn, CONTAINER_IDS, findCard, moveCard, type ColumnSpan, type ContainerId } from '../../lib/dashboard-layout'
import { saveDashboardLayout } from '../../state/layout'
import type { DashboardLayout as Layout } from './card-types'
import { DashboardCardSlot, type CardSlotProps } from './DashboardCardSlot'
import { ColumnFrame, type ColumnProps } from './DashboardColumn'
import { DashboardGrid } from './DashboardGrid'

const isContainer = (id: unknown): id is ContainerId => CONTAINER_IDS.some((c) => c === id)

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

const SortableCardSlot = memo(function SortableCardSlot(props: CardSlotProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: props.entry.id })
  const dragHandleProps = useMemo(() => ({ ...attributes, ...listeners }), [attributes, listeners])
  return <DashboardCardSlot {...props} nodeRef={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} dragHandleProps={dragHandleProps} isDragging={isDragging} />
})

function SortableColumn({ id, entries, defs, layoutMode, isVisible, onUpdate }: ColumnProps) {
  const { setNodeRef } = useDroppable({ id })
  const visible = entries.filter(isVisible)
  return (
    <ColumnFrame id={id} layoutMode={layoutMode} nodeRef={setNodeRef}>
      {(narrow) => (
        <SortableContext id={id} items={visible.map((e) => e.id)} strategy={verticalListSortingStrategy}>
          {visible.map((entry) => {
            const def = defs.get(entry.id)
            return def ? <SortableCardSlot key={entry.id} def={def} entry={entry} layoutMode={layoutMode} narrow={narrow} onUpdate={onUpdate} /> : null
          })}
        </SortableContext>
      )}
    </ColumnFrame>
  )
}

interface Props extends Omit<ColumnProps, 'id' | 'entries'> {
  layout: Layout
  containers: ContainerId[]
  span: ColumnSpan
}

/** Layout mode: the same grid, with cards that drag within and between columns (loaded only for it). */
export default function SortableDashboard({ layout: saved, containers, span, ...column }: Props) {
  // While dragging, the arrangement lives here; it is saved when the card is dropped.
  const [draft, setDraft] = useState<Layout | null>(null)
  const layout = draft ?? saved
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  const containerOf = (current: Layout, id: unknown): ContainerId | null => {
    if (isContainer(id)) return id
    const card = cardIdIn(current, id)
    return card ? (findCard(current, card)?.container ?? null) : null
  }

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return
    const current = draft ?? saved
    const from = containerOf(current, active.id)
    const to = containerOf(current, over.id)
    if (!from || !to || from === to) return
    const moving = cardIdIn(current, active.id)
    if (!moving) return
    const overIndex = isContainer(over.id) ? current[to].length : current[to].findIndex((e) => e.id === over.id)
    setDraft(moveCard(current, moving, to, overIndex === -1 ? current[to].length : overIndex))
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    let current = draft ?? saved
    if (over) {
      const to = containerOf(current, over.id)
      const moving = cardIdIn(current, active.id)
      const at = moving && findCard(current, moving)
      if (moving && to && at && !isContainer(over.id) && at.container === to) {
        const overIndex = current[to].findIndex((e) => e.id === over.id)
        if (overIndex !== -1 && overIndex !== at.index) current = moveCard(current, moving, to, overIndex)
      }
    }
    setDraft(null)
    if (current !== saved) saveDashboardLayout(current)
  }

  return (
    <DndContext sensors={sensors} collisionDetection={collisionDetection} onDragOver={onDragOver} onDragEnd={onDragEnd} onDragCancel={() => setDraft(null)}>
      <DashboardGrid sortable containers={containers} span={span} renderColumn={(id) => <SortableColumn id={id} entries={layout[id]} {...column} />} />
    </DndContext>
  )
}
