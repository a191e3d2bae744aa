import type { CSSProperties, ReactNode } from 'react'
import type { ColumnSpan, ContainerId } from '../../lib/dashboard-layout'
import classes from './Dashboard.module.css'

/**
 * The columns of the dashboard, each `span` of 12 grid columns wide by screen width. A CSS grid: it
 * re-renders with every card the dashboard mounts, and stays a few plain elements while it does.
 */
export function DashboardGrid({ containers, span, renderColumn, sortable }: { containers: ContainerId[]; span: ColumnSpan; renderColumn(id: ContainerId): ReactNode; sortable?: boolean }) {
  const spans = { '--span': span.base, '--span-md': span.md, '--span-lg': span.lg, '--span-xl': span.xl } as CSSProperties
  return (
    <div data-testid="dashboard" data-columns={containers.length} data-sortable={sortable || undefined}>
      <div className={classes.grid} style={spans}>
        {containers.map((container) => (
          <div key={container} className={classes.column}>
            {renderColumn(container)}
          </div>
        ))}
      </div>
    </div>
  )
}
