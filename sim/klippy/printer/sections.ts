/**
 * Builds the printer objects that come from optional config sections (pins, LEDs, sensors,
 * macros, probe, bed mesh, retraction, saved variables), in config order.
 */
import type { SimClock } from '../clock'
import type { RawConfig } from '../config/parse'
import type { GcodeDispatcher } from '../gcode/dispatcher'
import type { GcodeMutex } from '../gcode/mutex'
import { BedMesh } from './bed-mesh'
import type { ManualProbe } from './manual-probe'
import type { SettingsMap } from './build'
import type { ConfigFileObject } from './configfile'
import type { GcodeMove } from './gcode-move'
import { DelayedGcode, GcodeMacro, type TemplateEnv } from './macros'
import { FirmwareRetraction, SaveVariables } from './misc'
import { FilamentSensor, Led, OutputPin } from './outputs'
import { Probe } from './probe'
import type { Toolhead } from './toolhead'
import { num, type StatusObject } from './types'

export interface SectionDeps {
  env: TemplateEnv
  gcode: GcodeDispatcher
  clock: SimClock
  mutex: GcodeMutex
  toolhead: Toolhead
  gcodeMove: GcodeMove
  configfile: ConfigFileObject
  rand: () => number
  /** Objects already built for hardware sections (heaters, fans, sensors). */
  hardware: Map<string, StatusObject>
  /** The paper-test helper, for commands that probe by hand on a printer without a probe. */
  manualProbe: ManualProbe
  saveVariablesPath(p: string): string
}

export interface Sections {
  /** Every config-section object (hardware included) in config order. */
  ordered: [string, StatusObject][]
  pins: Map<string, OutputPin>
  leds: Map<string, Led>
  sensors: Map<string, FilamentSensor>
  macros: GcodeMacro[]
  delayed: DelayedGcode[]
  probe?: Probe
  bedMesh?: BedMesh
}

export function buildSections(config: RawConfig, s: SettingsMap, d: SectionDeps): Sections {
  const out: Sections = { ordered: [], pins: new Map(), leds: new Map(), sensors: new Map(), macros: [], delayed: [] }
  const { toolhead, gcode } = d
  const bedSize: [number, number] = [toolhead.rails.x.max, toolhead.rails.y.max]
  // The probe first: bed_mesh needs its offsets wherever the sections sit in the file.
  if (s.probe) {
    const p = s.probe
    out.probe = new Probe(
      { xOffset: num(p.x_offset), yOffset: num(p.y_offset), zOffset: num(p.z_offset), speed: num(p.speed, 5), liftSpeed: num(p.lift_speed, num(p.speed, 5)) },
      { toolhead, gcodeMove: d.gcodeMove, pending: d.configfile, bedSize, rand: d.rand },
    )
  }
  for (const name of config.keys()) {
    const key = name.toLowerCase()
    const [kind] = key.split(/\s+/)
    const rest = name.split(/\s+/).slice(1).join(' ')
    let obj: StatusObject | undefined = d.hardware.get(name)
    if (obj) {
      // Built with the hardware.
    } else if (kind === 'output_pin') {
      const pin = new OutputPin(s[key])
      out.pins.set(rest, pin)
      obj = pin
    } else if (kind === 'neopixel' || kind === 'led' || kind === 'dotstar') {
      const led = new Led(s[key])
      out.leds.set(rest, led)
      obj = led
    } else if (kind === 'filament_switch_sensor' || kind === 'filament_motion_sensor') {
      const fs = new FilamentSensor(s[key])
      out.sensors.set(rest, fs)
      obj = fs
    } else if (kind === 'gcode_macro') {
      const m = new GcodeMacro(rest, s[key], d.env, gcode)
      out.macros.push(m)
      obj = m
    } else if (kind === 'delayed_gcode') {
      const schedule = (sec: number, run: () => Promise<void>) =>
        void d.clock
          .sleep(sec)
          .then(() => d.mutex.run(run))
          .catch((e: Error) => gcode.respondError(e.message))
      out.delayed.push(new DelayedGcode(rest, s[key], d.env, schedule, (script) => gcode.runScript(script)))
    } else if (key === 'probe') {
      obj = out.probe
    } else if (key === 'bed_mesh') {
      out.bedMesh = new BedMesh(s.bed_mesh, config, {
        toolhead,
        probe: out.probe?.info,
        manualProbe: d.manualProbe,
        pending: d.configfile,
        bedSize,
        rand: d.rand,
        waitMoves: () => toolhead.waitMoves(),
      })
      obj = out.bedMesh
    } else if (key === 'firmware_retraction') {
      const fr = new FirmwareRetraction(s[key])
      fr.register(gcode)
      obj = fr
    } else if (key === 'save_variables') {
      const sv = new SaveVariables(d.saveVariablesPath(String(s[key].filename)))
      sv.register(gcode)
      obj = sv
    }
    if (obj) out.ordered.push([key === 'probe' || key === 'bed_mesh' ? key : name, obj])
  }
  return out
}
