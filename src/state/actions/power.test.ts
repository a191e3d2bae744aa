// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import type { PowerDevice } from '../../moonraker/types'
import { installFakeMoonraker } from '../testing/fake-moonraker'
import { usePrinterStore } from '../printer'
import { switchPowerDevice } from './power'

const device = (status: PowerDevice['status'], locked = false): PowerDevice => ({ device: 'psu', status, locked_while_printing: locked, type: 'gpio' })
const printing = (state: string) => usePrinterStore.setState({ objects: { print_stats: { state } } })

beforeEach(() => printing('standby'))

describe('power action', () => {
  it('switches to the state asked for, whatever the device showed (the user may have switched twice)', async () => {
    const fake = installFakeMoonraker()
    await switchPowerDevice(device('on'), false)
    await switchPowerDevice(device('on'), true)
    expect(fake.calls).toEqual([
      { method: 'machine.device_power.post_device', params: { device: 'psu', action: 'off' } },
      { method: 'machine.device_power.post_device', params: { device: 'psu', action: 'on' } },
    ])
  })

  it('switches nothing while the device is in error or starting (SPEC §4)', async () => {
    const fake = installFakeMoonraker()
    expect(switchPowerDevice.allowed(device('error'), true)).toBe(false)
    expect(switchPowerDevice.allowed(device('init'), true)).toBe(false)
    await switchPowerDevice(device('error'), true)
    expect(fake.calls).toEqual([])
  })

  it('a device locked while printing switches only when no print runs or is paused', () => {
    expect(switchPowerDevice.allowed(device('on', true), false)).toBe(true)
    printing('paused')
    expect(switchPowerDevice.allowed(device('on', true), false)).toBe(false)
    expect(switchPowerDevice.allowed(device('on'), false)).toBe(true)
  })
})
