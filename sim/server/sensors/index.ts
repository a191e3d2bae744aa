import { prefixSections, type ParsedConf } from '../config/moonraker-conf'
import { HistoryField } from '../history/fields'
import { getString, optBool, optString } from '../params'
import { ApiError, type SimContext } from '../types'
import { VIRTUAL_METER_TOPIC } from './meter-topic'
import { PowerMeter } from './power-meter'
import { sensorConfig, type SensorConfig } from './sensor-config'

/** Moonraker's SENSOR_UPDATE_TIME: values are stored and changes notified once a second. */
const UPDATE_MS = 1000


type Values = Record<string, number>

class Sensor {
  last: Values = {}
  /** What the last store tick copied (Moonraker's last_value). */
  stored: Values = {}
  readonly values = new Map<string, number[]>()
  readonly fields: { parameter: string; field: HistoryField }[] = []

  constructor(readonly cfg: SensorConfig) {}

  info(extended: boolean) {
    const out: Record<string, unknown> = { id: this.cfg.id, friendly_name: this.cfg.name, type: this.cfg.type, values: { ...this.last } }
    if (extended) {
      out.parameter_info = this.cfg.parameters.map((p) => ({ ...p }))
      out.history_fields = this.fields.map((f) => ({ ...f.field.config, parameter: f.parameter }))
    }
    return out
  }

  /** New measurements arrived (an MQTT state message). */
  measure(values: Values): void {
    this.last = values
    for (const { parameter, field } of this.fields) if (parameter in values) field.update(values[parameter])
  }

  /** The once-a-second store; true when the values changed since the last one. */
  store(): boolean {
    for (const [key, v] of Object.entries(this.last)) {
      const list = this.values.get(key) ?? []
      list.push(v)
      if (list.length > this.cfg.storeSize) list.splice(0, list.length - this.cfg.storeSize)
      this.values.set(key, list)
    }
    const changed = JSON.stringify(this.stored) !== JSON.stringify(this.last)
    this.stored = { ...this.last }
    return changed
  }
}

export interface SensorDeps {
  /** Simulated seconds (the meter integrates over the printer's time, so a scaled print uses its energy). */
  now(): number
  /** Each heater's PWM (0–1); empty when Klippy is not ready. */
  heaterPowers(): Record<string, number>
  history?: { registerField(field: HistoryField): void; tracking(excludePaused: boolean): boolean }
  warn(message: string): void
}

/** Moonraker's [sensor …] sections: server.sensors.* and notify_sensor_update. */
export function installSensors(ctx: SimContext, conf: ParsedConf, deps: SensorDeps): { stop(): void } {
  const sensors = new Map<string, Sensor>()
  for (const [id, opts] of prefixSections(conf, 'sensor')) {
    try {
      const cfg = sensorConfig(id, opts)
      if (cfg.type.toLowerCase() !== 'mqtt') throw new Error(`Unsupported sensor type: ${cfg.type}`)
      const sensor = new Sensor(cfg)
      for (const { parameter, config } of cfg.fields) {
        const field = new HistoryField(config, () => sensor.last[parameter], (ex) => deps.history?.tracking(ex) ?? false)
        deps.history?.registerField(field)
        sensor.fields.push({ parameter, field })
      }
      cfg.warnings.forEach(deps.warn)
      sensors.set(id, sensor)
    } catch (err) {
      deps.warn(`Failed to configure sensor [sensor ${id}]\n${err instanceof Error ? err.message : String(err)}`)
    }
  }

  const meter = new PowerMeter()
  const fed = [...sensors.values()].filter((s) => s.cfg.stateTopic === VIRTUAL_METER_TOPIC)
  const tick = () => {
    if (fed.length) {
      const reading = meter.read(deps.now(), deps.heaterPowers())
      for (const s of fed) s.measure({ ...reading })
    }
    const changed: Record<string, Values> = {}
    for (const [id, s] of sensors) if (s.store()) changed[id] = { ...s.stored }
    if (Object.keys(changed).length) ctx.notify('notify_sensor_update', [changed])
  }
  const timer = setInterval(tick, UPDATE_MS)
  timer.unref()

  const lookup = (name: string) => {
    const s = sensors.get(name)
    if (!s) throw new ApiError(400, `No valid sensor named ${name}`)
    return s
  }
  const measurements = (s: Sensor) => Object.fromEntries([...s.values].map(([k, v]) => [k, [...v]]))

  ctx.register({
    method: 'server.sensors.list',
    http: [{ verb: 'GET', path: '/server/sensors/list' }],
    handler: (params) => {
      const extended = optBool(params, 'extended', false)
      return { sensors: Object.fromEntries([...sensors].map(([id, s]) => [id, s.info(extended)])) }
    },
  })
  ctx.register({
    method: 'server.sensors.info',
    http: [{ verb: 'GET', path: '/server/sensors/info' }],
    handler: (params) => lookup(getString(params, 'sensor')).info(optBool(params, 'extended', false)),
  })
  ctx.register({
    method: 'server.sensors.measurements',
    http: [{ verb: 'GET', path: '/server/sensors/measurements' }],
    handler: (params) => {
      const name = optString(params, 'sensor', '')
      if (name) return { [name]: measurements(lookup(name)) }
      return Object.fromEntries([...sensors].map(([id, s]) => [id, measurements(s)]))
    },
  })
  return { stop: () => clearInterval(timer) }
}
