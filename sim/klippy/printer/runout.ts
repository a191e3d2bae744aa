/**
 * Filament runout, as Klipper's runout_helper does it: when an enabled sensor loses filament during
 * a print it logs the event and, with pause_on_runout, pauses (PAUSE, then runout_gcode after
 * pause_delay); filament coming back while idle runs insert_gcode.
 */
import type { SimClock } from '../clock'
import type { GcodeDispatcher } from '../gcode/dispatcher'
import type { GcodeMutex } from '../gcode/mutex'
import { Template } from '../template/template'
import { renderTemplate, type TemplateEnv } from './macros'
import type { FilamentSensor } from './outputs'

export interface RunoutDeps {
  gcode: GcodeDispatcher
  mutex: GcodeMutex
  clock: SimClock
  env: TemplateEnv
  isPrinting(): boolean
}

export class FilamentRunout {
  constructor(
    private readonly sensors: Map<string, FilamentSensor>,
    private readonly deps: RunoutDeps,
  ) {}

  /** Sets what every sensor sees (the sim's runout fault switch). */
  setFilamentPresent(present: boolean): void {
    for (const [name, sensor] of this.sensors) this.setSensor(name, sensor, present)
  }

  private setSensor(name: string, sensor: FilamentSensor, present: boolean): void {
    if (sensor.detected === present) return
    sensor.detected = present
    if (!sensor.enabled) return
    const s = sensor.settings
    const { gcode, clock } = this.deps
    const now = clock.now().toFixed(3)
    if (!present && this.deps.isPrinting()) {
      const raw = s.pause_on_runout
      const pause = raw === undefined ? true : typeof raw === 'string' ? /^(true|1|yes|on)$/i.test(raw.trim()) : Boolean(raw)
      gcode.respondInfo(`Filament Sensor ${name}: runout event detected, Time ${now}`)
      const script = String(s.runout_gcode ?? '')
      const delay = Number(s.pause_delay ?? 0.5)
      void this.run(pause ? 'PAUSE' : '', script, delay, `filament_switch_sensor ${name}:runout_gcode`)
    } else if (present && !this.deps.isPrinting() && s.insert_gcode) {
      gcode.respondInfo(`Filament Sensor ${name}: insert event detected, Time ${now}`)
      void this.run('', String(s.insert_gcode), 0, `filament_switch_sensor ${name}:insert_gcode`)
    }
  }

  private async run(prefix: string, script: string, delay: number, templateName: string): Promise<void> {
    const { gcode, mutex, clock, env } = this.deps
    try {
      if (prefix) await mutex.run(() => gcode.runScript(prefix))
      if (!script.trim()) return
      if (delay > 0) await clock.sleep(delay)
      const rendered = renderTemplate(new Template(script, templateName), env)
      await mutex.run(() => gcode.runScript(`${rendered}\nM400`))
    } catch (e) {
      gcode.respondError(e instanceof Error ? e.message : String(e))
    }
  }
}
