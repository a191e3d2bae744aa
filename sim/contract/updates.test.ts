/**
 * The update manager questions (scenario-updates.ts) put to the sim, against the genuine Moonraker's
 * answers (recorded/updates.json). The hosts track different software on purpose (the sim's catalog has
 * commits to install, a dirty repo, a web client and system packages; the reference host has two
 * current git repos): entries are compared by type, operations by their answers and the shape of what
 * they notify.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, type TestSim } from '../server/testing/harness'
import { compareShape, differences, type Difference } from './compare'
import { normalise, type Recording, type ScenarioResult } from './scenario'
import { runUpdateScenario, UPDATE_TARGET } from './scenario-updates'

const recorded = path.join(import.meta.dirname, 'recorded', 'updates.json')

/** Answers whose values follow what each host has installed. */
const STATUS_ANSWERS = ['update status', 'update status refresh', `update refresh ${UPDATE_TARGET}`, 'update status refresh again', 'update refresh without name', 'update status after']

const GITHUB =
  'Moonraker reports the GitHub rate limit as null until its first GitHub API request; the reference host has no web client and is offline, the sim tracks one'
/** Where the sim still differs from the real stack, and why that is accepted. */
const KNOWN: Record<string, string> = {
  ...Object.fromEntries(
    STATUS_ANSWERS.flatMap((n) => ['github_rate_limit', 'github_requests_remaining', 'github_limit_reset_time'].map((f) => [`${n}: ${f}: real null, sim number`, GITHUB])),
  ),
  [`update recover ${UPDATE_TARGET}: real error 503 "Service Actions Not Available", sim answered`]:
    'the reference host runs Moonraker with `[machine] provider: none`, so restarting the service after a recovery fails; the sim models a systemd host',
}

interface UpdateResponse {
  application: string
  proc_id: number
  message: string
  complete: boolean
}

describe.runIf(existsSync(recorded))('the update manager answers like Moonraker', () => {
  const real = JSON.parse(readFileSync(recorded, 'utf8')) as ScenarioResult
  let t: TestSim
  let sim: ScenarioResult
  beforeAll(async () => {
    t = await startTestSim({ fake: false, timeScale: 20, without: ['power', 'timelapse', 'spoolman', 'sensor', 'mqtt'] })
    const raw = await runUpdateScenario(t.url)
    sim = { answers: normalise(raw.answers, [t.dataDir]) as Recording, notifications: normalise(raw.notifications, [t.dataDir]) as ScenarioResult['notifications'] }
  }, 120_000)
  afterAll(() => t?.close())

  it('asks every recorded question', () => {
    expect(Object.keys(sim.answers).sort()).toEqual(Object.keys(real.answers).sort())
  })

  it('gives the same error codes and messages, and the same status shape for each updater type', () => {
    const found: Difference[] = []
    for (const [name, r] of Object.entries(real.answers)) {
      if (name.endsWith(' messages')) continue
      found.push(...differences(name, r, sim.answers[name] ?? {}, { maps: ['version_info'] }))
    }
    expect(found.filter((d) => !(d in KNOWN))).toEqual([])
  })

  it('shapes every version_info entry of a type the reference host has like Moonraker does', () => {
    const entries = (a: Recording[string]) => Object.values((a.result as { version_info: Record<string, { configured_type: string }> }).version_info)
    for (const name of STATUS_ANSWERS) {
      const want = new Map(entries(real.answers[name]).map((e) => [e.configured_type, e]))
      for (const e of entries(sim.answers[name])) {
        if (want.has(e.configured_type)) expect(compareShape(want.get(e.configured_type), e).filter((d) => !(d in KNOWN)), `${name} ${e.configured_type}`).toEqual([])
      }
    }
  })

  it('notifies a refresh once it is done, and not for a refresh skipped within a minute of the last', () => {
    for (const step of ['update status refresh', `update refresh ${UPDATE_TARGET}`, 'update status refresh again']) {
      expect([...new Set(sim.notifications[step].methods)], step).toEqual([...new Set(real.notifications[step].methods)])
    }
  })

  it('streams update responses named and shaped as Moonraker does, the last one complete', () => {
    for (const op of ['upgrade', 'rollback', 'recover']) {
      const step = `update ${op} ${UPDATE_TARGET}`
      const want = real.answers[`${step} messages`].result as UpdateResponse[]
      const got = sim.answers[`${step} messages`].result as UpdateResponse[]
      if (!want.length) continue
      expect(got.length, step).toBeGreaterThan(0)
      expect(compareShape(want[0], got[0]), step).toEqual([])
      expect(new Set(got.map((m) => m.application)), step).toEqual(new Set(want.map((m) => m.application)))
      expect(got.every((m) => m.message.startsWith(`Git Repo ${UPDATE_TARGET}: `) || !want.every((w) => w.message.startsWith(`Git Repo ${UPDATE_TARGET}: `))), step).toBe(true)
      expect(got[got.length - 1].complete, step).toBe(true)
      expect(got.slice(0, -1).some((m) => m.complete), step).toBe(false)
    }
  })
})
