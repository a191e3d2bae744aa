import { Group, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconHistory } from '@tabler/icons-react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDuration, formatLength } from '../../lib/format'
import { useDateTimePrefs } from '../../state/datetime-prefs'
import { formatCost } from '../../lib/history/cost'
import { HISTORY_TABLE, toggleHistoryColumn, visibleHistoryColumns, type HistoryColumn, type HistoryColumnKey, type HistorySortKey } from '../../lib/history/columns'
import { DEFAULT_SORT, needsAllJobs, queryJobs, type HistorySort } from '../../lib/history/jobs'
import { sumJobs } from '../../lib/history/selection-sum'
import { statusLook } from '../../lib/history/status'
import type { HistoryJob } from '../../moonraker/types'
import { deleteAllHistoryJobs, deleteHistoryJobAction } from '../../state/actions/history'
import { startCheckedPrint } from '../../state/actions/print'
import { addToQueue } from '../../state/actions/job-queue'
import { useHasComponent } from '../../state/server'
import { useFileSrcs } from '../../state/file-urls'
import { reportError } from '../../state/errors'
import { jobThumbnailUrl, loadAllHistory, loadHistory, loadHistoryTotals, loadMoreHistory, useHistoryStore } from '../../state/history'
import { usePrinterBusy } from '../../state/printer-selectors'
import { saveUiSetting, useStored, useUiSetting } from '../../state/settings/settings'
import { useWait } from '../../state/waits'
import { Card } from '../../ui/Card'
import { confirm } from '../../ui/confirm'
import { downloadHistoryCsv } from './csv-download'
import { HistoryTable } from './HistoryTable'
import { HistoryToolbar } from './HistoryToolbar'
import { JobDetails } from './JobDetails'
import { JobTime } from './JobTime'
import { SelectionSum } from './SelectionSum'
import { StatusLabel } from './StatusLabel'
import { costOfJob, hasCostPrices, useCostSettings, useSpoolPrices } from './use-costs'
import { formatKwh, jobEnergyKwh } from '../../lib/history/job-energy'


function refreshHistory(): void {
  loadHistory().catch(reportError)
  loadHistoryTotals().catch(reportError)
}

/** The job history card of /history: the printer's jobs, newest first, loaded page by page as the user scrolls. */
export function JobHistoryCard() {
  const { t } = useTranslation('history')
  // Pictures carry a oneshot token when the printer wants a login.
  const src = useFileSrcs()
  const thumbnailSrc = useCallback((job: HistoryJob) => src(jobThumbnailUrl(job)), [src])
  const jobs = useHistoryStore((s) => s.jobs)
  const loaded = useHistoryStore((s) => s.loaded)
  const loading = useHistoryStore((s) => s.loading)
  const complete = useHistoryStore((s) => s.complete)
  const receivedAt = useHistoryStore((s) => s.receivedAt)
  const notes = useStored('history', 'notes')
  const saved = useUiSetting(`tableHeaders.${HISTORY_TABLE}`)
  const costs = useCostSettings()
  const busy = usePrinterBusy()
  const deletingAll = useWait('history:delete-all')
  const phone = useMediaQuery('(max-width: 48em)')
  const [search, setSearch] = useState('')
  const [statuses, setStatuses] = useState<string[]>([])
  const [sort, setSort] = useState<HistorySort>(DEFAULT_SORT)
  const [expandedId, setExpandedId] = useState<string | null>(null)
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(() => new Set())

  const spoolPrices = useSpoolPrices(jobs)
  const hasCost = hasCostPrices(costs) || spoolPrices !== undefined
  const hasEnergy = useMemo(() => jobs.some((j) => jobEnergyKwh(j) !== null), [jobs])
  const columns = useMemo(() => visibleHistoryColumns(saved, hasCost, hasEnergy), [saved, hasCost, hasEnergy])
  const cost = useCallback((job: HistoryJob) => costOfJob(job, costs, spoolPrices), [costs, spoolPrices])
  const query = useMemo(() => ({ search, statuses, sort }), [search, statuses, sort])
  const rows = useMemo(() => queryJobs(jobs, query, cost), [jobs, query, cost])
  const wantsAll = needsAllJobs(query)

  useEffect(() => {
    if (wantsAll && loaded && !complete) loadAllHistory().catch(reportError)
  }, [wantsAll, loaded, complete])

  const onEndReached = useCallback(() => {
    loadMoreHistory().catch(reportError)
  }, [])

  const onSort = useCallback((key: HistorySortKey) => setSort((s) => (s.key === key ? { key, desc: !s.desc } : { key, desc: key === 'start_time' || key === 'end_time' })), [])
  const onToggle = useCallback((id: string) => setExpandedId((cur) => (cur === id ? null : id)), [])
  const onSelect = useCallback((id: string, on: boolean) => setSelectedIds((cur) => (on ? new Set(cur).add(id) : new Set([...cur].filter((x) => x !== id)))), [])
  const clearSelection = useCallback(() => setSelectedIds(new Set()), [])
  const sum = useMemo(() => sumJobs(jobs, selectedIds), [jobs, selectedIds])
  const onReprint = useCallback((job: HistoryJob) => void startCheckedPrint(job.filename), [])
  const queueAvailable = useHasComponent('job_queue')
  const onQueue = useCallback((job: HistoryJob) => void addToQueue([{ path: job.filename, type: 'file' }]), [])
  const onDelete = useCallback(
    async (job: HistoryJob) => {
      if (await confirm({ title: t('jobs.deleteTitle'), message: t('jobs.deleteMessage', { name: job.filename }), danger: true })) await deleteHistoryJobAction(job.job_id)
    },
    [t],
  )
  const onDeleteRow = useCallback((job: HistoryJob) => void onDelete(job), [onDelete])
  // Stable handlers: the toolbar is memoized, so a page of jobs arriving while the table scrolls does
  // not render its menus again.
  const onDeleteAll = useCallback(async () => {
    if (await confirm({ title: t('jobs.deleteAllTitle'), message: t('jobs.deleteAllMessage'), danger: true })) {
      await deleteAllHistoryJobs()
      loadHistoryTotals().catch(() => undefined)
    }
  }, [t])
  const onExport = useCallback(async () => {
    await loadAllHistory().catch(reportError)
    downloadHistoryCsv(queryJobs(useHistoryStore.getState().jobs, query, cost), cost, notes)
  }, [query, cost, notes])
  const onToggleColumn = useCallback(
    (key: HistoryColumnKey, on: boolean) => saveUiSetting(`tableHeaders.${HISTORY_TABLE}`, toggleHistoryColumn(saved, key, on)).catch(reportError),
    [saved],
  )

  // Labels are translated once per table and filled per row: interpolating per row per frame adds up.
  const labels = useMemo(() => {
    const fill = (key: string) => {
      const text = t(key, { name: '\u0001' })
      return (name: string) => text.replace('\u0001', () => name)
    }
    return { reprint: fill('jobs.reprint'), queueLater: fill('jobs.queueLater'), remove: fill('jobs.delete'), expand: fill('jobs.expand'), select: fill('jobs.select'), fileGone: t('jobs.fileGone') }
  }, [t])
  const prefs = useDateTimePrefs()
  const statusLabels = useMemo(() => {
    const cache = new Map<string, string>()
    return (status: string) => {
      let label = cache.get(status)
      if (label === undefined) cache.set(status, (label = t(`status.${statusLook(status).label}`)))
      return label
    }
  }, [t])
  const cellText = useCallback(
    (job: HistoryJob, key: HistoryColumn['key']) => {
      switch (key) {
        case 'status':
          return <StatusLabel status={job.status} label={statusLabels(job.status)} />
        case 'start_time':
          return <JobTime epoch={job.start_time} prefs={prefs} now={Date.now()} />
        case 'end_time':
          return <JobTime epoch={job.end_time} prefs={prefs} now={Date.now()} />
        case 'print_duration':
          return formatDuration(job.print_duration, prefs.locale)
        case 'total_duration':
          return formatDuration(job.total_duration, prefs.locale)
        case 'filament_used':
          return formatLength(job.filament_used ?? 0, prefs.locale)
        case 'slicer':
          return job.metadata?.slicer ?? ''
        case 'energy':
          // A running job's fields hold their starting values until it ends.
          return job.status === 'in_progress' ? '' : formatKwh(jobEnergyKwh(job), prefs.locale)
        case 'cost':
          return formatCost(cost(job), costs.currency, prefs.locale)
        default:
          return ''
      }
    },
    [statusLabels, cost, costs.currency, prefs],
  )
  const details = useCallback((job: HistoryJob) => <JobDetails key={job.job_id} job={job} note={notes[job.job_id] ?? ''} />, [notes])

  const shownText = wantsAll || complete ? t('jobs.shown', { shown: rows.length, total: jobs.length }) : t('jobs.shownMore', { shown: jobs.length })

  return (
    <Card
      title={t('jobs.title')}
      icon={<IconHistory size={20} />}
      testId="history-jobs"
      flush
      subHeader={
        <Group justify="flex-end" px="sm" pb={6}>
          <HistoryToolbar
            search={search}
            onSearch={setSearch}
            statuses={statuses}
            onStatuses={setStatuses}
            visible={columns}
            onToggleColumn={onToggleColumn}
            onRefresh={refreshHistory}
            onExport={onExport}
            onDeleteAll={onDeleteAll}
            refreshing={loading}
            deletingAll={deletingAll}
          />
        </Group>
      }
    >
      <HistoryTable
        rows={rows}
        columns={columns}
        sort={sort}
        onSort={onSort}
        expandedId={expandedId}
        onToggle={onToggle}
        selectedIds={selectedIds}
        onSelect={onSelect}
        notes={notes}
        canReprint={!busy}
        onQueue={queueAvailable ? onQueue : undefined}
        cellText={cellText}
        thumbnailUrl={thumbnailSrc}
        labels={labels}
        details={details}
        onReprint={onReprint}
        onDelete={onDeleteRow}
        onEndReached={onEndReached}
        height={phone ? 480 : 560}
        emptyText={!loaded ? t('jobs.loading') : jobs.length === 0 ? t('jobs.empty') : t('jobs.noMatch')}
        receivedAt={receivedAt}
        compact={phone}
      />
      <SelectionSum sum={sum} locale={prefs.locale} onClear={clearSelection} />
      {loaded && jobs.length > 0 && (
        <Text size="xs" c="dimmed" px="sm" py={6} data-testid="history-count">
          {shownText}
        </Text>
      )}
    </Card>
  )
}

