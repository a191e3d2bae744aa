/** The manual probe session's commands: each may run only while Klipper has a session open. */
import { ABORT_PROBE, ACCEPT_PROBE, testZ, testZBisect } from '../../lib/gcode/manual-probe'
import { objectOf } from '../../moonraker/printer-objects'
import { defineAction } from '../action'
import { klippyReady } from '../guards'
import { usePrinterStore } from '../printer'
import { runScript } from './gcode'

export function manualProbeActive(): boolean {
  return klippyReady() && objectOf(usePrinterStore.getState().objects, 'manual_probe')?.is_active === true
}

const probeCommand = defineAction({ wait: 'manualProbe', allowed: manualProbeActive }, async (script: string) => {
  await runScript(script)
  return true
})

export const moveProbeZ = (z: number) => probeCommand(testZ(z))
export const bisectProbeZ = (direction: 'down' | 'up') => probeCommand(testZBisect(direction))
export const acceptProbe = () => probeCommand(ACCEPT_PROBE)
export const abortProbe = () => probeCommand(ABORT_PROBE)
