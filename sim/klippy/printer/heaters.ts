/**
 * Heaters and temperature sensors: the `heaters` object, the extruder and bed objects, and
 * the temperature commands (M104/M109/M140/M190, SET_HEATER_TEMPERATURE, TEMPERATURE_WAIT …).
 */
import { CommandError, type GcodeCommand } from '../gcode/command'
import type { GcodeDispatcher } from '../gcode/dispatcher'
import type { SimClock } from '../clock'
import { DriftingSensor, Heater } from './thermal'
import { round, type Status, type StatusObject } from './types'

/** Anything with a temperature (heaters, sensors, temperature fans). */
export interface TempSource {
  advance(t: number): void
  readonly reading: number
  readonly temperature: number
}

export interface HeatersDeps {
  clock: SimClock
  checkShutdown(): void
  respondRaw(text: string): void
}

export class Heaters implements StatusObject {
  /** Full config names in config order. */
  readonly heaters = new Map<string, Heater>()
  readonly sensors = new Map<string, TempSource>()
  private lastReport = 0
  /** Temperature waits in progress (idle_timeout counts them as busy). */
  waiting = 0

  constructor(private readonly deps: HeatersDeps) {}

  addHeater(h: Heater): void {
    this.heaters.set(h.name, h)
    this.sensors.set(h.name, h)
  }

  addSensor(name: string, s: TempSource): void {
    this.sensors.set(name, s)
  }

  advance(t: number): void {
    for (const s of this.sensors.values()) s.advance(t)
  }

  lookup(name: string): Heater | undefined {
    return this.heaters.get(name)
  }

  anyHeating(): boolean {
    for (const h of this.heaters.values()) if (h.target > 0) return true
    return false
  }

  setTemperature(gcmd: GcodeCommand | undefined, heater: Heater, target: number): void {
    try {
      heater.setTarget(target)
    } catch (e) {
      throw gcmd ? gcmd.error((e as Error).message) : new CommandError((e as Error).message)
    }
  }

  /** Temperatures in M105 form, in the order of their ids as Klipper sorts them: "B:60.0 /60.0 T0:200.1 /200.0". */
  tempReport(): string {
    const parts: [string, string][] = []
    for (const h of this.heaters.values()) {
      const id = h.name === 'heater_bed' ? 'B' : h.name === 'extruder' ? 'T0' : /^extruder(\d+)$/.test(h.name) ? `T${h.name.slice(8)}` : undefined
      if (id) parts.push([id, `${id}:${h.reading.toFixed(1)} /${h.target.toFixed(1)}`])
    }
    return parts
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([, part]) => part)
      .join(' ')
  }

  /** Waits, reporting temperatures about once a simulated second, until `done()`. */
  async waitUntil(done: () => boolean): Promise<void> {
    const { clock } = this.deps
    this.waiting++
    try {
      for (;;) {
        this.advance(clock.now())
        this.deps.checkShutdown()
        if (done()) return
        const realNow = performance.now()
        if (realNow - this.lastReport >= 250) {
          this.lastReport = realNow
          this.deps.respondRaw(this.tempReport())
        }
        await clock.sleep(1)
      }
    } finally {
      this.waiting--
    }
  }

  /** Holds the G-code queue for `seconds` of printer time, reporting temperatures as a heater wait does. */
  async reportFor(seconds: number): Promise<void> {
    const end = this.deps.clock.now() + seconds
    await this.waitUntil(() => this.deps.clock.now() >= end)
  }

  async waitForHeater(heater: Heater): Promise<void> {
    if (heater.target <= 0) return
    await this.waitUntil(() => !heater.isBusy())
  }

  turnOffAll(): void {
    for (const h of this.heaters.values()) h.setTarget(0)
  }

  register(gcode: GcodeDispatcher, activeExtruder: () => string): void {
    const extruderFor = (gcmd: GcodeCommand): Heater => {
      const index = gcmd.getInt('T')
      const name = index === undefined ? activeExtruder() : index === 0 ? 'extruder' : `extruder${index}`
      const h = this.heaters.get(name)
      if (!h) throw gcmd.error('Extruder not configured')
      return h
    }
    const setExtruder = async (gcmd: GcodeCommand, wait: boolean) => {
      const h = extruderFor(gcmd)
      const temp = gcmd.getFloat('S', 0)
      this.setTemperature(gcmd, h, temp)
      if (wait && temp) await this.waitForHeater(h)
    }
    gcode.register('M104', (c) => setExtruder(c, false))
    gcode.register('M109', (c) => setExtruder(c, true))
    const bed = this.heaters.get('heater_bed')
    if (bed) {
      const setBed = async (gcmd: GcodeCommand, wait: boolean) => {
        const temp = gcmd.getFloat('S', 0)
        this.setTemperature(gcmd, bed, temp)
        if (wait && temp) await this.waitForHeater(bed)
      }
      gcode.register('M140', (c) => setBed(c, false))
      gcode.register('M190', (c) => setBed(c, true))
    }
    gcode.register('M105', (c) => c.respondRaw(this.tempReport()), undefined, { whenNotReady: true })
    gcode.register('TURN_OFF_HEATERS', () => this.turnOffAll(), 'Switch every heater off')
    for (const [name, h] of this.heaters) {
      gcode.registerMux('SET_HEATER_TEMPERATURE', 'HEATER', name, (c) => this.setTemperature(c, h, c.getFloat('TARGET', 0)), 'Set a heater target temperature')
    }
    gcode.register(
      'TEMPERATURE_WAIT',
      async (c) => {
        const name = c.require('SENSOR')
        const sensor = this.sensors.get(name)
        if (!sensor) throw c.error(`Unknown sensor '${name}'`)
        const min = c.getFloat('MINIMUM', -Infinity)
        const max = c.getFloat('MAXIMUM', Infinity)
        if (!c.has('MINIMUM') && !c.has('MAXIMUM')) throw c.error('Error on \'TEMPERATURE_WAIT\': missing MINIMUM or MAXIMUM.')
        await this.waitUntil(() => sensor.temperature >= min && sensor.temperature <= max)
      },
      'Wait until a sensor reads within a range',
    )
  }

  getStatus(): Status {
    return {
      available_heaters: [...this.heaters.keys()],
      available_sensors: [...this.sensors.keys()],
      available_monitors: [],
    }
  }
}

/** The extruder object: heater fields plus pressure advance. */
export class ExtruderObject implements StatusObject {
  pressureAdvance: number
  smoothTime: number
  /** SET_EXTRUDER_ROTATION_DISTANCE (negative = direction inverted). */
  rotationDistance = 0
  /** SYNC_EXTRUDER_MOTION: the extruder whose motion this stepper follows. */
  motionQueue: string | null = null

  constructor(
    readonly heater: Heater,
    pressureAdvance: number,
    smoothTime: number,
    private readonly minExtrudeTemp: number,
  ) {
    this.pressureAdvance = pressureAdvance
    this.smoothTime = smoothTime
  }

  canExtrude(): boolean {
    return this.heater.temperature >= this.minExtrudeTemp
  }

  getStatus(): Status {
    return {
      ...this.heater.getStatus(),
      can_extrude: this.canExtrude(),
      pressure_advance: this.pressureAdvance,
      smooth_time: this.smoothTime,
      motion_queue: this.motionQueue,
    }
  }
}

export class SensorObject implements StatusObject {
  constructor(readonly sensor: DriftingSensor) {}
  getStatus(): Status {
    const s = this.sensor
    return { temperature: s.reading, measured_min_temp: round(s.measuredMin, 2), measured_max_temp: round(s.measuredMax, 2) }
  }
}
