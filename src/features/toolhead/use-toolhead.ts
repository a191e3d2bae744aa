import type { ExtruderConfig } from '../../moonraker/klipper-types'
import { usePrinter, usePrinterField, usePrinterList, useConfigValue } from '../../state/printer-fields'
import { idleActionsAllowed, motionAllowed } from '../../state/guards'
import { useAllowed } from '../../state/use-allowed'

/** Moves (the position fields): Klipper ready and not printing; allowed while paused (filament swaps). */
export function useMotionAllowed(): boolean {
  return useAllowed(motionAllowed)
}

/** Motors off, leveling: only with nothing printing or paused (SPEC §6). */
export function useIdleActionsAllowed(): boolean {
  return useAllowed(idleActionsAllowed)
}

export function useKinematics(): string {
  return useConfigValue('printer', 'kinematics') ?? ''
}

/** Extruder objects (extruder, extruder1 …) in order. */
export function useExtruderNames(): string[] {
  return usePrinterList((p) => p.names.filter((n) => /^extruder\d*$/.test(n)).sort((a, b) => a.localeCompare(b, undefined, { numeric: true })))
}

export function useActiveExtruder(): string {
  return usePrinterField('toolhead', 'extruder') ?? 'extruder'
}

/** A config value of an extruder, falling back to [extruder]'s (extra extruders inherit some). */
export function useExtruderSetting(extruder: string, key: keyof ExtruderConfig): number | undefined {
  return usePrinter((p) => {
    const v: unknown = p.config(extruder)?.[key] ?? p.config('extruder')?.[key]
    return typeof v === 'number' ? v : undefined
  })
}

/** Config sections present (lower-case): leveling helpers and probes show only when configured. */
export function useHasSection(section: string): boolean {
  return usePrinter((p) => p.config(section) !== undefined)
}

/** The probe section name when one is configured (probe, bltouch, smart_effector …). */
export function useProbeSection(): string | null {
  return usePrinter((p) => {
    const settings = p.object('configfile')?.settings ?? {}
    return ['probe', 'bltouch', 'smart_effector', 'probe_eddy_current', 'beacon', 'cartographer'].find((p) => Object.keys(settings).some((k) => k === p || k.startsWith(`${p} `))) ?? null
  })
}
