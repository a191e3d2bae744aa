/**
 * A macro prompt's lines put to the virtual printer against genuine Klipper + Moonraker's answers
 * (recorded/prompt.json, scenario-prompt.ts).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, type TestSim } from '../server/testing/harness'
import { normalise, type Recording, type ScenarioResult } from './scenario'
import { runPromptScenario } from './scenario-prompt'

const recorded = path.join(import.meta.dirname, 'recorded', 'prompt.json')

describe.runIf(existsSync(recorded))('a macro prompt on the virtual printer', () => {
  const real = JSON.parse(readFileSync(recorded, 'utf8')) as ScenarioResult
  let t: TestSim
  let sim: Recording
  beforeAll(async () => {
    t = await startTestSim({ fake: false, without: ['power', 'timelapse', 'spoolman', 'sensor', 'mqtt'] })
    sim = normalise((await runPromptScenario(t.url)).answers, [t.dataDir]) as Recording
  }, 120_000)
  afterAll(() => t?.close())

  it('notifies each RESPOND TYPE=command line as Klipper does ("// action:prompt_…"), and an echo as an echo', () => {
    expect(sim['a prompt sent with RESPOND TYPE=command']).toEqual(real.answers['a prompt sent with RESPOND TYPE=command'])
    expect(sim['a prompt line sent as an echo']).toEqual(real.answers['a prompt line sent as an echo'])
    expect(sim['the prompt closed']).toEqual(real.answers['the prompt closed'])
  })

  it('keeps the script and every line in the gcode store, where a client that connects later finds the prompt', () => {
    expect(sim['what the gcode store keeps of it']).toEqual(real.answers['what the gcode store keeps of it'])
  })
})
