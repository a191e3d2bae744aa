/**
 * query_adc: QUERY_ADC lists the analog inputs (thermistors and the MCU's own sensor) and, with
 * NAME=…, reports one's last reading as a fraction of the reference voltage, as Klipper does.
 */
import type { GcodeDispatcher } from '../gcode/dispatcher'
import type { SettingsMap } from './build'
import type { Heaters } from './heaters'

/** A 100k NTC thermistor (beta 3950) behind a 4.7k pull-up: the ADC fraction at a temperature. */
export function thermistorAdc(celsius: number, pullup = 4700): number {
  const t = celsius + 273.15
  const r = 100000 * Math.exp(3950 * (1 / t - 1 / 298.15))
  return r / (r + pullup)
}

/** Sections that read an analog pin, by their config names. */
export function adcSections(settings: SettingsMap): string[] {
  return Object.keys(settings).filter((name) => {
    const s = settings[name]
    const type = String(s.sensor_type ?? '')
    if (!type || type === 'temperature_host') return false
    return s.sensor_pin !== undefined || type === 'temperature_mcu'
  })
}

export function registerQueryAdc(gcode: GcodeDispatcher, settings: SettingsMap, heaters: Heaters, now: () => number): void {
  const names = adcSections(settings).sort()
  if (!names.length) return
  gcode.register(
    'QUERY_ADC',
    (c) => {
      const name = c.get('NAME')
      if (name === undefined || !names.includes(name)) {
        c.respondInfo(`Available ADC objects: ${names.map((n) => `"${n}"`).join(', ')}`)
        return
      }
      const value = thermistorAdc(heaters.sensors.get(name)?.temperature ?? 25)
      let msg = `ADC object "${name}" has value ${value.toFixed(6)} (timestamp ${now().toFixed(3)})`
      const pullup = c.getFloat('PULLUP', undefined, { above: 0 })
      if (pullup !== undefined) {
        const v = Math.max(0.00001, Math.min(0.99999, value))
        msg += `\n resistance ${((pullup * v) / (1 - v)).toFixed(3)} (with ${pullup.toFixed(0)} pullup)`
      }
      c.respondInfo(msg)
    },
    'Show the last reading of an analog input',
  )
}
