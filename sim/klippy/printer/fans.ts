/**
 * Fans: the part fan (M106/M107), heater fans, controller fans, generic fans
 * (SET_FAN_SPEED) and temperature fans (SET_TEMPERATURE_FAN_TARGET), with tachometer RPM
 * where a tachometer pin is configured.
 */
import type { GcodeDispatcher } from '../gcode/dispatcher'
import type { Heater } from './thermal'
import { round, type Settings, type Status, type StatusObject } from './types'
import type { TempSource } from './heaters'

export class Fan implements StatusObject {
  speed = 0
  private readonly maxPower: number
  private readonly offBelow: number
  private readonly hasTach: boolean

  constructor(
    readonly settings: Settings,
    protected readonly rand: () => number,
  ) {
    this.maxPower = Number(settings.max_power ?? 1)
    this.offBelow = Number(settings.off_below ?? 0)
    this.hasTach = typeof settings.tachometer_pin === 'string'
  }

  setSpeed(value: number): void {
    const v = Math.max(0, Math.min(1, value))
    this.speed = v > 0 && v < this.offBelow ? 0 : v
  }

  shutdown(): void {
    this.setSpeed(Number(this.settings.shutdown_speed ?? 0))
  }

  rpm(): number | null {
    if (!this.hasTach) return null
    if (this.speed === 0) return 0
    return Math.round(this.speed * this.maxPower * 5800 + (this.rand() - 0.5) * 60)
  }

  getStatus(): Status {
    return { speed: round(this.speed, 4), rpm: this.rpm() }
  }
}

/** Runs whenever one of its heaters is on or still hot. */
export class HeaterFan extends Fan {
  constructor(
    settings: Settings,
    rand: () => number,
    private readonly watched: Heater[],
  ) {
    super(settings, rand)
  }

  update(): void {
    const hot = this.watched.some((h) => h.target > 0 || h.temperature > Number(this.settings.heater_temp ?? 50))
    this.setSpeed(hot ? Number(this.settings.fan_speed ?? 1) : 0)
  }
}

/** Runs while steppers or heaters are active, then idles for `idle_timeout` seconds. */
export class ControllerFan extends Fan {
  private lastActive = -Infinity

  constructor(
    settings: Settings,
    rand: () => number,
    private readonly active: () => boolean,
  ) {
    super(settings, rand)
  }

  update(now: number): void {
    if (this.active()) {
      this.lastActive = now
      this.setSpeed(Number(this.settings.fan_speed ?? 1))
    } else if (now - this.lastActive < Number(this.settings.idle_timeout ?? 30)) {
      this.setSpeed(Number(this.settings.idle_speed ?? this.settings.fan_speed ?? 1))
    } else this.setSpeed(0)
  }
}

/**
 * A fan driven by its own sensor and target. The sensor is an MCU-style board sensor that
 * warms with the load on the machine and cools with the fan.
 */
export class TemperatureFan extends Fan implements TempSource {
  target: number
  minSpeed: number
  maxSpeed: number
  temperature: number
  private last: number
  private noise = 0

  constructor(
    settings: Settings,
    rand: () => number,
    start: number,
    initialTemp: number,
    private readonly load: () => number,
  ) {
    super(settings, rand)
    this.target = Number(settings.target_temp ?? 40)
    this.minSpeed = Number(settings.min_speed ?? 0.3)
    this.maxSpeed = Number(settings.max_speed ?? 1)
    this.temperature = initialTemp
    this.last = start
  }

  get reading(): number {
    return round(this.temperature + this.noise, 2)
  }

  advance(t: number): void {
    if (t <= this.last) return
    const steps = Math.ceil((t - this.last) / 2)
    const dt = (t - this.last) / steps
    for (let k = 0; k < steps; k++) {
      const settle = this.load() - 16 * this.speed
      this.temperature = settle + (this.temperature - settle) * Math.exp(-dt / 90)
      this.control()
    }
    this.last = t
    this.noise = (this.rand() - 0.5) * 0.1
  }

  private control(): void {
    const delta = Number(this.settings.max_delta ?? 2)
    if (this.settings.control === 'pid') {
      const err = this.temperature - this.target
      const s = err <= 0 ? 0 : Math.min(this.maxSpeed, Math.max(this.minSpeed, err * 0.1))
      this.setSpeed(s)
      return
    }
    if (this.temperature >= this.target + delta) this.setSpeed(this.maxSpeed)
    else if (this.temperature <= this.target - delta) this.setSpeed(0)
  }

  getStatus(): Status {
    return { speed: round(this.speed, 4), rpm: this.rpm(), temperature: this.reading, target: this.target }
  }
}

export function registerFanCommands(
  gcode: GcodeDispatcher,
  partFan: Fan | undefined,
  generic: Map<string, Fan>,
  tempFans: Map<string, TemperatureFan>,
): void {
  if (partFan) {
    gcode.register('M106', (c) => partFan.setSpeed(c.getFloat('S', 255, { minval: 0 }) / 255))
    gcode.register('M107', () => partFan.setSpeed(0))
  }
  for (const [name, fan] of generic) {
    gcode.registerMux('SET_FAN_SPEED', 'FAN', name, (c) => fan.setSpeed(c.getFloat('SPEED', 0, { minval: 0, maxval: 1 })), 'Set the speed of a fan')
  }
  for (const [name, fan] of tempFans) {
    gcode.registerMux(
      'SET_TEMPERATURE_FAN_TARGET',
      'TEMPERATURE_FAN',
      name,
      (c) => {
        const min = Number(fan.settings.min_temp ?? 0)
        const max = Number(fan.settings.max_temp ?? 100)
        const target = c.getFloat('TARGET', Number(fan.settings.target_temp ?? 40))
        if (target < min || target > max) throw c.error(`Requested temperature (${target.toFixed(1)}) out of range (${min.toFixed(1)}:${max.toFixed(1)})`)
        const minSpeed = c.getFloat('MIN_SPEED', fan.minSpeed, { minval: 0, maxval: 1 })
        const maxSpeed = c.getFloat('MAX_SPEED', fan.maxSpeed, { minval: 0, maxval: 1 })
        if (minSpeed > maxSpeed) throw c.error(`Requested min speed (${minSpeed.toFixed(1)}) is greater than max speed (${maxSpeed.toFixed(1)})`)
        fan.target = target
        fan.minSpeed = minSpeed
        fan.maxSpeed = maxSpeed
      },
      'Set the target temperature of a temperature fan',
    )
  }
}
