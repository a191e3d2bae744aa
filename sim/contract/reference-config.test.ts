/**
 * The sim run on the reference stack's own printer.cfg (recorded/printer.cfg): with the same config,
 * it lists the same G-code commands, types configfile.settings the same way (bed_mesh profiles,
 * the always-loaded verify_heater and force_move sections …) and finds the same analog inputs.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RpcClient, TestSim } from '../server/testing/harness'
import { compareShape } from './compare'
import { hasReferenceConfig, startReferenceSim } from './reference-sim'
import type { Recording } from './scenario'

const here = import.meta.dirname
const real = JSON.parse(readFileSync(path.join(here, 'recorded', 'answers.json'), 'utf8')) as Recording

describe.runIf(hasReferenceConfig)("the sim on the reference printer's printer.cfg", () => {
  let t: TestSim
  let c: RpcClient
  beforeAll(async () => {
    ;({ t, c } = await startReferenceSim())
  }, 60_000)
  afterAll(() => t?.close())

  it('lists every command Klipper lists, and no other (the help texts are its own)', async () => {
    const help = await c.call<Record<string, string>>('printer.gcode.help')
    expect(Object.keys(help).sort()).toEqual(Object.keys(real['printer.gcode.help'].result as object).sort())
  })

  it('types configfile.settings as Klipper does, section by section', async () => {
    const sim = await c.call<{ status: { configfile: { settings: unknown } } }>('printer.objects.query', { objects: { configfile: ['settings'] } })
    const want = (real['printer.objects.query configfile settings'].result as { status: { configfile: { settings: unknown } } }).status.configfile.settings
    expect(compareShape(want, sim.status.configfile.settings)).toEqual([])
  })

  it('finds the same analog inputs for QUERY_ADC', async () => {
    const lines: string[] = []
    const seen = c.notifications.length
    await c.call('printer.gcode.script', { script: 'QUERY_ADC' })
    await new Promise((r) => setTimeout(r, 200))
    for (const n of c.notifications.slice(seen)) if (n.method === 'notify_gcode_response') lines.push(String(n.params?.[0]))
    expect(lines).toEqual((real['gcode QUERY_ADC'].result as { responses: string[] }).responses)
  })
})
