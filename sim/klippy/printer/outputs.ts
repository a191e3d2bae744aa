/** Output pins (SET_PIN), LEDs (SET_LED) and filament switch sensors (SET_FILAMENT_SENSOR). */
import type { GcodeDispatcher } from '../gcode/dispatcher'
import type { Settings, Status, StatusObject } from './types'

export class OutputPin implements StatusObject {
  value: number

  constructor(readonly settings: Settings) {
    this.value = Number(settings.value ?? 0) / this.scale
  }

  get scale(): number {
    return this.settings.pwm ? Number(this.settings.scale ?? 1) : 1
  }

  shutdown(): void {
    this.value = Number(this.settings.shutdown_value ?? 0) / this.scale
  }

  getStatus(): Status {
    return { value: this.value }
  }
}

export class Led implements StatusObject {
  colors: number[][]
  /** SET_LED … TRANSMIT=0 stages colours until the next transmitting call. */
  private pending?: number[][]

  constructor(readonly settings: Settings) {
    const count = Number(settings.chain_count ?? 1)
    const initial = ['initial_red', 'initial_green', 'initial_blue', 'initial_white'].map((k) => Number(settings[k] ?? 0))
    this.colors = Array.from({ length: count }, () => [...initial])
  }

  set(color: number[], index: number | undefined, transmit: boolean): void {
    const next = (this.pending ?? this.colors).map((c) => [...c])
    if (index === undefined) next.forEach((_c, i) => (next[i] = [...color]))
    else next[index - 1] = [...color]
    if (transmit) {
      this.colors = next
      this.pending = undefined
    } else this.pending = next
  }

  getStatus(): Status {
    return { color_data: this.colors.map((c) => [...c]) }
  }
}

export class FilamentSensor implements StatusObject {
  enabled = true
  detected = true

  constructor(readonly settings: Settings) {}

  getStatus(): Status {
    return { filament_detected: this.detected, enabled: this.enabled }
  }
}

export function registerOutputCommands(
  gcode: GcodeDispatcher,
  pins: Map<string, OutputPin>,
  leds: Map<string, Led>,
  sensors: Map<string, FilamentSensor>,
): void {
  for (const [name, pin] of pins) {
    gcode.registerMux(
      'SET_PIN',
      'PIN',
      name,
      (c) => {
        const raw = c.requireFloat('VALUE', { minval: 0, maxval: pin.scale })
        if (!pin.settings.pwm && raw !== 0 && raw !== 1) throw c.error('Invalid pin value')
        pin.value = raw / pin.scale
      },
      'Set the value of an output pin',
    )
  }
  for (const [name, led] of leds) {
    gcode.registerMux(
      'SET_LED',
      'LED',
      name,
      (c) => {
        const color = ['RED', 'GREEN', 'BLUE', 'WHITE'].map((k) => c.getFloat(k, 0, { minval: 0, maxval: 1 }))
        const count = led.colors.length
        const index = c.getInt('INDEX', undefined, { minval: 1, maxval: count })
        led.set(color, index, c.getInt('TRANSMIT', 1) !== 0)
      },
      'Set the colour of an LED',
    )
  }
  for (const [name, sensor] of sensors) {
    gcode.registerMux(
      'QUERY_FILAMENT_SENSOR',
      'SENSOR',
      name,
      (c) => c.respondInfo(`Filament Sensor ${name}: ${sensor.detected ? 'filament detected' : 'filament not detected'}`),
      'Report whether the sensor sees filament',
    )
    gcode.registerMux(
      'SET_FILAMENT_SENSOR',
      'SENSOR',
      name,
      (c) => void (sensor.enabled = c.getInt('ENABLE', 1) !== 0),
      'Switch a filament sensor on or off',
    )
  }
}
