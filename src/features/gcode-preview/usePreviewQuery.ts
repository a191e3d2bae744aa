import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { loadGcodePreview, useGcodePreviewStore } from '../../state/gcode-preview'

/**
 * /preview?file=…: the file shown is in the address, so a reload (or a bookmark) shows it again. An
 * empty preview loads the file the address names; a file loaded on the page writes its name there.
 */
export function usePreviewQuery(): void {
  const [params, setParams] = useSearchParams()
  const named = params.get('file')
  const shown = useGcodePreviewStore((s) => (s.status === 'idle' ? null : s.file))

  useEffect(() => {
    if (named && useGcodePreviewStore.getState().status === 'idle' && !useGcodePreviewStore.getState().message) void loadGcodePreview(named, 0)
    // Only as the page opens: a preview cleared on the page stays cleared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (!shown || shown === named) return
    setParams({ file: shown }, { replace: true })
  }, [shown, named, setParams])
}
