import { useShallow } from 'zustand/react/shallow'
import { usePrinterStore } from '../../state/printer'
import { usePrinterBusy } from '../../state/printer-selectors'
import { useKlippyReady } from '../../state/printer-selectors'

type Settings = Record<string, Record<string, unknown>>

const settingsOf = (objects: Record<string, Record<string, unknown>>) => (objects.configfile?.settings as Settings | undefined) ?? {}

/** Motion is allowed when Klipper is ready and nothing is printing (SPEC §6). */
export function useMotionAllowed(): boolean {
  const ready = useKlippyReady()
  const busy = usePrinterBusy()
  return ready && !busy
}

export function useKinematics(): string {
  return usePrinterStore((s) => (settingsOf(s.objects).printer?.kinematics as string | undefined) ?? '')
}

/** Extruder objects (extruder, extruder1 …) in order. */
export function useExtruderNames(): string[] {
  return usePrinterStore(useShallow((s) => s.objectNames.filter((n) => /^extruder\d*$/.test(n)).sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))))
}

export function useActiveExtruder(): string {
  return usePrinterStore((s) => (s.objects.toolhead?.extruder as string | undefined) ?? 'extruder')
}

/** A config value of an extruder, falling back to [extruder]'s (extra extruders inherit some). */
export function useExtruderSetting(extruder: string, key: string): number | undefined {
  return usePrinterStore((s) => {
    const settings = settingsOf(s.objects)
    const own = settings[extruder]?.[key]
    const base = settings.extruder?.[key]
    const v = own ?? base
    return typeof v === 'number' ? v : undefined
  })
}

/** Config sections present (lower-case): leveling helpers and probes show only when configured. */
export function useHasSection(section: string): boolean {
  return usePrinterStore((s) => section in settingsOf(s.objects))
}

/** The probe section name when one is configured (probe, bltouch, smart_effector …). */
export function useProbeSection(): string | null {
  return usePrinterStore((s) => {
    const settings = settingsOf(s.objects)
    return ['probe', 'bltouch', 'smart_effector', 'probe_eddy_current', 'beacon', 'cartographer'].find((p) => Object.keys(settings).some((k) => k === p || k.startsWith(`${p} `))) ?? null
  })
}
