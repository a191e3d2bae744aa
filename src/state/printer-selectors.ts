/** Printer state derived from several objects (SPEC §4), built on the typed selectors of printer-fields. */
import { printerConfigWarnings } from '../lib/printer-warnings'
import { isPrinterBusy, printerStateLabel, type PrinterStateLabel } from '../lib/printer-state'
import type { PrintStatsState } from '../moonraker/klipper-types'
import { usePrinterStore } from './printer'
import { usePrinter, usePrinterField } from './printer-fields'
import { useServerStore } from './server'

export function usePrinterStateLabel(): PrinterStateLabel {
  return usePrinter((p) => printerStateLabel(p.object('idle_timeout')?.state, p.object('print_stats')?.state))
}

/** Printing, paused or busy (SPEC §4). */
export function usePrinterBusy(): boolean {
  return isPrinterBusy(usePrinterStateLabel())
}

/** print_stats.state is printing or paused. */
export function usePrintInProgress(): boolean {
  return usePrinter((p) => {
    const state = p.object('print_stats')?.state
    return state === 'printing' || state === 'paused'
  })
}

/** print_stats.state, or '' before Klipper reported it. */
export function usePrintState(): PrintStatsState | '' {
  return usePrinterField('print_stats', 'state') ?? ''
}

export function useKlippyReady(): boolean {
  return useServerStore((s) => s.klippyState === 'ready')
}

/** When the shown readings are the last ones before the connection dropped: their time (Date.now() ms), else null. */
export function useStaleReadingsTime(): number | null {
  return usePrinterStore((s) => (s.stale ? s.readAt : null))
}

/** Klipper is ready, or was when the connection dropped (its last readings stay on screen). */
export function useKlippyReadyOrStale(): boolean {
  const ready = useKlippyReady()
  const stale = usePrinterStore((s) => s.stale)
  return ready || stale
}

export function useHomedAxes(): string {
  return usePrinterField('toolhead', 'homed_axes') ?? ''
}

/** Klipper's own config warnings or the missing sections SPEC §5 warns about. */
export function useHasPrinterWarnings(): boolean {
  return usePrinter((p) => {
    if (p.names.length === 0) return false
    const configfile = p.object('configfile')
    if (configfile?.warnings?.length) return true
    return printerConfigWarnings(p.names, Object.keys(configfile?.settings ?? {})).length > 0
  })
}
