// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { installFakeMoonraker } from '../testing/fake-moonraker'
import { usePrinterStore } from '../printer'
import { useServerStore } from '../server'
import { useWaitStore } from '../waits'
import { homeAxes, jogAxis, moveFilament, selectExtruder, storeZOffset } from './motion'

function printer(objects: Record<string, unknown>) {
  usePrinterStore.setState({ objects: { idle_timeout: { state: 'Idle' }, print_stats: { state: 'standby' }, toolhead: { homed_axes: 'xy', extruder: 'extruder' }, extruder: { can_extrude: true }, ...objects } })
}

beforeEach(() => {
  useServerStore.setState({ klippyState: 'ready' })
  useWaitStore.setState({ waits: [] })
  printer({})
})

describe('motion actions', () => {
  it('home, jog, extrude and switch extruders with the G-code of lib/gcode', async () => {
    const fake = installFakeMoonraker()
    await homeAxes('XY')
    await jogAxis('X', 10, 130)
    await moveFilament('retract', 5, 2)
    await selectExtruder('extruder1')
    await storeZOffset('probe')
    expect(fake.scripts()).toEqual(['G28 X Y', 'G91\nG1 X10 F7800\nG90', 'M83\nG1 E-5 F120', 'ACTIVATE_EXTRUDER EXTRUDER=extruder1', 'Z_OFFSET_APPLY_PROBE'])
  })

  it('jog only a homed axis', async () => {
    const fake = installFakeMoonraker()
    expect(jogAxis.allowed('Z', 1, 10)).toBe(false)
    await jogAxis('Z', 1, 10)
    expect(fake.scripts()).toEqual([])
  })

  it('move nothing while printing, but may while paused', () => {
    printer({ idle_timeout: { state: 'Printing' }, print_stats: { state: 'printing' } })
    expect([homeAxes.allowed(), jogAxis.allowed('X', 1, 10), moveFilament.allowed('extrude', 1, 1)]).toEqual([false, false, false])
    printer({ idle_timeout: { state: 'Ready' }, print_stats: { state: 'paused' } })
    expect([homeAxes.allowed(), jogAxis.allowed('X', 1, 10), moveFilament.allowed('extrude', 1, 1)]).toEqual([true, true, true])
    // Switching extruders and storing the Z offset wait for the print to end.
    expect(selectExtruder.allowed()).toBe(false)
    expect(storeZOffset.allowed()).toBe(false)
  })

  it('extrude only with a hot extruder, and one filament move at a time', () => {
    printer({ extruder: { can_extrude: false } })
    expect(moveFilament.allowed('extrude', 1, 1)).toBe(false)
    printer({})
    useWaitStore.setState({ waits: ['retract'] })
    expect(moveFilament.allowed('extrude', 1, 1)).toBe(false)
  })

  it('nothing while Klipper is not ready', () => {
    useServerStore.setState({ klippyState: 'shutdown' })
    expect([homeAxes.allowed(), jogAxis.allowed('X', 1, 10), selectExtruder.allowed()]).toEqual([false, false, false])
  })
})
