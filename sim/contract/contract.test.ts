/**
 * The sim against answers recorded from a genuine Moonraker v0.10 + Klipper v0.13 (recorded/, made by
 * `npm run contract:record`): the same keys and types, the same error codes and messages.
 */
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, type TestSim } from '../server/testing/harness'
import { differences as answerDifferences, type Difference } from './compare'
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
  // The reference printer.cfg wraps M117 in a macro (help 'G-Code macro'); the sim's default config keeps the
  // built-in, which has no help in Klipper either. The help test below runs the sim on the reference config.
  'printer.objects.query: status.gcode.commands.M117.help: missing in sim': 'a difference of the two printer.cfg files, not of behaviour',
}

/** G-code the sim does not answer like Klipper yet. */
const KNOWN_GCODE = new Set<string>([])

/**
 * Answers that follow printer.cfg, which differs between the two hosts: reference-config.test.ts
 * checks them with the sim running on the reference printer.cfg.
 */
const CONFIG_DEPENDENT = new Set(['printer.gcode.help', 'printer.objects.query configfile settings', 'gcode QUERY_ADC'])

describe('the sim answers like Moonraker v0.10 + Klipper v0.13', () => {
  let t: TestSim
  let sim: ScenarioResult
  beforeAll(async () => {
    t = await startTestSim({ fake: false, timeScale: 20, without: ['power', 'timelapse', 'spoolman', 'sensor', 'mqtt'] })
    // The reference stack's gcodes folder holds only what the scenario uploads (M20 lists it).
    rmSync(path.join(t.dataDir, 'gcodes', 'cube.gcode'), { force: true })
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
      if (CONFIG_DEPENDENT.has(name)) continue
      if (sim.answers[name]) found.push(...answerDifferences(name, r, sim.answers[name], { maps: [...MAPS, ...(CASE_MAPS[name] ?? [])], ignore: IGNORE }))
    }
    expect(found.filter((d) => !(d in KNOWN))).toEqual([])
  })

  it('answers G-code with the same replies and console lines', () => {
    for (const [name, r] of Object.entries(real)) {
      if (!name.startsWith('gcode ') || name === 'gcode G28' || KNOWN_GCODE.has(name) || CONFIG_DEPENDENT.has(name)) continue
      expect(sim.answers[name], name).toEqual(r)
    }
    expect(sim.answers['print responses']).toEqual(real['print responses'])
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
