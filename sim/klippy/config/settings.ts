/**
 * Typed settings (configfile.settings) with Klipper's defaults for the options the sim and
 * the UI read. Options a section has that are not listed here are kept as strings.
 */
import { ConfigError, type RawConfig } from './parse'
import { Template } from '../template/template'
import { LiteralError, parsePythonLiteral } from '../template/literal'
import { REQUIRED, SECTIONS, STEPPER, type Opt, type Settings } from './schema'

const BOOL_WORDS: Record<string, boolean> = { true: true, yes: true, on: true, '1': true, false: false, no: false, off: false, '0': false }

function convert(raw: string, opt: Opt, section: string, key: string): unknown {
  const fail = () => new ConfigError(`Unable to parse option '${key}' in section '${section}'`)
  const num = (v: string, int: boolean) => {
    const t = v.trim()
    if (!(int ? /^[-+]?\d+$/ : /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i).test(t)) throw fail()
    return Number(t)
  }
  switch (opt.kind) {
    case 'float':
    case 'int': {
      const v = num(raw, opt.kind === 'int')
      if (opt.min !== undefined && v < opt.min) throw new ConfigError(`Option '${key}' in section '${section}' must have minimum of ${opt.min}`)
      if (opt.max !== undefined && v > opt.max) throw new ConfigError(`Option '${key}' in section '${section}' must have maximum of ${opt.max}`)
      return v
    }
    case 'bool': {
      const v = BOOL_WORDS[raw.trim().toLowerCase()]
      if (v === undefined) throw fail()
      return v
    }
    case 'floatlist':
    case 'intlist':
      return raw.split(',').filter((p) => p.trim() !== '').map((p) => num(p, opt.kind === 'intlist'))
    case 'strlist':
      return raw.split(',').map((p) => p.trim()).filter(Boolean)
    case 'matrix':
      // One row per line, values split by commas (a bed mesh's points).
      return raw
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => l.split(',').filter((p) => p.trim() !== '').map((p) => num(p, false)))
    case 'gcode':
      try {
        new Template(raw)
      } catch (e) {
        throw new ConfigError(`Error loading template '${section}:${key}': ${(e as Error).constructor.name}: ${(e as Error).message}`)
      }
      return raw
    default:
      return raw
  }
}

/** The spec for a section: by full name ('stepper_x'), else by its first word ('gcode_macro'). */
function specFor(section: string): Record<string, Opt> | undefined {
  const lower = section.toLowerCase()
  if (SECTIONS[lower]) return SECTIONS[lower]
  if (/^stepper_[a-z]$/.test(lower)) return STEPPER
  if (/^bed_mesh\s+\S/.test(lower)) return SECTIONS.bed_mesh_profile
  const prefix = lower.split(/\s+/)[0]
  return lower.includes(' ') ? SECTIONS[prefix] : undefined
}

export function sectionSettings(section: string, options: Map<string, string>): Settings {
  const spec = specFor(section)
  const out: Settings = {}
  const prefix = section.toLowerCase().split(/\s+/)[0]
  if (!spec) {
    for (const [k, v] of options) out[k] = v
    return out
  }
  for (const [key, opt] of Object.entries(spec)) {
    const raw = options.get(key)
    if (raw !== undefined) out[key] = convert(raw, opt, section, key)
    else if (opt.def === REQUIRED) throw new ConfigError(`Option '${key}' in section '${section}' must be specified`)
    else if (typeof opt.def === 'function') {
      const v = (opt.def as (x: Settings) => unknown)(out)
      if (v !== undefined) out[key] = v
    }    else if (opt.def !== undefined) out[key] = opt.def
  }
  for (const [k, v] of options) {
    if (k in out) continue
    if (prefix === 'gcode_macro' && k.startsWith('variable_')) {
      try {
        parsePythonLiteral(v)
      } catch (e) {
        if (e instanceof LiteralError) throw new ConfigError(`Option '${k}' in section '${section}' is not a valid literal: ${v}`)
        throw e
      }
    }
    out[k] = v
  }
  return out
}

export interface ConfigWarning {
  type: string
  message: string
  section?: string
  option?: string
}

/** Sections that are heaters, each checked by its own verify_heater. */
const HEATED = /^(extruder\d*|heater_bed|heater_generic\s+\S+)$/

/** configfile.settings: lower-cased section names with typed values. */
export function buildSettings(config: RawConfig): { settings: Record<string, Settings>; warnings: ConfigWarning[] } {
  const settings: Record<string, Settings> = {}
  const warnings: ConfigWarning[] = []
  for (const required of ['mcu', 'printer']) {
    if (!config.has(required)) throw new ConfigError(`Section '${required}' must be specified`)
  }
  let forceMove = false
  for (const [name, options] of config) {
    const key = name.toLowerCase()
    // Built below with the stepper or heater they belong to.
    if (key === 'force_move' || key.startsWith('verify_heater ')) continue
    settings[key] = sectionSettings(name, options)
    if (name === 'printer' && options.has('max_accel_to_decel')) {
      warnings.push({
        type: 'deprecated_option',
        message: "Option 'max_accel_to_decel' in section 'printer' is deprecated.",
        section: 'printer',
        option: 'max_accel_to_decel',
      })
    }
    // Klipper loads these with the first stepper and with each heater, configured or not.
    if (/^stepper_[a-z]$/.test(key) && !forceMove) {
      forceMove = true
      settings.force_move = sectionSettings('force_move', config.get('force_move') ?? new Map())
    }
    if (HEATED.test(key)) {
      const verify = `verify_heater ${name.split(/\s+/).pop()}`
      const own = config.get(verify) ?? new Map<string, string>()
      const opts = key === 'heater_bed' && !own.has('check_gain_time') ? new Map([...own, ['check_gain_time', '60']]) : own
      settings[verify.toLowerCase()] = sectionSettings(verify, opts)
    }
  }
  for (const [key, sec] of Object.entries(settings)) {
    // The extrude-only limits default to the printer's, scaled to the nozzle's cross-section.
    if (!/^extruder\d*$/.test(key) || typeof sec.filament_diameter !== 'number') continue
    const ratio = Number(sec.max_extrude_cross_section) / (Math.PI * (sec.filament_diameter / 2) ** 2)
    sec.max_extrude_only_velocity ??= Number(settings.printer?.max_velocity) * ratio
    sec.max_extrude_only_accel ??= Number(settings.printer?.max_accel) * ratio
  }
  return { settings, warnings }
}
