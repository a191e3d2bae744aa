import { describe, expect, it } from 'vitest'
import { usePrinterStore } from '../printer'
import { printerNow } from '../printer-fields'
import { toolSpoolsOf } from './tools'

describe('tool spools', () => {
  it('are the macros with a spool_id variable, in tool order', () => {
    const objects: Record<string, Record<string, unknown>> = {
      'gcode_macro T10': { spool_id: null, active: false },
      'gcode_macro T1': { spool_id: 4, active: true },
      'gcode_macro T0': { spool_id: 2 },
      'gcode_macro PARK': { x: 10 },
    }
    usePrinterStore.setState({ objects, objectNames: Object.keys(objects) })
    expect(toolSpoolsOf(printerNow())).toEqual([
      { macro: 'T0', spoolId: 2, active: false },
      { macro: 'T1', spoolId: 4, active: true },
      { macro: 'T10', spoolId: null, active: false },
    ])
  })
})
