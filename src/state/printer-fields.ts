/**
 * The one way to read Klipper's printer objects: typed, narrow selectors over the printer store. Each
 * hook re-renders its component only when the value it selects changes, and not while the component
 * cannot be seen (a closed view gate: a dashboard card scrolled away or collapsed).
 */
import { useShallow } from 'zustand/react/shallow'
import { configSectionOf, objectOf } from '../moonraker/printer-objects'
import type { ConfigSectionType, PrinterObjectType, PrinterStatus } from '../moonraker/klipper-types'
import { usePrinterStore } from './printer'
import { useGatedStore } from './view-gate'

/** Reads one printer object by name, typed by its name. */
export type ObjectReader = <N extends string>(name: N) => PrinterObjectType<N> | undefined
/** Reads one configfile.settings section by name, typed by its name. */
export type ConfigReader = <N extends string>(section: N) => ConfigSectionType<N> | undefined

export interface PrinterView {
  object: ObjectReader
  config: ConfigReader
  /** Object names from printer.objects.list. */
  names: readonly string[]
}

function viewOf(objects: PrinterStatus, names: readonly string[]): PrinterView {
  return {
    object: (name) => objectOf(objects, name),
    config: (section) => configSectionOf(objects, section),
    names,
  }
}

/** Selects a derived value (compare with ===); keep the result a primitive or a stable reference. */
export function usePrinter<T>(select: (printer: PrinterView) => T): T {
  return useGatedStore(usePrinterStore, (s) => select(viewOf(s.objects, s.objectNames)))
}

/** Selects a list or record, compared shallowly so a new array with the same items does not re-render. */
export function usePrinterList<T extends readonly unknown[] | Record<string, unknown>>(select: (printer: PrinterView) => T): T {
  return useGatedStore(usePrinterStore, useShallow((s) => select(viewOf(s.objects, s.objectNames))))
}

/** One field of one object: `usePrinterField('print_stats', 'filament_used')`. */
export function usePrinterField<N extends string, F extends keyof PrinterObjectType<N>>(name: N, field: F): PrinterObjectType<N>[F] | undefined {
  return useGatedStore(usePrinterStore, (s) => objectOf(s.objects, name)?.[field])
}

/** A numeric field, or undefined when the printer sent something else. */
/**
 * A number field. With `step`, the value is rounded to it inside the selector, so a reading that
 * changes only below what the screen shows (23.47 → 23.51 shown as 23.5) renders nothing.
 */
export function usePrinterNumber<N extends string>(name: N, field: keyof PrinterObjectType<N>, step?: number): number | undefined {
  return useGatedStore(usePrinterStore, (s) => {
    const value: unknown = objectOf(s.objects, name)?.[field]
    if (typeof value !== 'number') return undefined
    return step ? Math.round(value / step) * step : value
  })
}

/** A whole object; re-renders whenever any of its fields changes, so prefer usePrinterField. */
export function usePrinterObject<N extends string>(name: N): PrinterObjectType<N> | undefined {
  return useGatedStore(usePrinterStore, (s) => objectOf(s.objects, name))
}

/** A configfile.settings section: `useConfigSection('extruder')?.max_temp`. */
export function useConfigSection<N extends string>(section: N): ConfigSectionType<N> | undefined {
  return useGatedStore(usePrinterStore, (s) => configSectionOf(s.objects, section))
}

/** One option of a configfile.settings section. */
export function useConfigValue<N extends string, K extends keyof ConfigSectionType<N>>(section: N, key: K): ConfigSectionType<N>[K] | undefined {
  return useGatedStore(usePrinterStore, (s) => configSectionOf(s.objects, section)?.[key])
}

/** Is a config section present? */
export function useHasConfigSection(section: string): boolean {
  return useGatedStore(usePrinterStore, (s) => configSectionOf(s.objects, section) !== undefined)
}

/** Object names that pass a test (`(n) => n.startsWith('gcode_macro ')`). */
export function useObjectNames(test: (name: string) => boolean): string[] {
  return useGatedStore(usePrinterStore, useShallow((s) => s.objectNames.filter(test)))
}

/** Klipper's eventtime of the last published status. */
export function usePrinterEventTime(): number {
  return useGatedStore(usePrinterStore, (s) => s.eventtime)
}

/** Outside React (actions, stores): the printer as it is now. */
export function printerNow(): PrinterView {
  const s = usePrinterStore.getState()
  return viewOf(s.objects, s.objectNames)
}
