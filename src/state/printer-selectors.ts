import { useShallow } from 'zustand/react/shallow'
import { printerConfigWarnings } from '../lib/printer-warnings'
import { isPrinterBusy, printerStateLabel, type PrinterStateLabel } from '../lib/printer-state'
import { usePrinterStore } from './printer'
import { useServerStore } from './server'

export function usePrinterStateLabel(): PrinterStateLabel {
  return usePrinterStore((s) =>
    printerStateLabel(s.objects.idle_timeout?.state as string | undefined, s.objects.print_stats?.state as string | undefined),
  )
}

/** Printing, paused or busy (SPEC §4). */
export function usePrinterBusy(): boolean {
  return isPrinterBusy(usePrinterStateLabel())
}

/** print_stats.state is printing or paused. */
export function usePrintInProgress(): boolean {
  return usePrinterStore((s) => {
    const state = s.objects.print_stats?.state
    return state === 'printing' || state === 'paused'
  })
}

export function usePrintState(): string {
  return usePrinterStore((s) => (s.objects.print_stats?.state as string | undefined) ?? '')
}

export function useKlippyReady(): boolean {
  return useServerStore((s) => s.klippyState === 'ready')
}

export function useHomedAxes(): string {
  return usePrinterStore((s) => (s.objects.toolhead?.homed_axes as string | undefined) ?? '')
}

/** Names of printer objects matching a prefix ('gcode_macro ', 'temperature_sensor ' …). */
export function useObjectNamesWithPrefix(prefix: string): string[] {
  return usePrinterStore(useShallow((s) => s.objectNames.filter((n) => n.startsWith(prefix))))
}

/** configfile.settings (lower-cased sections, typed values). */
export function useConfigSettings(): Record<string, Record<string, unknown>> {
  return usePrinterStore((s) => (s.objects.configfile?.settings as Record<string, Record<string, unknown>> | undefined) ?? EMPTY)
}

const EMPTY: Record<string, Record<string, unknown>> = {}

/** Klipper's own config warnings or the missing sections SPEC §5 warns about. */
export function useHasPrinterWarnings(): boolean {
  return usePrinterStore((s) => {
    if (s.objectNames.length === 0) return false
    const configWarnings = s.objects.configfile?.warnings as unknown[] | undefined
    if (configWarnings?.length) return true
    const sections = Object.keys((s.objects.configfile?.settings as object | undefined) ?? {})
    return printerConfigWarnings(s.objectNames, sections).length > 0
  })
}
