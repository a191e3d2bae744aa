import { useEffect, useRef, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { formatFileSize } from '../../lib/format'
import { LARGE_GCODE_BYTES } from '../../lib/files/media'
import { takeGcodePreviewRequest, useGcodePreviewRequestStore, type GcodePreviewRequest } from '../../state/gcode-preview-request'
import { loadGcodePreview, setViewerOption, useGcodePreviewStore } from '../../state/gcode-preview'
import { printerNow } from '../../state/printer-fields'
import { getUiSetting } from '../../state/settings/settings'
import { confirm } from '../../ui/confirm'
import { usePageSettled } from '../../ui/page-settled'

/**
 * Scrolls the card to the top of the view in the next frame, where the page is laid out anyway:
 * scrolling at once would force a layout of the whole dashboard inside the commit that mounts it.
 */
function bringIntoView(card: HTMLElement | null): void {
  const behavior = getUiSetting('gcodePreview.showAnimations') ? 'smooth' : 'auto'
  requestAnimationFrame(() => card?.scrollIntoView({ behavior, block: 'start' }))
}

/**
 * Picks up "Gcode preview" from the file browser: scrolls the card into view at once, then, once the
 * page around it has mounted, asks first for 100 MB or more (SPEC §5), loads the file, and follows the
 * print when that file is printing and auto-follow is on.
 */
export function usePreviewRequests(target: RefObject<HTMLElement | null>): void {
  const { t } = useTranslation('gcodePreview')
  const pending = useGcodePreviewRequestStore((s) => s.request)
  const settled = usePageSettled()
  const scrolledFor = useRef<GcodePreviewRequest | null>(null)

  useEffect(() => {
    if (!pending || scrolledFor.current === pending) return
    scrolledFor.current = pending
    bringIntoView(target.current)
  }, [pending, target])

  useEffect(() => {
    if (!pending || !settled) return
    const request = takeGcodePreviewRequest()
    if (!request) return
    // Cards above this one may have grown since it mounted: their charts and camera views load after them.
    bringIntoView(target.current)
    void open(request)

    async function open(r: GcodePreviewRequest) {
      if (r.size >= LARGE_GCODE_BYTES) {
        const ok = await confirm({ title: t('large.title'), message: t('large.message', { name: r.path, size: formatFileSize(r.size) }) })
        if (!ok) return
      }
      const stats = printerNow().object('print_stats')
      const printing = stats && (stats.state === 'printing' || stats.state === 'paused') && stats.filename === r.path
      const follow = !!printing && getUiSetting('gcodePreview.autoFollowOnFileLoad')
      const shown = useGcodePreviewStore.getState()
      if (shown.file === r.path && shown.status !== 'idle') {
        if (follow) setViewerOption('followProgress', true)
        return
      }
      await loadGcodePreview(r.path, r.size, { follow })
    }
  }, [pending, settled, target, t])
}
