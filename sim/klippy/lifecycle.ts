/** Timings, state messages and the noise source of the simulated Klipper's lifecycle. */

export const STATUS_INTERVAL_MS = 250
/** Real milliseconds from startup to ready when the service starts. */
export const START_DELAY_MS = 250
/**
 * A (firmware) restart, as the genuine stack goes through it (sim/contract/fidelity.test.ts): Klippy
 * is gone while its process starts again (disconnected, real milliseconds), then starts up for
 * seconds — six, at the sim's time scale, never under RESTART_MIN_MS — before it is ready.
 */
export const RECONNECT_MS = 400
const RESTART_STARTUP_S = 6
const RESTART_MIN_MS = 300

export const restartStartupMs = (timeScale: number) => Math.max(RESTART_MIN_MS, (RESTART_STARTUP_S * 1000) / timeScale)

export const READY_MESSAGE = 'Printer is ready'
export const STARTUP_MESSAGE = 'Printer is not ready\nKlipper is starting up. Please retry in a moment.'
// Klipper appends these to the reason in webhooks.state_message (klippy.py, extras/error_mcu.py), line breaks included.
export const HALTED_HINT = '\nOnce the underlying issue is corrected, use the "RESTART"\ncommand to reload the config and restart the host software.\nPrinter is halted\n'
export const SHUTDOWN_HINT =
  '\nOnce the underlying issue is corrected, use the\n"FIRMWARE_RESTART" command to reset the firmware, reload the\nconfig, and restart the host software.\nPrinter is shutdown\n'
/** Klipper's hint for an MCU "Timer too close" shutdown, printed between the reason and SHUTDOWN_HINT. */
export const TIMER_TOO_CLOSE_HINT =
  '\nThis often indicates the host computer is overloaded. Check\nfor other processes consuming excessive CPU time, high swap\nusage, disk errors, overheating, unstable voltage, or\nsimilar system problems on the host computer.'

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

