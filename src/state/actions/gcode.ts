import { gcodeScript } from '../../moonraker/api/printer'
import { defineAction } from '../action'

/**
 * Sends G-code built by a lib/gcode builder; a refusal shows Klipper's message. Pass a wait name so the
 * button that sent it spins ('home', 'extrude' …). Resolves true when Klipper ran it.
 */
export function sendGcode(script: string, wait?: string): Promise<boolean> {
  return runGcode(script, wait).then((result) => result !== undefined)
}

const runGcode = defineAction(
  (_script: string, wait?: string) => ({ wait }),
  (script: string, _wait?: string) => gcodeScript(script),
)
