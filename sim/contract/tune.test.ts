/**
 * The tune questions (scenario-tune.ts) put to the sim running on the reference printer.cfg, against
 * the answers of the genuine stack (recorded/tune.json): with the same config the answers match in
 * value, not only in shape — reply lines, pending SAVE_CONFIG items, the block SAVE_CONFIG writes.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestSim } from '../server/testing/harness'
import { differences, type Difference } from './compare'
import { hasReferenceConfig, startReferenceSim } from './reference-sim'
import { normalise, type Recording, type ScenarioResult } from './scenario'
import { runTuneScenario, TUNE_PROFILE } from './scenario-tune'

const recorded = path.join(import.meta.dirname, 'recorded', 'tune.json')

/** Where the sim still differs from the real stack on these questions, and why. */
const KNOWN: Record<string, string> = {}

/**
 * Informational lines the sim words itself (no client parses them; see "Help texts" in sim/README.md):
 * only that a line comes, not its text, is compared.
 */
const OWN_TEXT = new Set([`gcode BED_MESH_PROFILE SAVE=${TUNE_PROFILE}`, 'gcode BED_MESH_PROFILE REMOVE=mesh_profile_2'])

/**
 * The reference stack's endstop pins float high, so they always read TRIGGERED; the sim's switches close
 * only when the axis sits on them. The lines and fields are compared with the readings left out.
 */
const ENDSTOP_READINGS = new Set(['gcode QUERY_ENDSTOPS', 'tune query_endstops object', 'tune printer.query_endstops.status', 'tune printer.query_endstops.status before query'])
const withoutReadings = (v: unknown): unknown =>
  JSON.parse(JSON.stringify(v ?? null).replace(/\b(open|TRIGGERED)\b/g, 'STATE').replace(/("stepper_[a-z]+":)[01]\b/g, '$10'))

/** The block's second line is a comment Klipper never reads; the sim words it itself. */
const withoutHeaderComment = (block: unknown) => String(block).split('\n').filter((_, i) => i !== 1).join('\n')

type Status = { status: Record<string, Record<string, unknown>> }
const statusOf = (a: Recording[string] | undefined, object: string) => (a?.result as Status | undefined)?.status[object]

describe.runIf(hasReferenceConfig && existsSync(recorded))('tune commands on the reference printer.cfg answer like Klipper', () => {
  const real = JSON.parse(readFileSync(recorded, 'utf8')) as ScenarioResult
  let t: TestSim
  let sim: ScenarioResult
  beforeAll(async () => {
    ;({ t } = await startReferenceSim())
    const raw = await runTuneScenario(t.url)
    sim = { answers: normalise(raw.answers, [t.dataDir]) as Recording, notifications: normalise(raw.notifications, [t.dataDir]) as ScenarioResult['notifications'] }
  }, 120_000)
  afterAll(() => t?.close())

  it('asks every recorded question', () => {
    expect(Object.keys(sim.answers).sort()).toEqual(Object.keys(real.answers).sort())
  })

  it('gives the same keys, types, error codes and messages', () => {
    const found: Difference[] = []
    for (const [name, r] of Object.entries(real.answers)) found.push(...differences(name, r, sim.answers[name] ?? {}, { maps: ['status.bed_mesh.profiles', 'status.configfile.save_config_pending_items'] }))
    expect(found.filter((d) => !(d in KNOWN))).toEqual([])
  })

  it('answers the tune G-code with the same replies and console lines', () => {
    const lines = (a: Recording[string] | undefined) => (a?.result as { responses?: string[] } | undefined)?.responses ?? []
    const mismatched: string[] = []
    for (const [name, r] of Object.entries(real.answers)) {
      if (!name.startsWith('gcode ') || name === 'gcode SAVE_CONFIG') continue
      const same = OWN_TEXT.has(name)
        ? lines(sim.answers[name]).length === lines(r).length
        : ENDSTOP_READINGS.has(name)
          ? JSON.stringify(withoutReadings(sim.answers[name])) === JSON.stringify(withoutReadings(r))
          : JSON.stringify(sim.answers[name]) === JSON.stringify(r)
      if (!same) mismatched.push(`${name}: real ${JSON.stringify(r)}, sim ${JSON.stringify(sim.answers[name])}`)
    }
    expect(mismatched).toEqual([])
    expect(sim.answers['gcode SAVE_CONFIG']).toEqual(real.answers['gcode SAVE_CONFIG'])
  })

  it('reports the same mesh, profiles and pending SAVE_CONFIG items after each step', () => {
    for (const [name, r] of Object.entries(real.answers)) {
      if (name.startsWith('tune bed_mesh')) {
        const want = statusOf(r, 'bed_mesh')!
        const got = statusOf(sim.answers[name], 'bed_mesh')!
        for (const field of ['profile_name', 'mesh_min', 'mesh_max', 'probed_matrix']) expect(got[field], `${name} ${field}`).toEqual(want[field])
        expect(Object.keys(got.profiles as object).sort(), `${name} profiles`).toEqual(Object.keys(want.profiles as object).sort())
        const [wm, gm] = [want.mesh_matrix as number[][], got.mesh_matrix as number[][]]
        expect(gm.length, `${name} mesh_matrix rows`).toBe(wm.length)
        wm.forEach((row, i) => row.forEach((v, j) => expect(gm[i][j], `${name} mesh_matrix[${i}][${j}]`).toBeCloseTo(v, 5)))
      }
      if (name.startsWith('tune configfile')) expect(statusOf(sim.answers[name], 'configfile'), name).toEqual(statusOf(r, 'configfile'))
      if (name.startsWith('tune filament sensor')) expect(sim.answers[name].result, name).toEqual(r.result)
      if (ENDSTOP_READINGS.has(name)) expect(withoutReadings(sim.answers[name]), name).toEqual(withoutReadings(r))
    }
  })

  it('writes the same SAVE_CONFIG block and one dated backup, then restarts', () => {
    const block = (a: ScenarioResult) => withoutHeaderComment(a.answers['tune printer.cfg block after SAVE_CONFIG'].result)
    expect(block(sim)).toEqual(block(real))
    expect(sim.answers['tune config backups after SAVE_CONFIG'].result).toEqual(real.answers['tune config backups after SAVE_CONFIG'].result)
    const want = new Set(real.notifications.save_config.methods)
    const got = new Set(sim.notifications.save_config?.methods ?? [])
    expect([...got].filter((m) => !want.has(m)), 'only in sim').toEqual([])
    expect([...want].filter((m) => !got.has(m)), 'missing in sim').toEqual([])
    expect(sim.notifications.save_config.examples.notify_gcode_response).toEqual(real.notifications.save_config.examples.notify_gcode_response)
  })
})
