/**
 * Builds the hardware side of the printer from typed settings: rails, heaters, sensors and
 * fans. Kept apart from printer.ts so that file stays about wiring.
 */
import { CommandError } from '../gcode/command'
import type { RawConfig } from '../config/parse'
import { ControllerFan, Fan, HeaterFan, TemperatureFan } from './fans'
import { ExtruderObject, Heaters, SensorObject } from './heaters'
import { DriftingSensor, Heater, thermalParamsFor } from './thermal'
import type { RailConfig, ExtruderLimits } from './toolhead'
import { AMBIENT, num, type Settings, type StatusObject } from './types'

export type SettingsMap = Record<string, Settings>

/** True when a stepper section homes against the probe (Z with a probe) rather than a switch of its own. */
export function homesOnProbe(stepper: Settings | undefined): boolean {
  return String(stepper?.endstop_pin ?? '').includes('probe:z_virtual_endstop')
}

export function railsFrom(settings: SettingsMap): Record<'x' | 'y' | 'z', RailConfig> {
  const rail = (name: string): RailConfig => {
    const s = settings[name]
    if (!s) throw new CommandError(`Section '${name}' must be specified`)
    let endstop = s.position_endstop as number | undefined
    if (homesOnProbe(s)) endstop = num(settings.probe?.z_offset, 0)
    if (endstop === undefined) throw new CommandError(`Option 'position_endstop' in section '${name}' must be specified`)
    const homingSpeed = num(s.homing_speed, 5)
    return {
      min: num(s.position_min, 0),
      max: num(s.position_max, 0),
      endstop,
      homingSpeed,
      secondHomingSpeed: num(s.second_homing_speed, homingSpeed / 2),
      retractSpeed: num(s.homing_retract_speed, homingSpeed),
      retractDist: num(s.homing_retract_dist, 5),
    }
  }
  return { x: rail('stepper_x'), y: rail('stepper_y'), z: rail('stepper_z') }
}

export interface Hardware {
  heaters: Heaters
  extruders: Map<string, ExtruderObject>
  /** Objects keyed by full config name ('heater_bed', 'temperature_sensor chamber' …). */
  objects: Map<string, StatusObject>
  partFan?: Fan
  heaterFans: HeaterFan[]
  controllerFans: ControllerFan[]
  genericFans: Map<string, Fan>
  tempFans: Map<string, TemperatureFan>
  allFans: Fan[]
}

export interface HardwareDeps {
  heaters: Heaters
  now: number
  rand: () => number
  /** Temperatures carried over from before a restart, by object name. */
  initialTemps: Map<string, number>
  /** Whether steppers are powered (for MCU warmth and controller fans). */
  steppersActive(): boolean
}

export function buildHardware(config: RawConfig, settings: SettingsMap, deps: HardwareDeps): Hardware {
  const hw: Hardware = {
    heaters: deps.heaters,
    extruders: new Map(),
    objects: new Map(),
    heaterFans: [],
    controllerFans: [],
    genericFans: new Map(),
    tempFans: new Map(),
    allFans: [],
  }
  const start = (name: string) => deps.initialTemps.get(name) ?? AMBIENT
  const heaterTemp = (name: string) => hw.heaters.lookup(name)?.temperature ?? AMBIENT
  for (const name of config.keys()) {
    const key = name.toLowerCase()
    const s = settings[key]
    const [kind] = key.split(/\s+/)
    if (key === 'extruder' || /^extruder\d+$/.test(key) || key === 'heater_bed' || kind === 'heater_generic') {
      const h = new Heater(name, s, thermalParamsFor(key), start(name), deps.now, deps.rand)
      hw.heaters.addHeater(h)
      if (key.startsWith('extruder')) {
        const ex = new ExtruderObject(h, num(s.pressure_advance, 0), num(s.pressure_advance_smooth_time, 0.04), num(s.min_extrude_temp, 170))
        ex.rotationDistance = num(s.rotation_distance, 0)
        hw.extruders.set(name, ex)
        hw.objects.set(name, ex)
      } else hw.objects.set(name, h)
    } else if (kind === 'temperature_sensor') {
      const type = String(s.sensor_type ?? '')
      const settle =
        type === 'temperature_host'
          ? () => 44 + (deps.steppersActive() ? 6 : 0)
          : type === 'temperature_mcu'
            ? () => AMBIENT + 14 + (deps.steppersActive() ? 10 : 0)
            : () => AMBIENT + 0.12 * (heaterTemp('heater_bed') - AMBIENT) + 0.02 * (heaterTemp('extruder') - AMBIENT)
      const sensor = new DriftingSensor(start(name), deps.now, 300, settle, deps.rand)
      hw.heaters.addSensor(name, sensor)
      hw.objects.set(name, new SensorObject(sensor))
    }
  }
  for (const name of config.keys()) {
    const key = name.toLowerCase()
    const s = settings[key]
    const [kind, rest] = [key.split(/\s+/)[0], name.split(/\s+/).slice(1).join(' ')]
    let fan: Fan | undefined
    if (key === 'fan') {
      fan = hw.partFan = new Fan(s, deps.rand)
    } else if (kind === 'heater_fan') {
      const watched = ((s.heater as string[]) ?? ['extruder']).map((h) => hw.heaters.lookup(h)).filter((h): h is Heater => !!h)
      const hf = new HeaterFan(s, deps.rand, watched)
      hw.heaterFans.push(hf)
      fan = hf
    } else if (kind === 'controller_fan') {
      const cf = new ControllerFan(s, deps.rand, () => deps.steppersActive() || hw.heaters.anyHeating())
      hw.controllerFans.push(cf)
      fan = cf
    } else if (kind === 'fan_generic') {
      fan = new Fan(s, deps.rand)
      hw.genericFans.set(rest, fan)
    } else if (kind === 'temperature_fan') {
      const load = () => AMBIENT + 12 + (deps.steppersActive() ? 14 : 0) + (hw.heaters.anyHeating() ? 6 : 0)
      const tf = new TemperatureFan(s, deps.rand, deps.now, start(name), load)
      hw.tempFans.set(rest, tf)
      hw.heaters.addSensor(name, tf)
      fan = tf
    }
    if (fan) {
      hw.allFans.push(fan)
      hw.objects.set(name, fan)
    }
  }
  return hw
}

export function extruderLimits(s: Settings, printerCfg: Settings, ex: ExtruderObject): ExtruderLimits {
  const nozzle = num(s.nozzle_diameter, 0.4)
  const filamentArea = Math.PI * (num(s.filament_diameter, 1.75) / 2) ** 2
  const maxCross = num(s.max_extrude_cross_section, 4 * nozzle * nozzle)
  const defRatio = (4 * nozzle * nozzle) / filamentArea
  return {
    canExtrude: () => ex.canExtrude(),
    maxExtrudeOnlyDistance: num(s.max_extrude_only_distance, 50),
    maxExtrudeOnlyVelocity: num(s.max_extrude_only_velocity, num(printerCfg.max_velocity) * defRatio),
    maxExtrudeOnlyAccel: num(s.max_extrude_only_accel, num(printerCfg.max_accel) * defRatio),
    nozzleDiameter: nozzle,
    filamentArea,
    maxExtrudeRatio: maxCross / filamentArea,
  }
}
