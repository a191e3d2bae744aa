/**
 * The virtual printer without [spoolman] against a genuine Moonraker without it
 * (recorded/spoolman.json, scenario-spoolman.ts): methods and routes answer as absent.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, type TestSim } from '../server/testing/harness'
import type { ScenarioResult } from './scenario'
import { runSpoolmanScenario } from './scenario-spoolman'

const recorded = path.join(import.meta.dirname, 'recorded', 'spoolman.json')

describe.runIf(existsSync(recorded))('a virtual printer without Spoolman', () => {
  const real = JSON.parse(readFileSync(recorded, 'utf8')) as ScenarioResult
  let t: TestSim
  let sim: ScenarioResult
  beforeAll(async () => {
    t = await startTestSim({ without: ['power', 'timelapse', 'spoolman', 'sensor', 'mqtt'] })
    sim = await runSpoolmanScenario(t.url)
  }, 60_000)
  afterAll(() => t?.close())

  it("answers the spoolman methods and routes as Moonraker does when the component is not loaded", () => {
    expect(sim.answers).toEqual(real.answers)
  })
})
