/**
 * The paper test of a printer without a probe (scenario-manual-probe.ts) on the sim running the
 * reference printer.cfg, against the genuine stack's answers (recorded/manual-probe.json): replies,
 * console lines, the manual_probe object and where the nozzle is after each step, and the mesh the
 * accepted heights make.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestSim } from '../server/testing/harness'
import { hasReferenceConfig, startReferenceSim } from './reference-sim'
import { normalise, type Recording, type ScenarioResult } from './scenario'
import { runManualProbeScenario } from './scenario-manual-probe'

const recorded = path.join(import.meta.dirname, 'recorded', 'manual-probe.json')

/** The last ACCEPT: Klipper's first line ends the run; the saved-profile line after it the sim words itself. */
const LAST = 'point 9 ACCEPT'
type Step = { result: { notified: string } }
const firstLine = (a: Recording[string] | undefined) => (a as Step | undefined)?.result.notified.split('\n')[0]
const withoutLines = (a: Recording[string] | undefined) => ({ ...(a as Step | undefined)?.result, notified: undefined })

describe.runIf(hasReferenceConfig && existsSync(recorded))('the paper test on a printer without a probe answers like Klipper', () => {
  const real = JSON.parse(readFileSync(recorded, 'utf8')) as ScenarioResult
  let t: TestSim
  let sim: Recording
  beforeAll(async () => {
    ;({ t } = await startReferenceSim())
    sim = normalise((await runManualProbeScenario(t.url, undefined, 0.25)).answers, [t.dataDir]) as Recording
  }, 240_000)
  afterAll(() => t?.close())

  it('asks every recorded question', () => {
    expect(Object.keys(sim).sort()).toEqual(Object.keys(real.answers).sort())
  })

  it('gives the same replies, lines, manual_probe fields and nozzle positions at every step', () => {
    for (const name of Object.keys(real.answers).filter((n) => n !== LAST)) expect({ name, ...sim[name] }).toEqual({ name, ...real.answers[name] })
  })

  it('ends the run on the last ACCEPT and builds the same mesh, pending for SAVE_CONFIG', () => {
    expect(firstLine(sim[LAST])).toBe(firstLine(real.answers[LAST]))
    expect(withoutLines(sim[LAST])).toEqual(withoutLines(real.answers[LAST]))
    expect(sim['the mesh from the paper test']).toEqual(real.answers['the mesh from the paper test'])
    expect(sim['pending after the paper test']).toEqual(real.answers['pending after the paper test'])
  })
})
