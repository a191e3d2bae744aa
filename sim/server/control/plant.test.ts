import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, type TestSim } from '../testing/harness'

async function waitUntilReady(t: TestSim): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if ((await t.request('GET', '/server/info')).body.result.klippy_state === 'ready') return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('Klippy never became ready')
}

describe('/sim/plant: printer-provided text and objects where clients show them', () => {
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

  it('refuses a status that is not objects of fields', async () => {
    expect((await plant({ status: { toolhead: 7 } })).status).toBe(400)
  })

  it('refuses an empty request', async () => {
    const r = await plant({})
    expect(r.status).toBe(400)
  })
})

describe('/sim/plant status: printer objects of an unexpected shape', () => {
  let t: TestSim
  beforeAll(async () => {
    t = await startTestSim({ fake: false })
    await waitUntilReady(t)
  })
  afterAll(() => t.close())

  const plant = (body: unknown) => t.request('POST', '/sim/plant', body)

  it('puts printer object fields as given over the simulated ones, and gives them back', async () => {
    const query = async () => (await t.request('GET', '/printer/objects/query?toolhead=homed_axes,max_velocity')).body.result.status.toolhead
    const c = await t.rpc()
    await c.call('printer.objects.subscribe', { objects: { toolhead: ['homed_axes'] } })
    expect((await plant({ status: { toolhead: { homed_axes: { x: true } } } })).body.result).toEqual({ planted: ['status'] })
    const update = await c.waitFor('notify_status_update', (n) => (n.params?.[0] as { toolhead?: object }).toolhead !== undefined)
    expect((update.params?.[0] as { toolhead: object }).toolhead).toEqual({ homed_axes: { x: true } })
    expect(await query()).toMatchObject({ homed_axes: { x: true }, max_velocity: expect.any(Number) })
    await plant({ status: { toolhead: null } })
    expect((await query()).homed_axes).toBe('')
    c.close()
  })
})
