/**
 * Heater calibration: Klipper's PID_CALIBRATE, and MPC_CALIBRATE on firmware that has model
 * predictive control (Kalico). Both hold the G-code queue until done, then print their result.
 */

export type CalibrationMethod = 'pid' | 'mpc'

/** The targets offered first: a nozzle at a printing temperature, a bed at a common one. */
export function defaultCalibrationTarget(heater: string): number {
  return heater === 'heater_bed' ? 60 : heater.startsWith('extruder') ? 210 : 50
}

/** `PID_CALIBRATE HEATER=extruder TARGET=210` (or `MPC_CALIBRATE HEATER=extruder TARGET=…`). */
export function calibrateHeater(method: CalibrationMethod, heater: string, target: number): string {
  const name = heater.includes(' ') ? `"${heater}"` : heater
  return `${method === 'pid' ? 'PID_CALIBRATE' : 'MPC_CALIBRATE'} HEATER=${name} TARGET=${Number(target.toFixed(1))}`
}

/** The calibration commands the printer has (printer.gcode.help keys). */
export function calibrationMethods(commands: Record<string, string>): CalibrationMethod[] {
  return (['pid', 'mpc'] as const).filter((m) => (m === 'pid' ? 'PID_CALIBRATE' : 'MPC_CALIBRATE') in commands)
}

/** The values a calibration printed, in its order: `pid_Kp=22.2 pid_Ki=1.08 …` or one `name=value` a line. */
export interface CalibrationResult {
  values: { name: string; value: string }[]
}

const VALUE = /\b([a-z][a-z_]*)[=:]\s*(-?\d+(?:\.\d+)?(?:e-?\d+)?)\b/gi
/** The line a PID calibration ends with, and the lines after an MPC calibration's "Finished" line. */
const PID_LINE = /PID parameters:/i
const MPC_DONE = /Finished MPC calibration/i

/**
 * Reads the result out of the console lines that came while the command ran (each may hold several
 * lines, with or without Klipper's "// " prefix). Undefined when none carries one.
 */
export function parseCalibrationResult(method: CalibrationMethod, lines: readonly string[]): CalibrationResult | undefined {
  const text = lines.flatMap((l) => l.split('\n')).map((l) => l.replace(/^\/\/\s?/, ''))
  const start = text.findLastIndex((l) => (method === 'pid' ? PID_LINE : MPC_DONE).test(l))
  if (start < 0) return undefined
  const from = method === 'pid' ? text.slice(start, start + 1) : text.slice(start + 1)
  const values = from.flatMap((l) => [...l.matchAll(VALUE)].map((m) => ({ name: m[1], value: m[2] })))
  return values.length ? { values } : undefined
}
