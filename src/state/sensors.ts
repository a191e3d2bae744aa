/**
 * Moonraker's [sensor] devices (server.sensors.*): their latest values and units, and a bounded
 * history of every parameter for the Sensors card's chart, seeded from the server's own store and
 * fed by notify_sensor_update, once a second as Moonraker sends it.
 */
import { SeriesRing } from '../lib/chart-buffer'
import { listSensors, sensorMeasurements } from '../moonraker/api/sensors'
import type { SensorInfo } from '../moonraker/types'
import { sessionPart, sessionStore } from './printer-session'
import { rememberLoad } from './reloads'

/** Moonraker's sensor_store_size default: 1200 samples, one a second. */
export const SENSOR_RETENTION = 1200
const SAMPLE_MS = 1000

interface SensorsStore {
  sensors: Record<string, SensorInfo>
  loaded: boolean
  /** Bumped with every sample; charts subscribe to it. */
  version: number
}

export const useSensorsStore = sessionStore<SensorsStore>(() => ({ sensors: {}, loaded: false, version: 0 }))

const rings = sessionPart(() => new Map<string, SeriesRing>())

/** The history of one sensor's parameters (column per parameter). */
export function sensorRing(id: string): SeriesRing {
  const all = rings()
  let ring = all.get(id)
  if (!ring) {
    ring = new SeriesRing(SENSOR_RETENTION)
    all.set(id, ring)
  }
  return ring
}

/** Seeds a ring from server.sensors.measurements: the newest value now, one a second before it. */
export function seedSensorRing(ring: SeriesRing, measured: Record<string, number[]>, now: number): void {
  const length = Math.min(ring.maxSize, Math.max(0, ...Object.values(measured).map((v) => v.length)))
  ring.clear()
  for (let i = 0; i < length; i++) {
    const sample: Record<string, number | null> = {}
    for (const [param, list] of Object.entries(measured)) {
      const at = list.length - length + i
      sample[param] = at >= 0 ? (list[at] ?? null) : null
    }
    ring.push(now - (length - 1 - i) * SAMPLE_MS, sample)
  }
}

export async function loadSensors(): Promise<void> {
  rememberLoad('sensors', loadSensors)
  const [{ sensors }, measured] = await Promise.all([listSensors(), sensorMeasurements().catch(() => ({}) as Record<string, Record<string, number[]>>)])
  const now = Date.now()
  for (const id of Object.keys(sensors)) seedSensorRing(sensorRing(id), measured[id] ?? {}, now)
  useSensorsStore.setState((s) => ({ sensors, loaded: true, version: s.version + 1 }))
}

/** notify_sensor_update: the sensors whose values changed, with all their values. */
export function handleSensorUpdate(update: Record<string, Record<string, number>>, now = Date.now()): void {
  const known = useSensorsStore.getState().sensors
  const next = { ...known }
  for (const [id, values] of Object.entries(update)) {
    const sensor = known[id]
    if (!sensor) continue
    next[id] = { ...sensor, values }
    sensorRing(id).push(now, values)
  }
  useSensorsStore.setState((s) => ({ sensors: next, version: s.version + 1 }))
}

export function resetSensors(): void {
  rings().clear()
  useSensorsStore.setState({ sensors: {}, loaded: false, version: 0 })
}

/** A parameter's units as the sensor's config describes them ('' when it does not). */
export function unitsOf(sensor: SensorInfo, parameter: string): string {
  return sensor.parameter_info?.find((p) => p.name === parameter)?.units ?? ''
}

/** The sensor and parameter that meter the printer's energy: a parameter in kWh (or Wh), if any. */
export function energyParameter(sensors: Record<string, SensorInfo>): { id: string; parameter: string; perKwh: number } | null {
  for (const [id, s] of Object.entries(sensors)) {
    for (const p of s.parameter_info ?? []) {
      const u = (p.units ?? '').toLowerCase()
      if (u === 'kwh') return { id, parameter: p.name, perKwh: 1 }
      if (u === 'wh') return { id, parameter: p.name, perKwh: 1000 }
    }
  }
  return null
}

/** kWh the meter counted since `sinceMs` (from the oldest sample kept when the start is older). */
export function energySince(sinceMs: number): number | null {
  const meter = energyParameter(useSensorsStore.getState().sensors)
  if (!meter) return null
  const ring = sensorRing(meter.id)
  const times = ring.timeline()
  const values = ring.values(meter.parameter)
  let start: number | null = null
  for (let i = 0; i < times.length; i++) {
    const v = values[i]
    if (v === null) continue
    if (start === null || times[i] <= sinceMs) start = v
    if (times[i] > sinceMs) break
  }
  const now = useSensorsStore.getState().sensors[meter.id]?.values[meter.parameter]
  if (start === null || typeof now !== 'number') return null
  return Math.max(0, now - start) / meter.perKwh
}
