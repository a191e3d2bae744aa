import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, until, type TestSim } from '../testing/harness'

interface UpdateResponse {
  application: string
  proc_id: number
  message: string
  complete: boolean
}

describe('update manager', () => {
  let t: TestSim
  beforeAll(async () => {
    t = await startTestSim({ timeScale: 100 })
    await until(async () => (await t.request('GET', '/server/info')).body.result.klippy_state === 'ready')
  })
  afterAll(() => t.close())

  it('reports version info for moonraker, klipper, the client and the system', async () => {
    const s = (await t.request('GET', '/machine/update/status')).body.result
    expect(s).toMatchObject({ busy: false, github_rate_limit: 60 })
    expect(Object.keys(s.version_info).sort()).toEqual(['klipper', 'moonraker', 'stratum', 'system'])
    expect(s.version_info.klipper).toMatchObject({ configured_type: 'git_repo', is_valid: true, commits_behind_count: 4 })
    expect(s.version_info.klipper.commits_behind[0]).toEqual(
      expect.objectContaining({ sha: expect.any(String), author: expect.any(String), date: expect.any(String), subject: expect.any(String), tag: null }),
    )
    expect(s.version_info.stratum).toMatchObject({ configured_type: 'web', version: 'v1.19.0' })
    expect(s.version_info.system).toMatchObject({ configured_type: 'system', package_count: 4 })
  })

  it('streams an update, finishes it and refreshes', async () => {
    const c = await t.rpc()
    expect(await c.call('machine.update.upgrade', { name: 'klipper' })).toBe('ok')
    const responses = c.notifications.filter((n) => n.method === 'notify_update_response').map((n) => n.params?.[0] as UpdateResponse)
    expect(responses.length).toBeGreaterThan(3)
    expect(responses.every((r) => r.application === 'klipper' && r.proc_id === responses[0].proc_id)).toBe(true)
    expect(responses.at(-1)?.complete).toBe(true)
    expect(responses.slice(0, -1).every((r) => !r.complete)).toBe(true)
    const refreshed = await c.waitFor('notify_update_refreshed')
    const info = (refreshed.params?.[0] as { version_info: Record<string, { version: string; remote_version: string; commits_behind: unknown[] }> }).version_info
    expect(info.klipper.version).toBe(info.klipper.remote_version)
    expect(info.klipper.commits_behind).toEqual([])
    // A klipper update restarts klipper.
    await c.waitFor('notify_klippy_disconnected')
    await c.waitFor('notify_klippy_ready')
    c.close()
  })

  it('updates the system packages and rolls back a client', async () => {
    await t.request('POST', '/machine/update/system')
    expect((await t.request('GET', '/machine/update/status')).body.result.version_info.system.package_count).toBe(0)
    await t.request('POST', '/machine/update/rollback', { name: 'stratum' })
    expect((await t.request('GET', '/machine/update/status')).body.result.version_info.stratum.version).toBe('v1.18.2')
    await t.request('POST', '/machine/update/client', { name: 'stratum' })
    expect((await t.request('GET', '/machine/update/status')).body.result.version_info.stratum.version).toBe('v1.19.0')
    const c = await t.rpc()
    expect((await t.request('POST', '/machine/update/recover', { name: 'klipper', hard: true })).body.result).toBe('ok')
    await c.waitFor('notify_klippy_ready')
    c.close()
    expect((await t.request('POST', '/machine/update/client', { name: 'nothing' })).status).toBe(404)
  })

  it('refuses updates while printing', async () => {
    t.klippy()!.printDurationMs = 60_000
    await t.request('POST', '/printer/print/start', { filename: 'cube.gcode' })
    expect((await t.request('POST', '/machine/update/moonraker')).status).toBe(503)
    expect((await t.request('POST', '/machine/update/refresh')).status).toBe(503)
    await t.request('POST', '/printer/print/cancel')
    const r = await t.request('POST', '/machine/update/refresh', { name: 'klipper' })
    expect(r.body.result.version_info).toHaveProperty('moonraker')
  })

  it('keeps installed versions across a restart and reports moonraker upgrades in server.info', async () => {
    const before = (await t.request('GET', '/server/info')).body.result.moonraker_version
    // A dirty repo is refused until recovered; recovering Moonraker restarts it.
    expect((await t.request('POST', '/machine/update/moonraker')).status).toBe(400)
    await t.request('POST', '/machine/update/recover', { name: 'moonraker', hard: false })
    await new Promise((r) => setTimeout(r, 500))
    const clean = await until(async () => (await fetch(`${t.url}/machine/update/status`).then((r) => r.json()).catch(() => null))?.result?.version_info, 3000, 50)
    expect(clean.moonraker.is_dirty).toBe(false)
    const c = await t.rpc()
    await c.call('machine.update.moonraker')
    // Moonraker restarts itself after its update.
    await c.closed
    const after = await until(async () => (await fetch(`${t.url}/server/info`).then((r) => r.json()).catch(() => null))?.result?.moonraker_version, 3000, 50)
    expect(after).not.toBe(before)
    await t.restart()
    expect((await t.request('GET', '/server/info')).body.result.moonraker_version).toBe(after)
    expect((await t.request('GET', '/machine/update/status')).body.result.version_info.klipper.commits_behind).toEqual([])
  })
})
