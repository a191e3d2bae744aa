import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { IndexedFile } from '../../lib/files/file-index'
import { FileResultRow } from './FileResultRow'
import { TextResultRow } from './TextResultRow'
import { useFileSearch } from './use-file-search'
import { MIN_CHARS, useTextSearch } from './use-text-search'

/** What a palette mode shows: its rows, what choosing one does, and a line about the search itself. */
export interface PaletteItems {
  count: number
  row(i: number): { key: string; content: ReactNode; label: string }
  target(i: number): { file: IndexedFile; line?: number }
  /** Status lines (loading, nothing found, files skipped). */
  notes: string[]
  heading: string | null
}

export function useFileItems(query: string): PaletteItems {
  const { t } = useTranslation('files')
  const { results, recent, loading, failed } = useFileSearch(query)
  const notes = Object.keys(failed).map((root) => t('search.list_failed', { root }))
  if (loading) notes.unshift(t('search.listing'))
  else if (results.length === 0) notes.unshift(t('search.none'))
  return {
    count: results.length,
    row: (i) => {
      const { item, match } = results[i]
      return { key: `${item.root}/${item.path}`, label: `${item.root}/${item.path}`, content: <FileResultRow file={item} match={match} /> }
    },
    target: (i) => ({ file: results[i].item }),
    notes,
    heading: recent && results.length > 0 ? t('search.recent') : null,
  }
}

export function useTextItems(query: string): PaletteItems {
  const { t } = useTranslation('files')
  const search = useTextSearch(query)
  const flat = search.results.flatMap((r) => r.matches.map((m) => ({ file: r.file, match: m })))
  const notes: string[] = []
  if (query.trim().length < MIN_CHARS) notes.push(t('search.type_more'))
  else if (!search.done) notes.push(t('search.searching', { done: search.searched, total: search.total }))
  else if (flat.length === 0) notes.push(t('search.none'))
  for (const s of search.skipped) notes.push(t(`search.${s.reason}`, { name: s.file.path }))
  return {
    count: flat.length,
    row: (i) => {
      const { file, match } = flat[i]
      const key = `${file.root}/${file.path}:${match.line}`
      return { key, label: key, content: <TextResultRow file={file} match={match} /> }
    },
    target: (i) => ({ file: flat[i].file, line: flat[i].match.line }),
    notes,
    heading: null,
  }
}
