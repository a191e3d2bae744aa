import type { KlippyBridge } from './bridge'

type SeriesName = 'temperatures' | 'targets' | 'powers' | 'speeds'

interface SensorHistory {
  monitor: boolean
  series: Partial<Record<SeriesName, (number | null)[]>>
}

const FIELD_SERIES: [string, SeriesName][] = [
  ['temperature', 'temperatures'],
  ['target', 'targets'],
  ['power', 'powers'],
  ['speed', 'speeds'],
]

function round(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? Math.round(v * 100) / 100 : null
}

/**
 * Moonraker's data store of sensor history: one sample a second for every sensor Klippy
 * reports, temperature_store_size samples deep.
 */
export class TemperatureStore {
  private readonly sensors = new Map<string, SensorHistory>()
  private timer: NodeJS.Timeout | null = null

  constructor(
    private readonly bridge: KlippyBridge,
    readonly size = 1200,
  ) {
    bridge.onState((state) => {
      if (state === 'ready') this.discoverSensors()
    })
    if (bridge.effective.state === 'ready') this.discoverSensors()
  }

  start(intervalMs = 1000): void {
    this.timer = setInterval(() => this.sample(), intervalMs)
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }

  /** Sensors come from the heaters object; history of sensors that remain is kept across restarts. */
  private discoverSensors(): void {
    const heaters = this.bridge.klippy.query({ heaters: ['available_sensors', 'available_monitors'] }).status.heaters
    const sensors = (heaters?.available_sensors as string[] | undefined) ?? []
    const monitors = (heaters?.available_monitors as string[] | undefined) ?? []
    const wanted = new Map<string, boolean>([...sensors.map((s): [string, boolean] => [s, false]), ...monitors.map((m): [string, boolean] => [m, true])])
    for (const name of [...this.sensors.keys()]) if (!wanted.has(name)) this.sensors.delete(name)
    if (wanted.size === 0) return
    const current = this.bridge.klippy.query(Object.fromEntries([...wanted.keys()].map((n) => [n, null]))).status
    for (const [name, monitor] of wanted) {
      const fields = current[name] ?? { temperature: null }
      const existing = this.sensors.get(name)
      const series: SensorHistory['series'] = {}
      for (const [field, key] of FIELD_SERIES) {
        if (field in fields || key === 'temperatures') series[key] = existing?.series[key] ?? []
      }
      this.sensors.set(name, { monitor, series })
    }
  }

  sample(): void {
    if (this.sensors.size === 0) return
    // While Klippy is away the last known values repeat, as Moonraker's store does.
    const live = this.bridge.effective.state === 'ready' || this.bridge.effective.state === 'shutdown'
    const status = live
      ? this.bridge.klippy.query(Object.fromEntries([...this.sensors.keys()].map((n) => [n, FIELD_SERIES.map(([f]) => f)]))).status
      : {}
    for (const [name, hist] of this.sensors) {
      const values = status[name]
      for (const [field, key] of FIELD_SERIES) {
        const arr = hist.series[key]
        if (!arr) continue
        const v = values ? round(values[field]) : arr.length ? arr[arr.length - 1] : null
        arr.push(v === null && !hist.monitor && key !== 'temperatures' ? 0 : v)
        if (arr.length > this.size) arr.splice(0, arr.length - this.size)
      }
    }
  }

  result(includeMonitors: boolean): Record<string, Partial<Record<SeriesName, (number | null)[]>>> {
    const out: Record<string, Partial<Record<SeriesName, (number | null)[]>>> = {}
    for (const [name, hist] of this.sensors) {
      if (hist.monitor && !includeMonitors) continue
      const entry: Partial<Record<SeriesName, (number | null)[]>> = {}
      for (const [key, arr] of Object.entries(hist.series) as [SeriesName, (number | null)[]][]) entry[key] = [...arr]
      out[name] = entry
    }
    return out
  }
}
