import { memo, useEffect } from 'react'
import type { DashboardCardId } from './card-types'

/**
 * Runs one card's availability hook and reports the answer, so the layout can count columns
 * with visible cards without calling a varying number of hooks itself.
 */
export const AvailabilityProbe = memo(function AvailabilityProbe({ id, useAvailable, onChange }: { id: DashboardCardId; useAvailable: () => boolean; onChange(id: DashboardCardId, available: boolean): void }) {
  const available = useAvailable()
  useEffect(() => onChange(id, available), [id, available, onChange])
  return null
})
