/**
 * pid_calibrate (loaded with the first heater): PID_CALIBRATE HEATER=… TARGET=… heats to the
 * target, cycles around it for a while and reports PID values derived from the heater's thermal
 * model, stored as pending SAVE_CONFIG changes.
 */
import type { GcodeDispatcher } from '../gcode/dispatcher'
import type { PendingConfig } from './bed-mesh'
import type { Heaters } from './heaters'
import type { Toolhead } from './toolhead'

/** Klipper's PID gains are scaled to a 0–255 power range. */
const PID_PARAM_BASE = 255
/** Simulated seconds of oscillation around the target after reaching it. */
const CYCLE_TIME = 60

/** Ziegler–Nichols style gains for a first-order heater with a few seconds of lag. */
export function pidFor(gain: number, tau: number, lag = 3): { kp: number; ki: number; kd: number } {
  const kp = (PID_PARAM_BASE * 1.2 * tau) / (gain * lag)
  return { kp, ki: kp / (2 * lag), kd: (kp * lag) / 2 }
}

export function registerPidCalibrate(gcode: GcodeDispatcher, heaters: Heaters, toolhead: Toolhead, pending: PendingConfig): void {
  gcode.register(
    'PID_CALIBRATE',
    async (c) => {
      const name = c.require('HEATER')
      c.require('TARGET')
      const target = c.getFloat('TARGET', 0)
      c.getInt('WRITE_FILE', 0)
      const heater = heaters.lookup(name)
      if (!heater) throw c.error(`Unknown heater '${name}'`)
      heaters.setTemperature(c, heater, target)
      await toolhead.waitMoves()
      // Klipper reports temperatures throughout, as it does while waiting for a heater.
      await heaters.waitForHeater(heater)
      await heaters.reportFor(CYCLE_TIME)
      heaters.setTemperature(c, heater, 0)
      const { kp, ki, kd } = pidFor(heater.thermal.gain, heater.thermal.tau)
      c.respondInfo(
        `PID parameters: pid_Kp=${kp.toFixed(3)} pid_Ki=${ki.toFixed(3)} pid_Kd=${kd.toFixed(3)}\n` +
          'SAVE_CONFIG will write these to printer.cfg and restart the printer.',
      )
      pending.set(heater.name, 'control', 'pid')
      pending.set(heater.name, 'pid_Kp', kp.toFixed(3))
      pending.set(heater.name, 'pid_Ki', ki.toFixed(3))
      pending.set(heater.name, 'pid_Kd', kd.toFixed(3))
    },
    "Tune a heater's PID values by heating it around a target",
  )
}
