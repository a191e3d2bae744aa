/**
 * The sim run on the reference stack's own printer.cfg (recorded/printer.cfg): with the same config,
 * it lists the same G-code commands, types configfile.settings the same way (bed_mesh profiles,
 * the always-loaded verify_heater and force_move sections …) and finds the same analog inputs.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RpcClient, startTestSim, until, type TestSim } from '../server/testing/harness'
import { compareShape } from './compare'
import type { Recording } from './scenario'

const here = import.meta.dirname
const cfgPath = path.join(here, 'recorded', 'printer.cfg')
const real = JSON.parse(readFileSync(path.join(here, 'recorded', 'answers.json'), 'utf8')) as Recording

describe.runIf(existsSync(cfgPath))("the sim on the reference printer's printer.cfg", () => {
  let t: TestSim
  let c: RpcClient
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'stratum-reference-'))
    mkdirSync(path.join(dir, 'config'), { recursive: true })
    writeFileSync(path.join(dir, 'config', 'printer.cfg'), readFileSync(cfgPath, 'utf8').split('<data>').join(dir))
    // The reference host has no timelapse component, whose macros would add commands.
    t = await startTestSim({ fake: false, timeScale: 20, dataDir: dir, without: ['power', 'timelapse'] })
    c = await t.rpc()
    await until(async () => (await c.call<{ klippy_state: string }>('server.info')).klippy_state === 'ready', 20_000)
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
