import { useMemo } from 'react'
import { lineHider } from '../../lib/console-filters'
import { useConsoleFilters, useConsoleStore, type ConsoleEntry } from '../../state/console'
import { useUiSetting } from '../../state/ui-settings'

/** The lines the console shows: filters and hideTempWaits applied live. Commands are never hidden. */
export function useVisibleEntries(): ConsoleEntry[] {
  const entries = useConsoleStore((s) => s.entries)
  const filters = useConsoleFilters()
  const hideTempWaits = useUiSetting<boolean>('general.hideTempWaits')
  const hide = useMemo(() => lineHider(filters, hideTempWaits), [filters, hideTempWaits])
  return useMemo(() => entries.filter((e) => e.type === 'command' || !hide(e.message)), [entries, hide])
}
