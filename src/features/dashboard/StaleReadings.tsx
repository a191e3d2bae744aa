import type { ReactNode } from 'react'
import { useStaleReadingsTime } from '../../state/printer-selectors'
import classes from './Dashboard.module.css'

/** The cards, dimmed together while they show the printer's last readings before a drop. */
export function StaleReadings({ children }: { children: ReactNode }) {
  const stale = useStaleReadingsTime() !== null
  return (
    <div className={stale ? classes.stale : undefined} data-testid="dashboard-readings" data-stale={stale}>
      {children}
    </div>
  )
}
