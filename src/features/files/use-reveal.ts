import { useEffect, useRef } from 'react'
import { takeReveal, useRevealStore } from '../../state/file-reveal'
import type { FileEntry } from '../../lib/files/entry'
import type { FileBrowserState } from './useFileBrowser'

/**
 * Acts on the search palette's request when it names one of this browser's roots: opens the file's
 * folder, marks the file and, when asked, opens it in the editor (at a line) once the folder is listed.
 */
export function useReveal(browser: FileBrowserState, openEditor: (entry: FileEntry, line?: number) => Promise<void>): void {
  const request = useRevealStore((s) => s.request)
  const pending = useRef<{ root: string; path: string; line?: number } | null>(null)
  const { roots, reveal, root, entries } = browser

  useEffect(() => {
    if (!request || !roots.includes(request.root)) return
    takeReveal(request.id)
    reveal(request.root, request.path)
    pending.current = request.open ? { root: request.root, path: request.path, line: request.line } : null
  }, [request, roots, reveal])

  useEffect(() => {
    const want = pending.current
    if (!want || want.root !== root || !entries) return
    const entry = entries.find((e) => e.path === want.path)
    if (!entry) return
    pending.current = null
    void openEditor(entry, want.line)
  }, [root, entries, openEditor])
}
