import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { columnsFor, tableHeadersKey, toggleColumn, visibleColumns, type ColumnKey } from '../../lib/files/columns'
import type { FileEntry } from '../../lib/files/entry'
import { filamentChips } from '../../lib/files/filament'
import { rootActions, type MenuContext } from '../../lib/files/file-menu'
import { visibleEntries, type FileFilter } from '../../lib/files/filters'
import { firstAvailableRoot, isLowOnDisk, isRootAvailable, rootProperties } from '../../lib/files/roots'
import { nextSort, sortEntries, type SortKey, type SortState } from '../../lib/files/sort'
import { reportError } from '../../state/errors'
import { loadDirectory, useDirectory } from '../../state/files'
import { useRegisteredRoots } from '../../state/server'
import { useFileJobStatuses } from '../../state/file-jobs'
import { lastJobStatus } from '../../lib/files/last-job'
import { useKlippyReady, usePrintInProgress } from '../../state/printer-selectors'
import { useHasComponent } from '../../state/server'
import { saveUiSetting, useUiSetting } from '../../state/settings/settings'
import { useDashboardCardEnabled } from '../../state/layout'
import { parentPath } from '../../lib/files/paths'

function usePreviewCardEnabled(): boolean {
  return useDashboardCardEnabled('gcode-preview')
}

/** Everything one file browser knows: where it is, what it shows, what it may do. */
export function useFileBrowser(roots: readonly string[]) {
  const registered = useRegisteredRoots()
  const [root, setRoot] = useState<string>(roots[0])
  const picked = useRef(false)
  const [paths, setPaths] = useState<Record<string, string>>({})
  const [search, setSearch] = useState('')
  /** The file the search palette sent the user to, marked in its folder. */
  const [highlight, setHighlight] = useState<string | null>(null)
  const [filters, setFilters] = useState<FileFilter[]>([])
  const [sort, setSort] = useState<SortState>({ key: 'name', desc: false })
  const [selection, setSelection] = useState<{ list: FileEntry[] | null; paths: ReadonlySet<string> }>({ list: null, paths: NO_SELECTION })

  // The first root the server has, chosen once: later the user's choice stands.
  useEffect(() => {
    if (picked.current || registered.length === 0) return
    picked.current = true
    const first = firstAvailableRoot(roots, registered)
    if (first) setRoot(first)
  }, [registered, roots])

  const path = paths[root] ?? ''
  const available = isRootAvailable(root, registered)
  const listing = useDirectory(root, path, available)
  const entries = listing?.entries ?? null

  // A selection belongs to one list: a changed list (navigation, refresh, a file added elsewhere) clears it.
  const selected = selection.list === entries ? selection.paths : NO_SELECTION

  const rows = useMemo(() => (entries ? sortEntries(visibleEntries(entries, filters, search), sort) : []), [entries, filters, search, sort])

  const props = rootProperties(root)
  const klippyReady = useKlippyReady()
  const printing = usePrintInProgress()
  const historySupported = useHasComponent('history')
  const previewCardEnabled = usePreviewCardEnabled()
  const queueAvailable = useHasComponent('job_queue')
  const menuContext: MenuContext = { root, props, rootAvailable: available, klippyReady, printing, previewCardEnabled, queueAvailable }
  const actions = rootActions(root, { props, rootAvailable: available, klippyReady, printing, historySupported })

  const saved = useUiSetting(`tableHeaders.${tableHeadersKey(root)}`)
  const allColumns = columnsFor(root)
  // The filament column is on by default once a file in the list names a filament, type or colour.
  const hasFilament = useMemo(() => (entries ?? []).some((e) => filamentChips(e.meta).length > 0), [entries])
  const hasData = useCallback((key: ColumnKey) => key === 'filament' && hasFilament, [hasFilament])
  const columns = useMemo(() => visibleColumns(columnsFor(root), saved, hasData), [root, saved, hasData])
  const setColumnVisible = useCallback(
    (key: ColumnKey, visible: boolean) => {
      saveUiSetting(`tableHeaders.${tableHeadersKey(root)}`, toggleColumn(columnsFor(root), saved, key, visible, hasData)).catch(reportError)
    },
    [root, saved, hasData],
  )

  // The user's choice of absolute dates (Stratum's own key; Fluidd has none).
  const absoluteDates = useUiSetting('files.absoluteDates')
  const setAbsoluteDates = useCallback((on: boolean) => void saveUiSetting('files.absoluteDates', on).catch(reportError), [])
  const jobStatuses = useFileJobStatuses(columns.some((c) => c.key === 'last_status'))
  const lastStatus = useCallback((entry: FileEntry) => lastJobStatus(entry, jobStatuses), [jobStatuses])

  const navigate = useCallback((to: string) => setPaths((p) => ({ ...p, [root]: to })), [root])
  const changeRoot = useCallback((next: string) => {
    setRoot(next)
    setSearch('')
  }, [])
  /** Shows `file`'s folder in `to` and marks the file (the search palette's result). */
  const reveal = useCallback((to: string, file: string) => {
    picked.current = true
    setRoot(to)
    setSearch('')
    setPaths((p) => ({ ...p, [to]: parentPath(file) }))
    setHighlight(file)
  }, [])
  const refresh = useCallback(() => {
    if (available) void loadDirectory(root, path)
  }, [available, root, path])
  const sortBy = useCallback((key: SortKey) => setSort((s) => nextSort(s, key)), [])
  const selectedEntries = useMemo(() => rows.filter((r) => selected.has(r.path)), [rows, selected])
  const toggleSelected = useCallback(
    (entry: FileEntry, on: boolean) => {
      setSelection((s) => {
        const next = new Set(s.list === entries ? s.paths : NO_SELECTION)
        if (on) next.add(entry.path)
        else next.delete(entry.path)
        return { list: entries, paths: next }
      })
    },
    [entries],
  )
  const selectAll = useCallback(
    (on: boolean) => setSelection({ list: entries, paths: on ? new Set(rows.map((r) => r.path)) : NO_SELECTION }),
    [entries, rows],
  )

  return {
    roots,
    registered,
    root,
    changeRoot,
    reveal,
    highlight,
    path,
    navigate,
    available,
    listing,
    entries,
    rows,
    lowDisk: isLowOnDisk(listing?.diskUsage?.free),
    props,
    menuContext,
    actions,
    search,
    setSearch,
    filters,
    setFilters,
    sort,
    sortBy,
    allColumns,
    columns,
    setColumnVisible,
    absoluteDates,
    setAbsoluteDates,
    lastStatus,
    selected,
    selectedEntries,
    toggleSelected,
    selectAll,
    refresh,
  }
}

const NO_SELECTION: ReadonlySet<string> = new Set()

export type FileBrowserState = ReturnType<typeof useFileBrowser>
