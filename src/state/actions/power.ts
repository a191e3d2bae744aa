import { setPowerDevice } from '../../moonraker/api/machine'
import type { PowerDevice } from '../../moonraker/types'
import { defineAction } from '../action'

/** SPEC §4: on → off, anything else → on. */
export function nextPowerAction(status: PowerDevice['status']): 'on' | 'off' {
  return status === 'on' ? 'off' : 'on'
}

export const togglePowerDevice = defineAction(
  (device: PowerDevice) => ({ wait: `power:${device.device}` }),
  (device: PowerDevice) => setPowerDevice(device.device, nextPowerAction(device.status)),
)
