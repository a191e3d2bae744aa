/**
 * The sim against answers recorded from a genuine Moonraker v0.10 + Klipper v0.13 (recorded/, made by
 * `npm run contract:record`): the same keys and types, the same error codes and messages.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, type TestSim } from '../server/testing/harness'
import { compareShape, type Difference } from './compare'
import { normalise, runScenario, type Recording, type ScenarioResult } from './scenario'

const here = import.meta.dirname
const real = JSON.parse(readFileSync(path.join(here, 'recorded', 'answers.json'), 'utf8')) as Recording
const realNotes = JSON.parse(readFileSync(path.join(here, 'recorded', 'notifications.json'), 'utf8')) as ScenarioResult['notifications']

/** Keys that name things in the printer's config or the data, not parts of the API. */
const MAPS = [
  'status.mcu.mcu_constants', 'status.mcu.last_stats', 'status.bed_mesh.profiles', 'status.stepper_enable.steppers',
  'status.save_variables.variables', 'status.gcode.commands', 'status.configfile.save_config_pending_items',
  'system_info.network', 'system_info.canbus', 'system_info.instance_ids', 'system_info.service_state', 'system_info.available_services',
  'system_cpu_usage', 'network', 'status.heaters', 'files', 'dirs',
]
const CASE_MAPS: Record<string, string[]> = {
  // Sections and options follow each host's moonraker.conf.
  'server.config': ['config', 'orig', 'config.*', 'orig.*'],
  // Sensor names follow printer.cfg.
  'server.temperature_store': [''],
}
/** Values of the host, not of the API. */
const IGNORE = [
  'system_info.cpu_info', 'system_info.sd_info', 'system_info.distribution', 'system_info.virtualization', 'system_info.python',
  'throttled_state', 'cpu_temp', 'status.fan.rpm',
]

/** Where the sim still differs from the real stack, and why that is accepted for now. */
const KNOWN: Record<string, string> = {
  'server.config: config.server.route_prefix: real null, sim string': 'the sim fills defaults Moonraker leaves null',
  'server.config: config.update_manager.channel: real null, sim string': 'the sim fills defaults Moonraker leaves null',
  'printer.objects.query: status.display_status.message: real null, sim string': 'the sim starts with an empty message instead of null',
  'printer.objects.query: status.manual_probe.is_active: missing in sim': 'no manual_probe object yet',
  'printer.objects.query: status.manual_probe.z_position: missing in sim': 'no manual_probe object yet',
  'printer.objects.query: status.manual_probe.z_position_lower: missing in sim': 'no manual_probe object yet',
  'printer.objects.query: status.manual_probe.z_position_upper: missing in sim': 'no manual_probe object yet',
  'printer.objects.query: status.gcode.commands.M117.help: missing in sim': 'the sim registers no help for macros without a description',
  'server.files.list unknown root: message real "Failed to build file list, invalid path: no_such_root: None", sim "Unknown root \'no_such_root\'"': 'message not matched yet',
  'POST /server/files/upload into folder: .print_started: only in sim': 'Moonraker leaves print flags out for non-G-code uploads',
  'POST /server/files/upload into folder: .print_queued: only in sim': 'Moonraker leaves print flags out for non-G-code uploads',
  'gcode M23 no_such_file.gcode: real error 400 "Unable to open file", sim answered': 'M20/M23-M26 not simulated yet',
}

/** G-code the sim does not answer like Klipper yet. */
const KNOWN_GCODE = new Set(['gcode M20', 'gcode M23 no_such_file.gcode', 'gcode M26 S0', 'gcode MANUAL_PROBE', 'gcode ECHO', 'gcode G18', 'gcode G19', 'gcode QUERY_ADC', 'gcode ABORT'])

function differences(name: string, r: { result?: unknown; error?: { code: number; message: string }; status?: number }, s: typeof r): Difference[] {
  if (r.error) {
    if (!s.error) return [`${name}: real error ${r.error.code} "${r.error.message}", sim answered`]
    const out: Difference[] = []
    if (s.error.code !== r.error.code) out.push(`${name}: error code real ${r.error.code}, sim ${s.error.code}`)
    if (s.error.message !== r.error.message) out.push(`${name}: message real "${r.error.message}", sim "${s.error.message}"`)
    return out
  }
  if (s.error) return [`${name}: sim error ${s.error.code} "${s.error.message}", real answered`]
  if (r.status !== undefined && r.status !== s.status) return [`${name}: status real ${r.status}, sim ${s.status}`]
  return compareShape(r.result, s.result, { maps: [...MAPS, ...(CASE_MAPS[name] ?? [])], ignore: IGNORE }).map((d) => `${name}: ${d}`)
}

describe('the sim answers like Moonraker v0.10 + Klipper v0.13', () => {
  let t: TestSim
  let sim: ScenarioResult
  beforeAll(async () => {
    t = await startTestSim({ fake: false, timeScale: 20, without: ['power', 'timelapse'] })
    const raw = await runScenario(t.url)
    sim = { answers: normalise(raw.answers, [t.dataDir]) as Recording, notifications: normalise(raw.notifications, [t.dataDir]) as ScenarioResult['notifications'] }
  }, 120_000)
  afterAll(() => t?.close())

  it('asks every recorded question', () => {
    expect(Object.keys(sim.answers).sort()).toEqual(Object.keys(real).sort())
  })

  it('gives the same keys, types, error codes and messages', () => {
    const found: Difference[] = []
    for (const [name, r] of Object.entries(real)) {
      if (name === 'printer.gcode.help') continue
      if (sim.answers[name]) found.push(...differences(name, r, sim.answers[name]))
    }
    expect(found.filter((d) => !(d in KNOWN))).toEqual([])
  })

  it('answers G-code with the same replies and console lines', () => {
    for (const [name, r] of Object.entries(real)) {
      if (!name.startsWith('gcode ') || name === 'gcode G28' || KNOWN_GCODE.has(name)) continue
      expect(sim.answers[name], name).toEqual(r)
    }
    expect(sim.answers['print responses']).toEqual(real['print responses'])
  })

  // The sim words its own help; using Klipper's text verbatim is still an open decision (see sim/README.md).
  it.skip("uses Klipper's own help text for the commands both have", () => {
    const r = real['printer.gcode.help'].result as Record<string, string>
    const s = sim.answers['printer.gcode.help'].result as Record<string, string>
    const differ = Object.keys(r).filter((k) => k in s && s[k] !== r[k])
    expect(differ.map((k) => `${k}: real "${r[k]}", sim "${s[k]}"`)).toEqual([])
  })

  it('sends the same notifications while homing and printing', () => {
    for (const step of Object.keys(realNotes)) {
      const want = new Set(realNotes[step].methods)
      const got = new Set(sim.notifications[step]?.methods ?? [])
      expect([...got].filter((m) => !want.has(m)), `${step}: only in sim`).toEqual([])
      expect([...want].filter((m) => !got.has(m)), `${step}: missing in sim`).toEqual([])
    }
  })
})
