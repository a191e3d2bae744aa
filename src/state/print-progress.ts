/** The print's progress as the user chose to compute it: one figure for the card, page title and favicon. */
import { printProgress, progressPercent, timeLeft, type ProgressInput, type ProgressMethod } from '../lib/print-progress'
import type { FileMetadata } from '../moonraker/types'
import { usePrintFileMetadata } from './print-file'
import { usePrinter, type PrinterView } from './printer-fields'
import { useUiSetting } from './settings/settings'

/** Fluidd's key: a list of methods, averaged (Settings → General). */
export const PROGRESS_SETTING = 'general.printProgressCalculation' as const

export function useProgressMethods(): ProgressMethod[] {
  return useUiSetting(PROGRESS_SETTING)
}

function progressInput(p: PrinterView, meta: FileMetadata | null): ProgressInput {
  const sd = p.object('virtual_sdcard')
  const stats = p.object('print_stats')
  return {
    state: stats?.state,
    filePosition: sd?.file_position,
    fileProgress: sd?.progress,
    gcodeStartByte: meta?.gcode_start_byte,
    gcodeEndByte: meta?.gcode_end_byte,
    printDuration: stats?.print_duration,
    estimatedTime: meta?.estimated_time,
    filamentUsed: stats?.filament_used,
    filamentTotal: meta?.filament_total,
  }
}

/** Whole percent (floored) of the print by the chosen methods. */
export function usePrintPercent(): number {
  const meta = usePrintFileMetadata()
  const methods = useProgressMethods()
  return usePrinter((p) => progressPercent(printProgress(progressInput(p, meta), methods)))
}

/** Seconds left by the chosen methods, rounded to the second so it re-renders once a second at most. */
export function usePrintTimeLeft(): number {
  const meta = usePrintFileMetadata()
  const methods = useProgressMethods()
  return usePrinter((p) => {
    const input = progressInput(p, meta)
    return Math.round(timeLeft(input.printDuration ?? 0, printProgress(input, methods)))
  })
}
