/**
 * A heater calibration started from this page (PID_CALIBRATE / MPC_CALIBRATE): which heater, since
 * when, and how it ended — the values Klipper printed, or why it failed. Kept per printer, so the
 * dialog can be closed while the printer works and opened again for the result.
 */
import { useMemo } from 'react'
import { calibrationMethods, type CalibrationMethod, type CalibrationResult } from '../lib/gcode/heater-calibration'
import { useConsoleStore } from './console'
import { sessionStore } from './printer-session'

export interface HeaterCalibration {
  method: CalibrationMethod
  heater: string
  target: number
  /** Epoch seconds, as the console's lines are stamped. */
  startedAt: number
  outcome: 'running' | 'done' | 'failed'
  result?: CalibrationResult
}

export const useHeaterCalibrationStore = sessionStore<{ run: HeaterCalibration | null }>(() => ({ run: null }))

export const useHeaterCalibration = (): HeaterCalibration | null => useHeaterCalibrationStore((s) => s.run)

export function forgetHeaterCalibration(): void {
  useHeaterCalibrationStore.setState({ run: null })
}

/** The calibrations the printer offers (PID_CALIBRATE, MPC_CALIBRATE among its commands). */
export function useCalibrationMethods(): CalibrationMethod[] {
  const commands = useConsoleStore((s) => s.availableCommands)
  return useMemo(() => calibrationMethods(commands), [commands])
}
