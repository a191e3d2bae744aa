import { Stack } from '@mantine/core'
import { useEffect } from 'react'
import { reportBackgroundError } from '../../state/errors'
import { loadHistory, loadHistoryTotals, useHistoryStore } from '../../state/history'
import { useHasComponent } from '../../state/server'
import { HistoryChartsCard } from './HistoryChartsCard'
import { JobHistoryCard } from './JobHistoryCard'
import { StatsCard } from './StatsCard'

/** /history: the stats card, the job history card, and usage charts (SPEC §2). */
export default function HistoryPage() {
  // The server's component list arrives (again) with each connection: load then, not before.
  const hasHistory = useHasComponent('history')
  useEffect(() => {
    if (!hasHistory) return
    // The list stays current through notify_history_changed once loaded; the totals are re-read on each visit.
    if (!useHistoryStore.getState().loaded) loadHistory().catch(reportBackgroundError)
    loadHistoryTotals().catch(reportBackgroundError)
  }, [hasHistory])
  return (
    <Stack gap="md" data-testid="history-page">
      <StatsCard />
      <JobHistoryCard />
      <HistoryChartsCard />
    </Stack>
  )
}
