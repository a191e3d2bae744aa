/** Which heaters, temperature fans and sensors the printer has (from the heaters object). */
import { useMemo } from 'react'
import { isHiddenObject, objectType } from '../lib/printer-objects'
import { usePrinter, usePrinterList } from './printer-fields'

const NONE: string[] = []

/** heaters.available_heaters: extruders, the bed, heater_generic … */
export function useHeaterNames(): string[] {
  return usePrinterList((p) => p.object('heaters')?.available_heaters ?? NONE)
}

/** temperature_fan objects (they have a target like heaters). */
export function useTemperatureFanNames(): string[] {
  return usePrinterList((p) => p.names.filter((n) => objectType(n) === 'temperature_fan' && !isHiddenObject(n)))
}

/** Sensors that are neither heaters nor temperature fans. */
export function useSensorNames(): string[] {
  return usePrinterList((p) => {
    const heaters = p.object('heaters')
    const heaterNames = heaters?.available_heaters ?? NONE
    return (heaters?.available_sensors ?? NONE).filter((n) => !heaterNames.includes(n) && objectType(n) !== 'temperature_fan' && !isHiddenObject(n))
  })
}

/** Every heater and temperature fan: the things a preset can set. */
export function useTargetableNames(): string[] {
  const heaters = useHeaterNames()
  const fans = useTemperatureFanNames()
  return useMemo(() => [...heaters, ...fans], [heaters, fans])
}

/** Whether any temperature sensor reports humidity or pressure (a BME280 and the like): their columns and options show only then. */
export function useSensorsReport(field: 'humidity' | 'pressure'): boolean {
  const sensors = useSensorNames()
  return usePrinter((p) => sensors.some((n) => typeof p.object(n)?.[field] === 'number'))
}
