/**
 * Runs PID_CALIBRATE or MPC_CALIBRATE on one heater. Klipper holds its G-code queue for the minutes
 * the calibration takes and answers once it is done; the result is read from the console lines that
 * came meanwhile. Not while printing or paused (the heater is taken over), one at a time.
 */
import { calibrateHeater, parseCalibrationResult, type CalibrationMethod } from '../../lib/gcode/heater-calibration'
import { defineAction } from '../action'
import { flushConsole, useConsoleStore } from '../console'
import { idleActionsAllowed, waitHeld } from '../guards'
import { useHeaterCalibrationStore, type HeaterCalibration } from '../heater-calibration'
import { runScript } from './gcode'

export const CALIBRATION_WAIT = 'heaterCalibration'

const update = (patch: Partial<HeaterCalibration>) => useHeaterCalibrationStore.setState((s) => ({ run: s.run && { ...s.run, ...patch } }))

export const calibrateHeaterAction = defineAction(
  { wait: CALIBRATION_WAIT, allowed: () => idleActionsAllowed() && !waitHeld(CALIBRATION_WAIT) },
  async (method: CalibrationMethod, heater: string, target: number) => {
    const startedAt = Date.now() / 1000
    useHeaterCalibrationStore.setState({ run: { method, heater, target, startedAt, outcome: 'running' } })
    try {
      await runScript(calibrateHeater(method, heater, target))
    } catch (error) {
      update({ outcome: 'failed' })
      throw error
    }
    // The lines stamped since the start (one second of slack for the clocks' rounding), the last batch included.
    flushConsole()
    const lines = useConsoleStore.getState().entries.filter((e) => e.type === 'response' && e.time >= startedAt - 1).map((e) => e.message)
    const result = parseCalibrationResult(method, lines)
    update({ outcome: result ? 'done' : 'failed', result })
    return result
  },
)
