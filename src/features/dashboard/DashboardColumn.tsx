import { useCallback, type ReactNode } from 'react'
import type { ContainerId } from '../../lib/dashboard-layout'
import type { DashboardCardDef, DashboardCardId, LayoutEntry } from './card-types'
import { DashboardCardSlot } from './DashboardCardSlot'
import classes from './Dashboard.module.css'
import { useNarrow } from './use-narrow'

/** Below this column width, card menus fold into one button (SPEC §2). */
export const NARROW_COLUMN_PX = 560

export interface ColumnProps {
  id: ContainerId
  entries: LayoutEntry[]
  defs: Map<DashboardCardId, DashboardCardDef>
  layoutMode: boolean
  isVisible(entry: LayoutEntry): boolean
  onUpdate(id: DashboardCardId, patch: Partial<Pick<LayoutEntry, 'enabled' | 'collapsed'>>): void
  /** Cards mounted so far (the dashboard mounts them one per commit); every card when absent. */
  mounted?: ReadonlySet<string>
  /** Mount the cards that wait to be seen at once (DashboardCardSlot). */
  mountUnseen?: boolean
}

/** The column's box; it measures its own width for the narrow-menu rule. */
export function ColumnFrame({ id, layoutMode, nodeRef, children }: { id: ContainerId; layoutMode: boolean; nodeRef?: (node: HTMLDivElement | null) => void; children(narrow: boolean): ReactNode }) {
  const [sizeRef, narrow] = useNarrow<HTMLDivElement>(NARROW_COLUMN_PX)
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      nodeRef?.(node)
      sizeRef(node)
    },
    [nodeRef, sizeRef],
  )
  return (
    <div ref={ref} className={layoutMode ? `${classes.column} ${classes.layoutColumn}` : classes.column} data-testid={`dashboard-${id}`}>
      {children(narrow)}
    </div>
  )
}

/** A column outside layout mode: no drag and drop machinery at all. */
export function DashboardColumn({ id, entries, defs, layoutMode, isVisible, onUpdate, mounted, mountUnseen }: ColumnProps) {
  return (
    <ColumnFrame id={id} layoutMode={layoutMode}>
      {(narrow) =>
        entries.filter(isVisible).map((entry) => {
          const def = defs.get(entry.id)
          return def ? <DashboardCardSlot key={entry.id} def={def} entry={entry} layoutMode={layoutMode} narrow={narrow} onUpdate={onUpdate} pending={mounted ? !mounted.has(entry.id) : false} mountUnseen={mountUnseen} /> : null
        })
      }
    </ColumnFrame>
  )
}
