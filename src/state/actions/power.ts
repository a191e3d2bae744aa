import { setPowerDevice } from '../../moonraker/api/machine'
import type { PowerDevice } from '../../moonraker/types'
import { defineAction } from '../action'
import { printInProgress } from '../guards'

/** SPEC §4/§6: no switching while the device is in error or starting, or printing when it is locked. */
export function powerSwitchAllowed(device: PowerDevice): boolean {
  return device.status !== 'error' && device.status !== 'init' && !(device.locked_while_printing && printInProgress())
}

/** Switches a power device on or off; its wait spins the buttons that only switch (the printer's power notice). */
export const switchPowerDevice = defineAction(
  (device: PowerDevice, _on: boolean) => ({ wait: `power:${device.device}`, allowed: () => powerSwitchAllowed(device) }),
  (device: PowerDevice, on: boolean) => setPowerDevice(device.device, on ? 'on' : 'off'),
)
