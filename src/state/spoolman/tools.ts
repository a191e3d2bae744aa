import { useMemo } from 'react'
import { usePrinterList, type PrinterView } from '../printer-fields'

/** A tool whose macro keeps a spool (gcode_macro T0 … with variable_spool_id), as tool changers do. */
export interface ToolSpool {
  /** The macro's name as configured, e.g. 'T0'. */
  macro: string
  spoolId: number | null
  /** The macro's own `active` variable: the tool in use. */
  active: boolean
}

const PREFIX = 'gcode_macro '

export function toolSpoolsOf(printer: PrinterView): ToolSpool[] {
  return printer.names
    .filter((n) => n.startsWith(PREFIX))
    .map((name) => name.slice(PREFIX.length))
    .flatMap((macro) => {
      const vars = printer.object(`gcode_macro ${macro}`)
      if (!vars || !('spool_id' in vars)) return []
      const id = vars.spool_id
      return [{ macro, spoolId: typeof id === 'number' && Number.isInteger(id) ? id : null, active: vars.active === true }]
    })
    .sort((a, b) => a.macro.localeCompare(b.macro, undefined, { numeric: true }))
}

/** Tools with a spool each, in the order of their names (T0, T1, … T10). */
export function useToolSpools(): ToolSpool[] {
  // Selected as strings, so a status update that changes no tool re-renders nothing.
  const keys = usePrinterList((p) => toolSpoolsOf(p).map((t) => `${t.spoolId ?? ''} ${t.active ? 1 : 0} ${t.macro}`))
  return useMemo(
    () =>
      keys.map((k) => {
        const [id, active, macro] = k.split(' ')
        return { macro, spoolId: id === '' ? null : Number(id), active: active === '1' }
      }),
    [keys],
  )
}
