import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RpcError, startTestSim, until, type TestSim } from '../testing/harness'

interface Spool {
  id: number
  remaining_weight: number
  used_weight: number
  remaining_length: number
  archived: boolean
  filament: { name: string; material: string; color_hex: string; vendor: { name: string } }
}

const proxy = (t: TestSim, body: Record<string, unknown>) => t.request('POST', '/server/spoolman/proxy', body)

describe('spoolman', () => {
  let t: TestSim
  beforeAll(async () => {
    t = await startTestSim({ timeScale: 50 })
  })
  afterAll(() => t.close())

  it('is listed as a component and starts with no active spool', async () => {
    const info = (await t.request('GET', '/server/info')).body.result
    expect(info.components).toContain('spoolman')
    expect((await t.request('GET', '/server/spoolman/status')).body.result).toEqual({ spoolman_connected: true, pending_reports: [], spool_id: null })
  })

  it("proxies Spoolman's API: spools without the archived ones, one spool, a missing one", async () => {
    const spools: Spool[] = (await proxy(t, { request_method: 'GET', path: '/v1/spool' })).body.result
    expect(spools.map((s) => s.id)).toEqual([1, 2, 3, 4, 5])
    expect(spools[0]).toMatchObject({ id: 1, remaining_weight: 835.7, used_weight: 164.3, archived: false, filament: { material: 'PLA', color_hex: '3B3B44', vendor: { name: 'Prusament' } } })
    expect(spools[0].remaining_length).toBeGreaterThan(200_000)
    const all: Spool[] = (await proxy(t, { request_method: 'GET', path: '/v1/spool', query: 'allow_archived=true' })).body.result
    expect(all).toHaveLength(6)
    const v2 = (await proxy(t, { request_method: 'GET', path: '/v1/spool/99', use_v2_response: true })).body.result
    expect(v2).toEqual({ response: null, error: { status_code: 404, message: 'No spool with ID 99 found.' } })
    const v1 = await proxy(t, { request_method: 'GET', path: '/v1/spool/99' })
    expect(v1.status).toBe(404)
    expect((await proxy(t, { request_method: 'GET', path: 'v1/spool' })).body.error.message).toBe('Invalid path, must start with the API version, e.g. /v1')
    expect((await proxy(t, { request_method: 'GET', path: '/v1/spool', body: {} })).body.error.message).toBe('GET requests cannot have a body')
    expect((await proxy(t, { request_method: 'HEAD', path: '/v1/spool' })).body.error.message).toBe('Invalid HTTP method: HEAD')
    const vendors = (await proxy(t, { request_method: 'GET', path: '/v1/vendor' })).body.result
    expect(vendors.map((v: { name: string }) => v.name)).toEqual(['Prusament', 'Polymaker', 'eSun'])
  })

  it('sets the active spool, notifies it, and deducts what the extruder pushes', async () => {
    const c = await t.rpc()
    expect(await c.call('server.spoolman.post_spool_id', { spool_id: 2 })).toEqual({ spool_id: 2 })
    expect((await c.waitFor('notify_active_spool_set')).params).toEqual([{ spool_id: 2 }])
    expect(await c.call('server.spoolman.get_spool_id')).toEqual({ spool_id: 2 })
    const before: Spool = await c.call('server.spoolman.proxy', { request_method: 'GET', path: '/v1/spool/2' })
    const toolhead = t.klippy()!.status.toolhead
    toolhead.position = [0, 0, 0, 1000]
    await until(async () => {
      const now: Spool = await c.call('server.spoolman.proxy', { request_method: 'GET', path: '/v1/spool/2' })
      return now.remaining_weight < before.remaining_weight ? now : null
    })
    const after: Spool = await c.call('server.spoolman.proxy', { request_method: 'GET', path: '/v1/spool/2' })
    // 1 m of 1.75 mm PETG (1.27 g/cm³) is about 3.05 g.
    expect(before.remaining_weight - after.remaining_weight).toBeCloseTo(3.05, 1)
    await expect(c.call('server.spoolman.post_spool_id', { spool_id: 'x' })).rejects.toBeInstanceOf(RpcError)
    expect(await c.call('server.spoolman.post_spool_id', {})).toEqual({ spool_id: null })
  })

  it('says when Spoolman is down, and keeps the active spool across a restart', async () => {
    const c = await t.rpc()
    await c.call('server.spoolman.post_spool_id', { spool_id: 4 })
    await t.request('POST', '/sim/fault', { flag: 'spoolman-down', enabled: true })
    expect((await c.waitFor('notify_spoolman_status_changed')).params).toEqual([{ spoolman_connected: false }])
    const down = await proxy(t, { request_method: 'GET', path: '/v1/spool', use_v2_response: true })
    expect(down.body.result).toEqual({ response: null, error: { status_code: 503, message: 'Spoolman server not available' } })
    expect((await proxy(t, { request_method: 'GET', path: '/v1/spool' })).status).toBe(503)
    await t.restart()
    expect((await t.request('GET', '/server/spoolman/spool_id')).body.result).toEqual({ spool_id: 4 })
    expect((await t.request('GET', '/server/spoolman/status')).body.result.spoolman_connected).toBe(true)
  })

  it('answers Method not found without a [spoolman] section', async () => {
    const off = await startTestSim({ without: ['spoolman'] })
    try {
      const c = await off.rpc()
      await expect(c.call('server.spoolman.status')).rejects.toMatchObject({ code: -32601, message: 'Method not found' })
      expect((await off.request('GET', '/server/info')).body.result.components).not.toContain('spoolman')
    } finally {
      await off.close()
    }
  })
})
