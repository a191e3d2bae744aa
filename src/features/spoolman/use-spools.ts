import { useEffect } from 'react'
import { loadSpools, useSpoolmanStore } from '../../state/spoolman/spoolman'

/** The spools to choose from, fetched afresh each time a list opens. */
export function useSpools(open: boolean) {
  useEffect(() => {
    if (open) void loadSpools()
  }, [open])
  const spools = useSpoolmanStore((s) => s.spools)
  const error = useSpoolmanStore((s) => s.error)
  return { spools, error }
}
