import { type FieldConfiguration, strategyOf } from '../history/fields'

/** A `key=value` list, one pair a line (Moonraker's getdict). */
export function confDict(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const line of (value ?? '').split('\n')) {
    const i = line.indexOf('=')
    if (i > 0) out[line.slice(0, i).trim()] = line.slice(i + 1).trim()
  }
  return out
}

const flag = (v: string | undefined) => (v ?? 'false').trim().toLowerCase() === 'true'

export interface SensorConfig {
  id: string
  name: string
  type: string
  stateTopic: string
  storeSize: number
  /** parameter_* options: {units, name} (server.sensors.list extended parameter_info). */
  parameters: Record<string, string>[]
  /** Sensor parameter → its history fields. */
  fields: { parameter: string; config: FieldConfiguration }[]
  /** Options a history field held that Moonraker does not know (it warns about them). */
  warnings: string[]
}

/** One [sensor <id>] section as Moonraker's BaseSensor reads it. */
export function sensorConfig(id: string, opts: Record<string, string>): SensorConfig {
  const section = `sensor ${id}`
  if (!opts.type) throw new Error(`Option 'type' in section '${section}' must be specified`)
  const cfg: SensorConfig = {
    id,
    name: opts.name ?? id,
    type: opts.type,
    stateTopic: opts.state_topic ?? '',
    storeSize: Number(opts.sensor_store_size ?? 1200) || 1200,
    parameters: [],
    fields: [],
    warnings: [],
  }
  for (const [opt, raw] of Object.entries(opts)) {
    if (opt.startsWith('parameter_')) {
      cfg.parameters.push({ ...confDict(raw), name: opt.slice('parameter_'.length) })
      continue
    }
    if (!opt.startsWith('history_field_')) continue
    const d = confDict(raw)
    const parameter = d.parameter
    if (!parameter) throw new Error(`[${section}]: option '${opt}', key 'parameter' must bespecified`)
    const precision = d.precision === undefined ? null : Number.parseInt(d.precision, 10)
    const config: FieldConfiguration = {
      field: opt.slice('history_field_'.length),
      provider: section,
      description: d.desc ?? `${parameter} tracker`,
      strategy: strategyOf(d.strategy ?? 'basic'),
      units: d.units ?? null,
      init_tracker: flag(d.init_tracker),
      exclude_paused: flag(d.exclude_paused),
      report_total: flag(d.report_total),
      report_maximum: flag(d.report_maximum),
      precision: precision === null || Number.isNaN(precision) ? null : precision,
    }
    const known = new Set(['parameter', 'desc', 'strategy', 'units', 'init_tracker', 'exclude_paused', 'report_total', 'report_maximum', 'precision'])
    for (const key of Object.keys(d)) if (!known.has(key)) cfg.warnings.push(`[${section}]: Option '${opt}' contains invalid key '${key}'`)
    cfg.fields.push({ parameter, config })
  }
  return cfg
}
