/**
 * The bridge websocket and the accelerometer endpoint on a printer without an accelerometer, the
 * virtual printer on the reference printer.cfg against genuine Klipper + Moonraker's answers
 * (recorded/shaper.json, scenario-shaper.ts).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestSim } from '../server/testing/harness'
import { hasReferenceConfig, startReferenceSim } from './reference-sim'
import { normalise, type Recording, type ScenarioResult } from './scenario'
import { runShaperScenario } from './scenario-shaper'

const recorded = path.join(import.meta.dirname, 'recorded', 'shaper.json')

describe.runIf(existsSync(recorded) && hasReferenceConfig)('the bridge socket without an accelerometer', () => {
  const real = JSON.parse(readFileSync(recorded, 'utf8')) as ScenarioResult
  let t: TestSim | undefined
  let sim: Recording
  beforeAll(async () => {
    ;({ t } = await startReferenceSim())
    sim = normalise((await runShaperScenario(t.url)).answers, [t.dataDir]) as Recording
  }, 120_000)
  afterAll(() => t?.close())

  it("passes Klipper's API through: info's fields, unknown paths and objects", () => {
    for (const q of ['bridge: info', 'bridge: an unknown path', 'bridge: objects/query input_shaper']) expect(sim[q], q).toEqual(real.answers[q])
  })

  it('answers adxl345/dump_adxl345 as an unknown path when there is no chip', () => {
    for (const q of ['bridge: adxl345/dump_adxl345 without a chip', 'bridge: adxl345/dump_adxl345 without a sensor']) expect(sim[q], q).toEqual(real.answers[q])
  })

  it('has none of the accelerometer and shaper commands', () => {
    for (const q of Object.keys(real.answers).filter((k) => k.startsWith('bridge: gcode/script'))) expect(sim[q], q).toEqual(real.answers[q])
  })
})
