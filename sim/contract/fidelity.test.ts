/**
 * Where a virtual printer most easily parts from the real stack (scenario-fidelity.ts), put to the sim
 * against the genuine Klipper + Moonraker's answers (recorded/fidelity.json).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, type TestSim } from '../server/testing/harness'
import { differences } from './compare'
import { normalise, type Recording, type ScenarioResult } from './scenario'
import { runFidelityScenario } from './scenario-fidelity'

const recorded = path.join(import.meta.dirname, 'recorded', 'fidelity.json')

/** Answers that follow the host's hardware: compared by shape where both answered. */
const HOST_ANSWERS = ['machine.peripherals.usb', 'machine.peripherals.serial', 'machine.peripherals.video', 'machine.peripherals.canbus']

describe.runIf(existsSync(recorded))('the virtual printer where it most easily parts from Klipper', () => {
  const real = JSON.parse(readFileSync(recorded, 'utf8')) as ScenarioResult
  let t: TestSim
  let sim: Recording
  beforeAll(async () => {
    t = await startTestSim({ fake: false, timeScale: 20, without: ['power', 'timelapse', 'spoolman', 'sensor', 'mqtt'] })
    sim = normalise((await runFidelityScenario(t.url)).answers, [t.dataDir]) as Recording
  }, 180_000)
  afterAll(() => t?.close())

  it('asks every recorded question', () => {
    expect(Object.keys(sim).sort()).toEqual(Object.keys(real.answers).sort())
  })

  it('reports no layer for a file that only has slicer comments', () => {
    expect(sim['print_stats.info without SET_PRINT_STATS_INFO']).toEqual(real.answers['print_stats.info without SET_PRINT_STATS_INFO'])
  })

  it('forgets the file position and progress after a cancel, as Klipper does', () => {
    expect((sim['virtual_sdcard while printing'].result as { moved: boolean }).moved).toBe(true)
    expect(sim['virtual_sdcard after cancel']).toEqual(real.answers['virtual_sdcard after cancel'])
    expect(sim['print_stats after cancel']).toEqual(real.answers['print_stats after cancel'])
  })

  it('goes through Klippy’s startup phase on a restart', () => {
    expect(sim['klippy states through a restart']).toEqual(real.answers['klippy states through a restart'])
  })

  it('answers the peripherals calls shaped as Moonraker does', () => {
    for (const name of HOST_ANSWERS) {
      const r = real.answers[name]
      const s = sim[name]
      // A host without CAN sockets answers the canbus call with an error; the sim models one that has them.
      if (r.error && name === 'machine.peripherals.canbus') {
        expect(s.result, name).toEqual({ can_uuids: [] })
        continue
      }
      expect(differences(name, r, s), name).toEqual([])
    }
  })

  it('keeps the fields a partial webcam update leaves out', () => {
    for (const name of ['server.webcams.post_item new', 'server.webcams.post_item partial', 'server.webcams.get_item after partial']) {
      expect(sim[name], name).toEqual(real.answers[name])
    }
  })

  it('refuses a JSON body sent as text/plain', () => {
    expect(sim['POST text/plain JSON body']).toEqual(real.answers['POST text/plain JSON body'])
  })
})
