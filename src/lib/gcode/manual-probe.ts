/** Klipper's manual probe session ("paper test"): MANUAL_PROBE, Z_ENDSTOP_CALIBRATE, a mesh or probe calibration without a probe. */

/** The TESTZ steps offered, down and up (Klipper takes any distance). */
export const TESTZ_STEPS = [1, 0.1, 0.05, 0.01] as const

/** `TESTZ Z=-0.05`: moves the nozzle by `z` mm. */
export function testZ(z: number): string {
  return `TESTZ Z=${Number(z.toFixed(3))}`
}

/** `TESTZ Z=-` / `Z=+`: halfway towards the nearest height tried below / above. */
export function testZBisect(direction: 'down' | 'up'): string {
  return `TESTZ Z=${direction === 'down' ? '-' : '+'}`
}

export const ACCEPT_PROBE = 'ACCEPT'
export const ABORT_PROBE = 'ABORT'
