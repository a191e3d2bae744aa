import { useCallback, useEffect, useMemo, useRef } from 'react'
import type { PreviewModel } from '../../lib/gcode-preview/chunked-model'
import { loadGcodePreview, setPreviewLayer, setViewerOption, useGcodePreviewStore } from '../../state/gcode-preview'
import { usePrinter, usePrinterField, usePrinterList, type PrinterView } from '../../state/printer-fields'
import { getUiSetting } from '../../state/settings/settings'
import type { PreviewObject } from './render2d'

/** The file being printed (or paused), or null. */
export function usePrintingFile(): string | null {
  const filename = usePrinterField('print_stats', 'filename')
  const state = usePrinterField('print_stats', 'state')
  return filename && (state === 'printing' || state === 'paused') ? filename : null
}

/** The last move the printer has run when it prints the file shown, else -1. */
export function usePrintedUpTo(file: string | null, model: PreviewModel | null, version: number): number {
  const printing = usePrintingFile()
  const live = model !== null && file !== null && printing === file
  // The selector yields the printed move, so the viewer renders when that moves, and never for a file
  // that is not printing. version: the model grows in place while it streams (a new selector, a new read).
  const select = useCallback(
    (p: PrinterView) => (live ? model.moveAtFilePosition(p.object('virtual_sdcard')?.file_position ?? 0) : -1),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [live, model, version],
  )
  return usePrinter(select)
}

/**
 * Follow progress (SPEC §4): while on, the shown layer tracks the printed move; it switches off when
 * the loaded file is not the printing one.
 */
export function useFollowProgress(printedUpTo: number): void {
  const follow = useGcodePreviewStore((s) => s.options.followProgress)
  const file = useGcodePreviewStore((s) => s.file)
  const status = useGcodePreviewStore((s) => s.status)
  const model = useGcodePreviewStore((s) => s.model)
  const printing = usePrintingFile()
  useEffect(() => {
    if (!follow || status === 'idle') return
    if (printing !== file) {
      if (status === 'loaded') setViewerOption('followProgress', false)
      return
    }
    if (!model || printedUpTo < 0) return
    const layer = Math.max(0, model.layerOfMove(printedUpTo))
    if (layer !== useGcodePreviewStore.getState().layer) setPreviewLayer(layer, false)
  }, [follow, file, printing, status, model, printedUpTo])
}

/** Settings "load on print start": a print starting loads its file, following it when auto-follow is on. */
export function useAutoLoadOnPrintStart(): void {
  const printing = usePrintingFile()
  const previous = useRef<string | null>(printing)
  useEffect(() => {
    const was = previous.current
    previous.current = printing
    if (!printing || printing === was) return
    if (!getUiSetting('gcodePreview.autoLoadOnPrintStart')) return
    if (useGcodePreviewStore.getState().file === printing) return
    void loadGcodePreview(printing, 0, { follow: getUiSetting('gcodePreview.autoFollowOnFileLoad') })
  }, [printing])
}

/**
 * Objects to draw: the printer's exclude_object list, else the file's own, marked current/excluded
 * (`excluded` from useExcludedObjects, with an exclusion the printer has not reported yet).
 */
export function usePreviewObjects(model: PreviewModel | null, file: string | null, excluded: readonly string[]): PreviewObject[] {
  const printed = usePrinterList((p) => p.object('exclude_object')?.objects ?? NONE)
  const current = usePrinter((p) => p.object('exclude_object')?.current_object ?? null)
  const printing = usePrintingFile()
  const live = printing !== null && printing === file
  // The file's objects only grow while it streams: a new list only when one was added.
  const fileObjects = model?.objects.length ?? 0
  return useMemo(() => {
    const source = live && printed.length > 0 ? printed : (model?.objects ?? NONE)
    return source.map((o) => ({
      name: o.name,
      polygon: o.polygon,
      center: o.center,
      excluded: live && excluded.includes(o.name.toUpperCase()),
      current: live && current?.toUpperCase() === o.name.toUpperCase(),
    }))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [printed, excluded, current, live, model, fileObjects])
}

const NONE: never[] = []
