import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, type TestSim } from '../testing/harness'

describe('announcements', () => {
  let t: TestSim
  beforeAll(async () => {
    t = await startTestSim()
  })
  afterAll(() => t.close())

  it('lists entries newest first with their feeds', async () => {
    const r = (await t.request('GET', '/server/announcements/list')).body.result
    expect(r.feeds).toEqual(['moonraker', 'klipper'])
    expect(r.entries.length).toBeGreaterThanOrEqual(2)
    const dates = r.entries.map((e: { date: number }) => e.date)
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
    expect(r.entries[0]).toMatchObject({
      entry_id: expect.any(String),
      url: expect.any(String),
      title: expect.any(String),
      description: expect.any(String),
      priority: expect.stringMatching(/normal|high/),
      dismissed: false,
      date_dismissed: null,
      dismiss_wake: null,
      source: 'moonlight',
      feed: expect.any(String),
    })
    expect((await t.request('POST', '/server/announcements/update')).body.result).toMatchObject({ modified: false })
  })

  it('dismisses an entry, wakes it later, and keeps dismissals across a restart', async () => {
    const c = await t.rpc()
    const [first, second] = (await c.call<{ entries: { entry_id: string }[] }>('server.announcements.list')).entries
    expect(await c.call('server.announcements.dismiss', { entry_id: first.entry_id, wake_time: 1.5 })).toEqual({ entry_id: first.entry_id })
    await c.waitFor('notify_announcement_dismissed', (n) => (n.params?.[0] as { entry_id: string }).entry_id === first.entry_id)
    const listed = await c.call<{ entries: { entry_id: string; dismissed: boolean; dismiss_wake: number | null }[] }>('server.announcements.list')
    const entry = listed.entries.find((e) => e.entry_id === first.entry_id)!
    expect(entry.dismissed).toBe(true)
    expect(entry.dismiss_wake).toBeGreaterThan(0)
    const active = await c.call<{ entries: unknown[] }>('server.announcements.list', { include_dismissed: false })
    expect(active.entries).toHaveLength(listed.entries.length - 1)
    await c.waitFor('notify_announcement_wake', (n) => (n.params?.[0] as { entry_id: string }).entry_id === first.entry_id, 8000)

    await c.call('server.announcements.dismiss', { entry_id: second.entry_id })
    await t.restart()
    const after = (await t.request('GET', '/server/announcements/list')).body.result.entries
    expect(after.find((e: { entry_id: string }) => e.entry_id === second.entry_id)).toMatchObject({ dismissed: true, dismiss_wake: null })
    expect((await t.request('POST', '/server/announcements/dismiss', { entry_id: 'no/such/entry' })).status).toBe(400)
  })

  it('adds and removes feeds', async () => {
    expect((await t.request('POST', '/server/announcements/feed', { name: 'stratum' })).body.result).toEqual({ feed: 'stratum', action: 'added' })
    expect((await t.request('POST', '/server/announcements/feed', { name: 'stratum' })).body.result).toEqual({ feed: 'stratum', action: 'skipped' })
    expect((await t.request('GET', '/server/announcements/feeds')).body.result.feeds).toEqual(['moonraker', 'klipper', 'stratum'])
    expect((await t.request('DELETE', '/server/announcements/feed?name=klipper')).status).toBe(400)
    expect((await t.request('DELETE', '/server/announcements/feed?name=ghost')).status).toBe(404)
    expect((await t.request('DELETE', '/server/announcements/feed?name=stratum')).body.result).toEqual({ feed: 'stratum', action: 'removed' })
  })
})
