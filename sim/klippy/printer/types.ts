/** Shapes shared by the simulated printer's modules. */

export type Status = Record<string, unknown>
export type Settings = Record<string, unknown>

/** A Klipper printer object: something `printer.objects.query` can report. */
export interface StatusObject {
  getStatus(eventtime: number): Status
}

/** Room temperature the thermal models settle to. */
export const AMBIENT = 22

export function round(v: number, digits: number): number {
  const f = 10 ** digits
  return Math.round(v * f) / f
}

export type Vec4 = [number, number, number, number]

export function num(v: unknown, dflt = 0): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : dflt
}
