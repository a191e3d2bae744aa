import { wasCutOff } from '../../moonraker/errors'
import { gcodeScript } from '../../moonraker/api/printer'
import { defineAction } from '../action'
import { whenKlippySettles } from '../klippy-settle'

/**
 * Sends G-code built by a lib/gcode builder; a refusal shows Klipper's message. Pass a wait name so the
 * button that sent it spins ('home', 'extrude' …). Resolves true when Klipper ran it.
 */
export function sendGcode(script: string, wait?: string): Promise<boolean> {
  return runGcode(script, wait).then((result) => result !== undefined)
}

/**
 * A command whose answer the connection's drop cut off may still be running (a mesh calibration goes
 * on for a minute): its wait holds until the printer is back and done with it. Whether it succeeded
 * is unknown then, so it does not count as run.
 */
export async function runScript(script: string): Promise<string> {
  try {
    return await gcodeScript(script)
  } catch (error) {
    if (wasCutOff(error)) await whenKlippySettles()
    throw error
  }
}

const runGcode = defineAction(
  (_script: string, wait?: string) => ({ wait }),
  (script: string, _wait?: string) => runScript(script),
)
