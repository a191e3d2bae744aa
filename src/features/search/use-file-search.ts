import { useDeferredValue, useMemo } from 'react'
import { rankFuzzy, type Ranked } from '../../lib/files/fuzzy'
import type { IndexedFile } from '../../lib/files/file-index'
import { allIndexedFiles, useFileIndexListed, useFileIndexStore } from '../../state/file-index'

const LIMIT = 50
const RECENT = 15

export interface FileSearch {
  results: Ranked<IndexedFile>[]
  /** No query: the files changed last are shown instead. */
  recent: boolean
  loading: boolean
  failed: Record<string, string>
}

/** The palette's file-name search over every root (listed when the palette first opens). */
export function useFileSearch(query: string): FileSearch {
  useFileIndexListed()
  const index = useFileIndexStore((s) => s.files)
  const loading = useFileIndexStore((s) => s.loading.length > 0)
  const failed = useFileIndexStore((s) => s.failed)
  const deferred = useDeferredValue(query.trim())
  const files = useMemo(() => allIndexedFiles(index), [index])
  const results = useMemo(() => {
    if (deferred) return rankFuzzy(deferred, files, (f) => f.path, LIMIT)
    const recent = [...files].sort((a, b) => b.modified - a.modified).slice(0, RECENT)
    return recent.map((item) => ({ item, match: { score: 0, indices: [] } }))
  }, [deferred, files])
  return { results, recent: !deferred, loading, failed }
}
