import { useDroppable } from '@dnd-kit/core'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { useCallback } from 'react'
import type { ContainerId } from '../../lib/dashboard-layout'
import type { DashboardCardDef, DashboardCardId, LayoutEntry } from './card-types'
import { DashboardCardSlot } from './DashboardCardSlot'
import classes from './Dashboard.module.css'
import { useNarrow } from './use-narrow'

/** Below this column width, card menus fold into one button (SPEC §2). */
export const NARROW_COLUMN_PX = 560

interface Props {
  id: ContainerId
  entries: LayoutEntry[]
  defs: Map<DashboardCardId, DashboardCardDef>
  layoutMode: boolean
  isVisible(entry: LayoutEntry): boolean
  onUpdate(id: DashboardCardId, patch: Partial<Pick<LayoutEntry, 'enabled' | 'collapsed'>>): void
}

export function DashboardColumn({ id, entries, defs, layoutMode, isVisible, onUpdate }: Props) {
  const { setNodeRef } = useDroppable({ id })
  const [sizeRef, narrow] = useNarrow<HTMLDivElement>(NARROW_COLUMN_PX)
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      setNodeRef(node)
      sizeRef(node)
    },
    [setNodeRef, sizeRef],
  )
  const visible = entries.filter(isVisible)
  return (
    <div
      ref={ref}
      className={layoutMode ? `${classes.column} ${classes.layoutColumn}` : classes.column}
      data-testid={`dashboard-${id}`}
    >
      <SortableContext id={id} items={visible.map((e) => e.id)} strategy={verticalListSortingStrategy}>
        {visible.map((entry) => {
          const def = defs.get(entry.id)
          return def ? <DashboardCardSlot key={entry.id} def={def} entry={entry} layoutMode={layoutMode} narrow={narrow} onUpdate={onUpdate} /> : null
        })}
      </SortableContext>
    </div>
  )
}
