/** query_endstops: QUERY_ENDSTOPS / M119 and the last answer in its status. */
import type { GcodeCommand } from '../gcode/command'
import type { GcodeDispatcher } from '../gcode/dispatcher'
import { homesOnProbe } from './build'
import type { Toolhead } from './toolhead'
import type { Settings, Status, StatusObject } from './types'

export class QueryEndstops implements StatusObject {
  /** 1 triggered, 0 open: Klipper reports the endstop's raw reading, not a boolean. */
  lastQuery: Record<string, number> = {}

  constructor(
    private readonly names: string[],
    private readonly triggered: (name: string) => boolean = () => false,
  ) {}

  query(): Record<string, 'open' | 'TRIGGERED'> {
    const out: Record<string, 'open' | 'TRIGGERED'> = {}
    for (const n of this.names) {
      const on = this.triggered(n)
      out[n] = on ? 'TRIGGERED' : 'open'
      this.lastQuery[n] = on ? 1 : 0
    }
    return out
  }

  register(gcode: GcodeDispatcher): void {
    const report = (c: GcodeCommand) => {
      const r = this.query()
      c.respondRaw(Object.entries(r).map(([k, v]) => `${k}:${v}`).join(' '))
    }
    gcode.register('QUERY_ENDSTOPS', report, 'Report the state of every endstop')
    gcode.register('M119', report)
  }

  getStatus(): Status {
    return { last_query: { ...this.lastQuery } }
  }
}

/**
 * The endstops of the three rails, named after their stepper sections as Klipper v0.13 does. A homed
 * axis parked at its endstop holds the switch closed; a probe-based Z never does.
 */
export function stepperEndstops(toolhead: Toolhead, stepperZ: Settings | undefined): QueryEndstops {
  return new QueryEndstops(['stepper_x', 'stepper_y', 'stepper_z'], (name) => {
    const axis = name.slice(-1) as 'x' | 'y' | 'z'
    const a = axis === 'x' ? 0 : axis === 'y' ? 1 : 2
    if (axis === 'z' && homesOnProbe(stepperZ)) return false
    return toolhead.homed.has(axis) && Math.abs(toolhead.position[a] - toolhead.rails[axis].endstop) < 1e-6
  })
}
