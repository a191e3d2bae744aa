/** Timings, state messages and the noise source of the simulated Klipper's lifecycle. */

export const STATUS_INTERVAL_MS = 250
/** Real milliseconds from startup to ready: the service start, and a (firmware) restart. */
export const START_DELAY_MS = 250
export const RESTART_DELAY_MS = 1000

export const READY_MESSAGE = 'Printer is ready'
export const STARTUP_MESSAGE = 'Printer is not ready\nKlipper is starting up. Please retry in a moment.'
export const HALTED_HINT = '\nFix printer.cfg, then run RESTART to reload it.\nPrinter is halted'
export const SHUTDOWN_HINT = '\nFix the cause, then run FIRMWARE_RESTART to reset the firmware and reload the config.\nPrinter is shutdown'

/** Small seeded generator so noise is cheap and independent between instances. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

