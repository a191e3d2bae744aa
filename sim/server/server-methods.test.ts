import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, until, type TestSim } from './testing/harness'

describe('server administration', () => {
  let t: TestSim
  beforeAll(async () => {
    t = await startTestSim({ auth: true, users: [{ username: 'op', password: 'pw' }] })
  })
  afterAll(() => t.close())

  const headers = async () => {
    const { token } = (await t.request('POST', '/access/login', { username: 'op', password: 'pw' })).body.result
    return { Authorization: `Bearer ${token}` }
  }

  it('writes a realistic data folder', () => {
    for (const p of ['config/printer.cfg', 'config/moonraker.conf', 'gcodes', 'logs/moonraker.log', 'logs/klippy.log', 'database']) {
      expect(existsSync(join(t.dataDir, p))).toBe(true)
    }
    expect(readFileSync(join(t.dataDir, 'config', 'moonraker.conf'), 'utf8')).toMatch(/\[authorization\][\s\S]*trusted_clients:/)
  })

  it('reports the configuration with the runtime auth settings', async () => {
    const cfg = (await t.request('GET', '/server/config', undefined, await headers())).body.result
    expect(cfg.config.authorization).toMatchObject({ force_logins: true, trusted_clients: [] })
    expect(cfg.config.server.port).toBe(Number(new URL(t.url).port))
    expect(cfg.config['power printer_light']).toMatchObject({ type: 'gpio', locked_while_printing: true })
    expect(cfg.orig.DEFAULT).toEqual({})
  })

  it('rolls the logs over', async () => {
    const h = await headers()
    const r = await t.request('POST', '/server/logs/rollover', {}, h)
    expect(r.body.result).toEqual({ rolled_over: ['moonraker', 'klipper'], failed: {} })
    const logs = readdirSync(join(t.dataDir, 'logs'))
    expect(logs.filter((f) => f.startsWith('moonraker.log.')).length).toBe(1)
    expect(logs).toContain('moonraker.log')
    expect((await t.request('POST', '/server/logs/rollover', { application: 'nginx' }, h)).status).toBe(400)
  })

  it('restarts: sockets drop, the API comes back', async () => {
    const h = await headers()
    const c = await t.rpc(`?access_token=${h.Authorization.slice(7)}`)
    expect(await c.call('server.restart')).toBe('ok')
    await c.closed
    await until(async () => (await fetch(`${t.url}/server/info`, { headers: h }).catch(() => null))?.status === 200, 3000, 50)
  })
})
