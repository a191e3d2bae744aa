/** CSV of the history table (RFC 4180 quoting), built in the browser for download. */

export type CsvCell = string | number | boolean | null | undefined

/** Quotes a field when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  let text = value
  // A file name like "=HYPERLINK(...)" must not run as a formula when the file is opened in a spreadsheet.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvField).join(',')
}

/** ISO 8601 in UTC for epoch seconds; empty for a missing time. */
export function isoTime(epochSeconds: number | null | undefined): string {
  if (!epochSeconds || !Number.isFinite(epochSeconds)) return ''
  return new Date(epochSeconds * 1000).toISOString()
}

export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [csvLine(header), ...rows.map(csvLine)].join('\r\n') + '\r\n'
}
