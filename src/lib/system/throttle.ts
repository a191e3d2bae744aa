/** Raspberry Pi throttling flags (machine.md throttled_state). */
import { formatTemperature } from '../format'

/** Flags naming a temperature condition, which get the CPU temperature as a suffix (SPEC §8). */
export const TEMPERATURE_FLAGS = ['Temperature Limit Active', 'Frequency Capped']

/** 'Previously …' flags are history (info); the others are happening now (error). */
export function isPastFlag(flag: string): boolean {
  return flag.toLowerCase().startsWith('previously')
}

export function wantsTemperature(flag: string): boolean {
  return TEMPERATURE_FLAGS.some((f) => flag.endsWith(f))
}

export function temperatureSuffix(flag: string, cpuTemp: number | undefined): string | undefined {
  return cpuTemp !== undefined && wantsTemperature(flag) ? formatTemperature(cpuTemp) : undefined
}

/** The system page's one-line summary: 'ok', 'throttled' (something now) or 'previously' (history only). */
export function throttleLevel(flags: readonly string[]): 'ok' | 'throttled' | 'previously' {
  if (flags.length === 0) return 'ok'
  return flags.some((f) => !isPastFlag(f)) ? 'throttled' : 'previously'
}
