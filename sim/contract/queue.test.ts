/**
 * The job queue and notifier questions (scenario-queue.ts) put to the sim, against the genuine
 * Moonraker's answers (recorded/queue.json): the same answers and errors, and for each step the same
 * queue notifications (action, files, state) in the same order.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, type TestSim } from '../server/testing/harness'
import { differences, type Difference } from './compare'
import { normalise, type Recording, type ScenarioResult } from './scenario'
import { AUTOMATIC_QUEUE, QUEUE_CONF, runQueueScenario, runTransitionScenario } from './scenario-queue'

const recorded = path.join(import.meta.dirname, 'recorded', 'queue.json')
const recordedTransition = path.join(import.meta.dirname, 'recorded', 'queue-transition.json')

describe.runIf(existsSync(recorded))('the job queue and the notifiers answer like Moonraker', () => {
  const real = JSON.parse(readFileSync(recorded, 'utf8')) as ScenarioResult
  let t: TestSim
  let sim: Recording
  beforeAll(async () => {
    t = await startTestSim({ fake: false, timeScale: 20, without: ['power', 'timelapse', 'spoolman', 'sensor', 'mqtt'] })
    appendFileSync(path.join(t.dataDir, 'config', 'moonraker.conf'), QUEUE_CONF)
    await t.restart()
    sim = normalise((await runQueueScenario(t.url)).answers, [t.dataDir]) as Recording
  }, 120_000)
  afterAll(() => t?.close())

  it('asks every recorded question', () => {
    expect(Object.keys(sim).sort()).toEqual(Object.keys(real.answers).sort())
  })

  it('gives the same answers, error codes and messages', () => {
    const found: Difference[] = []
    for (const [name, r] of Object.entries(real.answers)) if (!name.endsWith(' changes')) found.push(...differences(name, r, sim[name] ?? {}))
    expect(found).toEqual([])
  })

  it('sends the same queue notifications at each step, in order', () => {
    for (const [name, r] of Object.entries(real.answers)) if (name.endsWith(' changes')) expect(sim[name], name).toEqual(r)
  })

  it('holds the same queue after each step', () => {
    const files = (a: Recording[string]) => (a.result as { queued_jobs?: { filename: string }[]; queue_state?: string } | undefined)
    for (const [name, r] of Object.entries(real.answers)) {
      const want = files(r)
      if (!want?.queued_jobs) continue
      const got = files(sim[name])
      expect({ files: got?.queued_jobs?.map((j) => j.filename), state: got?.queue_state }, name).toEqual({ files: want.queued_jobs.map((j) => j.filename), state: want.queue_state })
    }
  })
})

describe.runIf(existsSync(recordedTransition))('the job queue moves on to the next job like Moonraker', () => {
  const real = JSON.parse(readFileSync(recordedTransition, 'utf8')) as ScenarioResult
  let t: TestSim
  let sim: Recording
  beforeAll(async () => {
    // Time as the real host keeps it: the transition delay is measured in seconds.
    t = await startTestSim({ fake: false, timeScale: 1, without: ['power', 'timelapse', 'spoolman', 'sensor', 'mqtt'] })
    const conf = path.join(t.dataDir, 'config', 'moonraker.conf')
    writeFileSync(conf, readFileSync(conf, 'utf8').replace(/\[job_queue\][^[]*/, `${AUTOMATIC_QUEUE}\n`))
    await t.restart()
    sim = normalise((await runTransitionScenario(t.url)).answers, [t.dataDir]) as Recording
  }, 120_000)
  afterAll(() => t?.close())

  it('loads the second job by itself after the first print and the transition delay, then pauses the empty queue', () => {
    expect(sim['transition changes']).toEqual(real.answers['transition changes'])
    expect(sim['transition delay']).toEqual(real.answers['transition delay'])
    for (const name of ['job_queue.post_job two', 'job_queue.start', 'job_queue.status after']) expect(differences(name, real.answers[name], sim[name])).toEqual([])
  })
})
