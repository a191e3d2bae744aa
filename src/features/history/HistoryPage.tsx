import { Stack } from '@mantine/core'
import { useEffect } from 'react'
import { reportError } from '../../state/errors'
import { loadHistory, loadHistoryTotals, useHistoryStore } from '../../state/history'
import { HistoryChartsCard } from './HistoryChartsCard'
import { JobHistoryCard } from './JobHistoryCard'
import { StatsCard } from './StatsCard'

/** /history: the stats card, the job history card, and usage charts (SPEC §2). */
export default function HistoryPage() {
  const loaded = useHistoryStore((s) => s.loaded)
  useEffect(() => {
    // The list stays current through notify_history_changed once loaded; the totals are re-read on each visit.
    if (!loaded) loadHistory().catch(reportError)
    loadHistoryTotals().catch(reportError)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <Stack gap="md" data-testid="history-page">
      <StatsCard />
      <JobHistoryCard />
      <HistoryChartsCard />
    </Stack>
  )
}
