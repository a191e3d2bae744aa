/**
 * The [sensor] component of the virtual printer against genuine Moonraker's answers with the same
 * sensor configured (recorded/sensors.json, scenario-sensors.ts): the same keys and types, the same
 * errors, the same notification, and a job's energy field in auxiliary_data and the totals.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, type TestSim } from '../server/testing/harness'
import { differences } from './compare'
import { normalise, type Recording, type ScenarioResult } from './scenario'
import { runSensorScenario } from './scenario-sensors'

const recorded = path.join(import.meta.dirname, 'recorded', 'sensors.json')

describe.runIf(existsSync(recorded))('the sensor component of the virtual printer', () => {
  const real = JSON.parse(readFileSync(recorded, 'utf8')) as ScenarioResult
  let t: TestSim
  let sim: Recording
  beforeAll(async () => {
    t = await startTestSim({ fake: false, timeScale: 20, without: ['power', 'timelapse', 'spoolman'] })
    sim = normalise((await runSensorScenario(t.url, null)).answers, [t.dataDir]) as Recording
  }, 120_000)
  afterAll(() => t?.close())

  it('answers with the same keys, types and errors', () => {
    // Measurements are lists of numbers: their length depends on how long each server has run.
    const found = Object.entries(real.answers).flatMap(([name, r]) => differences(name, r, sim[name] ?? {}))
    expect(found).toEqual([])
  })

  it('describes the sensor and its history field as Moonraker does', () => {
    expect(sim['server.sensors.info extended'].result).toMatchObject({
      ...(real.answers['server.sensors.info extended'].result as object),
      values: expect.any(Object),
    })
  })

  it('records the energy field in the job and the totals', () => {
    const strip = (list: unknown) => (list as Record<string, unknown>[]).map((a) => ({ ...a, value: typeof a.value }))
    expect(strip(sim['job auxiliary_data'].result)).toEqual(strip(real.answers['job auxiliary_data'].result))
    const totals = (a: Recording[string]) => (a.result as { auxiliary_totals: Record<string, unknown>[] }).auxiliary_totals.map((x) => ({ ...x, maximum: typeof x.maximum, total: typeof x.total }))
    expect(totals(sim['server.history.totals'])).toEqual(totals(real.answers['server.history.totals']))
  })
})
