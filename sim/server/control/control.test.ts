import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, until, type TestSim } from '../testing/harness'

describe('fault switches and the console flood', () => {
  let t: TestSim
  beforeAll(async () => {
    t = await startTestSim()
    await until(async () => (await t.request('GET', '/server/info')).body.result.klippy_state === 'ready')
  })
  afterAll(() => t.close())

  const fault = (flag: string, enabled: boolean) => t.request('POST', '/sim/fault', { flag, enabled })

  it('simulates a lost Klippy connection', async () => {
    const c = await t.rpc()
    expect((await fault('klippy-disconnected', true)).body.result).toMatchObject({ flag: 'klippy-disconnected', enabled: true })
    await c.waitFor('notify_klippy_disconnected')
    expect((await t.request('GET', '/sim/faults')).body.result.faults).toEqual(['klippy-disconnected'])
    const info = (await t.request('GET', '/server/info')).body.result
    expect(info).toMatchObject({ klippy_connected: false, klippy_state: 'disconnected' })
    const printer = await t.request('GET', '/printer/info')
    expect(printer.status).toBe(503)
    expect(printer.body.error.message).toBe('Klippy Host not connected')
    await fault('klippy-disconnected', false)
    await c.waitFor('notify_klippy_ready')
    expect((await t.request('GET', '/printer/info')).status).toBe(200)
    c.close()
  })

  it('simulates a Klippy that is still starting', async () => {
    t.sim.setFault('klippy-starting', true)
    expect((await t.request('GET', '/server/info')).body.result.klippy_state).toBe('startup')
    expect((await t.request('GET', '/printer/info')).body.result.state).toBe('startup')
    const q = await t.request('GET', '/printer/objects/query?webhooks')
    expect(q.status).toBe(503)
    expect(q.body.error.message).toBe('Klippy not ready')
    t.sim.setFault('klippy-starting', false)
    expect((await t.request('GET', '/printer/objects/query?webhooks')).status).toBe(200)
  })

  it('simulates an MCU shutdown that a firmware restart clears', async () => {
    const c = await t.rpc()
    await c.call('printer.objects.subscribe', { objects: { webhooks: null } })
    await fault('klippy-shutdown', true)
    await c.waitFor('notify_klippy_shutdown')
    await c.waitFor('notify_status_update', (n) => (n.params?.[0] as { webhooks?: { state: string } }).webhooks?.state === 'shutdown')
    const q = (await t.request('GET', '/printer/objects/query?webhooks')).body.result.status.webhooks
    expect(q.state).toBe('shutdown')
    expect(q.state_message).toContain('Timer too close')
    const g = await t.request('POST', '/printer/gcode/script', { script: 'G28' })
    expect(g.status).toBe(400)
    await t.request('POST', '/printer/firmware_restart')
    await c.waitFor('notify_klippy_ready')
    expect((await t.request('GET', '/sim/faults')).body.result.faults).toEqual([])
    c.close()
  })

  it('drops every socket once and lets clients reconnect', async () => {
    const c = await t.rpc()
    await fault('drop-sockets', true)
    expect(await c.closed).toBe(1011)
    expect((await t.request('GET', '/sim/faults')).body.result.faults).toEqual([])
    const again = await t.rpc()
    expect(await again.call('server.info')).toHaveProperty('klippy_state')
    again.close()
  })

  it('delays every reply while slow-replies is on', async () => {
    await fault('slow-replies', true)
    const start = Date.now()
    const c = await t.rpc()
    await Promise.all([t.request('GET', '/server/info'), c.call('server.info'), expect(c.call('no.such.method')).rejects.toThrow()])
    expect(Date.now() - start).toBeGreaterThanOrEqual(1400)
    await fault('slow-replies', false)
    c.close()
  })

  it('puts a deprecated option into printer.cfg while config-warnings is on', async () => {
    const real = await startTestSim({ fake: false })
    try {
      const warnings = async () => (await real.request('GET', '/printer/objects/query?configfile=warnings')).body.result?.status?.configfile?.warnings
      await until(async () => (await warnings())?.length === 0, 10_000)
      await real.request('POST', '/sim/fault', { flag: 'config-warnings', enabled: true })
      await until(async () => (await warnings())?.some((w: { type: string }) => w.type === 'deprecated_option'), 10_000)
      await real.request('POST', '/sim/fault', { flag: 'config-warnings', enabled: false })
      await until(async () => (await warnings())?.length === 0, 10_000)
    } finally {
      await real.close()
    }
  })

  it('answers 503 like a proxy in front of a restarting Moonraker, sockets refused, until the outage ends', async () => {
    const c = await t.rpc()
    expect((await t.request('POST', '/sim/outage', { mode: 'unavailable', seconds: 0.6 })).body.result).toEqual({ mode: 'unavailable', seconds: 0.6 })
    expect(await c.closed).toBe(1012)
    const res = await fetch(`${t.url}/server/info`)
    expect(res.status).toBe(503)
    expect(res.statusText).toBe('Service Unavailable')
    expect(await res.text()).toContain('503 Service Temporarily Unavailable')
    await expect(t.rpc()).rejects.toThrow()
    // The switches stay reachable, and tell what is going on.
    expect((await t.request('GET', '/sim/faults')).body.result.outage).toBe('unavailable')
    await until(async () => (await fetch(`${t.url}/server/info`)).status === 200, 3000)
    const again = await t.rpc()
    expect(await again.call('server.info')).toHaveProperty('klippy_state')
    again.close()
  })

  it('stops answering at all during a down outage (a host reboot) and comes back when it ends', async () => {
    const c = await t.rpc()
    await t.request('POST', '/sim/outage', { mode: 'down', seconds: 0 })
    expect(await c.closed).toBe(1001)
    await expect(fetch(`${t.url}/server/info`)).rejects.toThrow()
    t.sim.endOutage()
    expect((await t.request('GET', '/server/info')).status).toBe(200)
    t.sim.outage('down', 0.3)
    await expect(fetch(`${t.url}/server/info`)).rejects.toThrow()
    await until(async () => (await fetch(`${t.url}/server/info`).catch(() => null))?.status === 200, 3000)
    expect((await t.request('POST', '/sim/outage', { mode: 'sideways', seconds: 1 })).status).toBe(400)
  })

  it('refuses unknown fault names', async () => {
    expect((await fault('no-such-fault', true)).status).toBe(400)
    expect(() => t.sim.setFault('no-such-fault', true)).toThrow()
  })

  it('floods the console at the requested rate', async () => {
    const c = await t.rpc()
    const r = await t.request('POST', '/sim/flood', { lines_per_second: 400, seconds: 0.5 })
    expect(r.body.result).toEqual({ lines_per_second: 400, seconds: 0.5, total_lines: 200 })
    await until(() => c.notifications.filter((n) => n.method === 'notify_gcode_response').length >= 200, 3000)
    const lines = c.notifications.filter((n) => n.method === 'notify_gcode_response').map((n) => n.params?.[0] as string)
    expect(lines[0]).toContain('flood 1')
    expect((await t.request('GET', '/server/gcode_store')).body.result.gcode_store.length).toBeGreaterThanOrEqual(200)
    c.close()
  })
})
