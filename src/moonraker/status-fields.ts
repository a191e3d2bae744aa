import type { PrinterStatus } from './types'

/** How often merged status reaches the UI: at most once a second (DESIGN performance rules). */
export const STATUS_FLUSH_MS = 1000

/**
 * Fields that change all the time while a printer is on or printing (readings, positions, counters):
 * they wait for the once-a-second flush. Any other change is an event and goes out at once.
 */
const ROUTINE_FIELDS = new Set([
  'temperature', 'power', 'rpm', 'speed', 'value', 'humidity', 'pressure', 'measured_min_temp', 'measured_max_temp',
  'position', 'gcode_position', 'live_position', 'live_velocity', 'live_extruder_velocity', 'estimated_print_time', 'print_time',
  'print_duration', 'total_duration', 'filament_used', 'progress', 'file_position', 'sysload', 'cputime', 'memavail',
  // Counters and states that turn over many times a minute while printing: MCU statistics, the idle
  // timer, the object being printed, animated LEDs, filament width and Z thermal sensors.
  'last_stats', 'printing_time', 'current_object', 'color_data', 'gas', 'Diameter', 'Raw', 'current_z_adjust',
])

/** A status change made only of routine fields: it may wait for the next flush. */
export function isRoutine(changes: PrinterStatus): boolean {
  for (const fields of Object.values(changes)) {
    if (!fields || typeof fields !== 'object') continue
    for (const key of Object.keys(fields)) if (!ROUTINE_FIELDS.has(key)) return false
  }
  return true
}

/** Folds `changes` into `into` (mutated): later fields win, each object's other fields stay. */
export function mergeChanges(into: PrinterStatus, changes: PrinterStatus): void {
  for (const [name, fields] of Object.entries(changes)) {
    if (!fields || typeof fields !== 'object') continue
    into[name] = { ...(into[name] ?? {}), ...fields }
  }
}
