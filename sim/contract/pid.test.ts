/**
 * PID_CALIBRATE (scenario-pid.ts) on the sim running the reference printer.cfg, against the genuine
 * stack's answers (recorded/pid.json): its errors, the queue held while it cycles, the parameters
 * line and the values held for SAVE_CONFIG. Gains follow each heater's physics, so numbers are
 * compared by form.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestSim } from '../server/testing/harness'
import { hasReferenceConfig, startReferenceSim } from './reference-sim'
import { normalise, type Recording, type ScenarioResult } from './scenario'
import { runPidScenario } from './scenario-pid'

const recorded = path.join(import.meta.dirname, 'recorded', 'pid.json')

type End = { result: { parameters: string } & Record<string, unknown> }
/** The parameters line; the notice after it the sim words itself. */
const firstLine = (a: Recording[string] | undefined) => (a as End | undefined)?.result.parameters.split('\n')[0]
const withoutLines = (a: Recording[string] | undefined) => ({ ...(a as End | undefined)?.result, parameters: undefined })

describe.runIf(hasReferenceConfig && existsSync(recorded))('PID_CALIBRATE answers like Klipper', () => {
  const real = JSON.parse(readFileSync(recorded, 'utf8')) as ScenarioResult
  let t: TestSim
  let sim: Recording
  beforeAll(async () => {
    ;({ t } = await startReferenceSim())
    sim = normalise((await runPidScenario(t.url)).answers, [t.dataDir]) as Recording
  }, 240_000)
  afterAll(() => t?.close())

  it('refuses a missing target, an unknown heater and a target over max_temp with Klipper’s messages', () => {
    for (const name of ['PID_CALIBRATE without a target', 'PID_CALIBRATE of an unknown heater', 'PID_CALIBRATE over max_temp']) {
      expect({ name, ...sim[name] }).toEqual({ name, ...real.answers[name] })
    }
  })

  it('holds the call while it heats and cycles, the heater at the target and idle_timeout "Printing"', () => {
    expect(sim['while it runs']).toEqual(real.answers['while it runs'])
  })

  it('ends with the parameters line, the heater off, and control and gains pending for SAVE_CONFIG', () => {
    expect(firstLine(sim['when it ends'])).toBe(firstLine(real.answers['when it ends']))
    expect((sim['when it ends'] as End).result.parameters).toContain('SAVE_CONFIG')
    expect(withoutLines(sim['when it ends'])).toEqual(withoutLines(real.answers['when it ends']))
  })

  it('reports temperatures as a heater wait does, in the same form', () => {
    expect(sim['the other lines it prints']).toEqual(real.answers['the other lines it prints'])
  })
})
