import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { draftKey, draftOffer, type DraftOffer } from '../../../lib/files/drafts'
import { browserDrafts, draftPrinter } from '../../../state/editor-drafts'

/** Drafts are written at most this often while typing: a config can be megabytes. */
const DRAFT_WRITE_MS = 1000

/**
 * The file's unsaved text, kept in the browser while it is edited, and offered back when the file
 * opens again (with whether the printer's file changed since). Saving or discarding forgets it.
 */
export function useDraft(root: string, path: string, printerText: string, readonly: boolean) {
  const key = useMemo(() => draftKey(draftPrinter(), root, path), [root, path])
  const [offer, setOffer] = useState<DraftOffer | null>(null)
  const pending = useRef<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const base = useRef(printerText)

  useEffect(() => {
    if (readonly) return
    let live = true
    void browserDrafts.get(key).then((d) => live && setOffer(draftOffer(d, printerText)))
    return () => void (live = false)
    // The offer is made once, for the text the file opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, readonly])

  const write = useCallback(() => {
    timer.current = null
    if (pending.current !== null) void browserDrafts.put(key, { text: pending.current, base: base.current, savedAt: Date.now() })
    pending.current = null
  }, [key])

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
      write()
    },
    [write],
  )

  const onTextChange = useCallback(
    (text: string) => {
      if (readonly) return
      pending.current = text
      timer.current ??= setTimeout(write, DRAFT_WRITE_MS)
    },
    [readonly, write],
  )

  /** The printer now has `text` (saved, or restored): the draft has served. */
  const forget = useCallback(
    (text?: string) => {
      if (timer.current) clearTimeout(timer.current)
      timer.current = null
      pending.current = null
      if (text !== undefined) base.current = text
      setOffer(null)
      void browserDrafts.remove(key)
    },
    [key],
  )

  return { offer, onTextChange, forget, dismissOffer: () => setOffer(null) }
}
