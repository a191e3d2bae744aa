import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, type TestSim } from '../testing/harness'

describe('/sim/plant: printer-provided text where clients show it', () => {
  let t: TestSim
  beforeAll(async () => {
    t = await startTestSim()
  })
  afterAll(() => t.close())

  const plant = (body: unknown) => t.request('POST', '/sim/plant', body)

  it('adds a Moonraker warning to server.info', async () => {
    expect((await plant({ warning: '<b>hostile</b>' })).body.result).toEqual({ planted: ['warning'] })
    expect((await t.request('GET', '/server/info')).body.result.warnings).toContain('<b>hostile</b>')
  })

  it('adds an announcement entry and tells connected clients', async () => {
    const c = await t.rpc()
    await plant({ announcement_title: '<i>t</i>', announcement_description: '<i>d</i>', announcement_url: 'javascript:alert(1)' })
    const note = await c.waitFor('notify_announcement_update')
    const entries = (note.params?.[0] as { entries: { title: string }[] }).entries
    expect(entries[0]).toMatchObject({ title: '<i>t</i>' })
    const listed = (await t.request('GET', '/server/announcements/list')).body.result.entries
    expect(listed[0]).toMatchObject({ title: '<i>t</i>', description: '<i>d</i>', url: 'javascript:alert(1)', feed: 'moonraker', dismissed: false })
    // The planted entry can be dismissed like any other.
    expect((await t.request('POST', '/server/announcements/dismiss', { entry_id: listed[0].entry_id })).status).toBe(200)
    c.close()
  })

  it('reports planted throttle flags in proc_stats and notify_cpu_throttled', async () => {
    const c = await t.rpc()
    await plant({ throttled_flags: ['<u>flag</u>', 'Previously Throttled'] })
    const note = await c.waitFor('notify_cpu_throttled')
    expect(note.params?.[0]).toMatchObject({ flags: ['<u>flag</u>', 'Previously Throttled'] })
    const stats = (await t.request('GET', '/machine/proc_stats')).body.result
    expect(stats.throttled_state).toEqual({ bits: 4, flags: ['<u>flag</u>', 'Previously Throttled'] })
    c.close()
  })

  it('refuses an empty request', async () => {
    const r = await plant({})
    expect(r.status).toBe(400)
  })
})
