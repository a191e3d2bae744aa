import { useMemo } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { isHiddenObject, objectType } from '../lib/printer-objects'
import { usePrinterStore } from './printer'

const NONE: string[] = []

/** heaters.available_heaters: extruders, the bed, heater_generic … */
export function useHeaterNames(): string[] {
  return usePrinterStore(useShallow((s) => ((s.objects.heaters?.available_heaters as string[] | undefined) ?? NONE)))
}

/** temperature_fan objects (they have a target like heaters). */
export function useTemperatureFanNames(): string[] {
  return usePrinterStore(useShallow((s) => s.objectNames.filter((n) => objectType(n) === 'temperature_fan' && !isHiddenObject(n))))
}

/** Sensors that are neither heaters nor temperature fans. */
export function useSensorNames(): string[] {
  return usePrinterStore(
    useShallow((s) => {
      const heaters = s.objects.heaters as { available_heaters?: string[]; available_sensors?: string[] } | undefined
      const heaterNames = heaters?.available_heaters ?? NONE
      return (heaters?.available_sensors ?? NONE).filter((n) => !heaterNames.includes(n) && objectType(n) !== 'temperature_fan' && !isHiddenObject(n))
    }),
  )
}

/** Every heater and temperature fan: the things a preset can set. */
export function useTargetableNames(): string[] {
  const heaters = useHeaterNames()
  const fans = useTemperatureFanNames()
  return useMemo(() => [...heaters, ...fans], [heaters, fans])
}

/** One numeric field of a printer object (temperature, target, power, speed, humidity, pressure). */
export function useObjectNumber(name: string, field: string): number | undefined {
  return usePrinterStore((s) => {
    const v = s.objects[name]?.[field]
    return typeof v === 'number' ? v : undefined
  })
}

/** A config value of a section (configfile.settings, lower-case section names). */
export function useConfigValue<T>(section: string, key: string): T | undefined {
  return usePrinterStore((s) => {
    const settings = s.objects.configfile?.settings as Record<string, Record<string, unknown>> | undefined
    return settings?.[section.toLowerCase()]?.[key] as T | undefined
  })
}
