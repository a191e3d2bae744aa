import { csvDocument } from '../../lib/history/csv'
import { csvRow, CSV_HEADER } from '../../lib/history/jobs'
import type { HistoryJob } from '../../moonraker/types'

/** Saves the jobs as a CSV file through the browser; nothing goes to the printer. */
export function downloadHistoryCsv(jobs: readonly HistoryJob[], cost: (job: HistoryJob) => number | null, notes: Record<string, string>, now = new Date()): void {
  const text = csvDocument(
    CSV_HEADER,
    jobs.map((j) => csvRow(j, cost(j), notes[j.job_id] ?? '')),
  )
  // A BOM so spreadsheet programs read non-ASCII file names as UTF-8.
  const blob = new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = `history-${now.toISOString().slice(0, 10)}.csv`
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
