import { useEffect, useState } from 'react'
import { findInFiles, type FindProgress } from '../../state/find-in-files'
import { useFileIndexListed, useFileIndexStore } from '../../state/file-index'

/** Typing must pause this long before the config files are searched again. */
const PAUSE_MS = 250
export const MIN_CHARS = 2

const EMPTY: FindProgress = { results: [], skipped: [], done: true }

export interface TextSearch extends FindProgress {
  /** Files searched so far, of `total`. */
  searched: number
  total: number
}

/** "Find in files": the text of every file of the config root, searched after a pause in typing. */
export function useTextSearch(query: string): TextSearch {
  useFileIndexListed()
  const files = useFileIndexStore((s) => s.files.config)
  const [progress, setProgress] = useState<FindProgress>(EMPTY)
  const [searched, setSearched] = useState(0)
  const q = query.trim()
  useEffect(() => {
    if (q.length < MIN_CHARS || !files) {
      setProgress(EMPTY)
      return
    }
    let cancelled = false
    const timer = setTimeout(() => {
      setProgress({ ...EMPTY, done: false })
      setSearched(0)
      void findInFiles(
        files,
        q,
        (p) => {
          setProgress(p)
          setSearched(p.done ? files.length : (n) => n + 1)
        },
        () => cancelled,
      )
    }, PAUSE_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [q, files])
  return { ...progress, searched: Math.min(searched, files?.length ?? 0), total: files?.length ?? 0 }
}
