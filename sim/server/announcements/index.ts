import type { SimCore } from '../core'
import type { Database } from '../database/store'
import { getString, optBool, optNumber } from '../params'
import { ApiError } from '../types'

const NAMESPACE = 'announcements'
const DAY = 86_400
const CONFIGURED_FEEDS = ['moonraker', 'klipper']

interface Entry {
  entry_id: string
  url: string
  title: string
  description: string
  priority: 'normal' | 'high'
  date: number
  source: 'moonlight' | 'internal'
  feed: string
}

interface Dismissal {
  date_dismissed: number
  /** Unix time the entry wakes again; null = dismissed for good. */
  wake_at: number | null
}

interface Persisted {
  dismissed: Record<string, Dismissal>
  feeds: string[]
}

function catalog(now: number): Entry[] {
  return [
    {
      entry_id: 'arksine/moonlight/issue/31',
      url: 'https://github.com/Arksine/moonlight/issues/31',
      title: 'Klipper: the bed mesh fade settings changed',
      description: 'Meshes saved before this release keep working, but fade_end is now checked against the mesh size. Check your [bed_mesh] section after updating.',
      priority: 'normal',
      date: Math.floor(now - 2 * DAY),
      source: 'moonlight',
      feed: 'klipper',
    },
    {
      entry_id: 'arksine/moonlight/issue/29',
      url: 'https://github.com/Arksine/moonlight/issues/29',
      title: 'Moonraker: update your service file',
      description: 'The next Moonraker release needs a newer systemd unit. The update manager installs it for you when sudo access is available.',
      priority: 'high',
      date: Math.floor(now - 9 * DAY),
      source: 'moonlight',
      feed: 'moonraker',
    },
    {
      entry_id: 'arksine/moonlight/issue/24',
      url: 'https://github.com/Arksine/moonlight/issues/24',
      title: 'Moonraker: webcams are now configured in the database',
      description: 'Cameras added from a web client are stored by Moonraker, so every client sees the same list.',
      priority: 'normal',
      date: Math.floor(now - 40 * DAY),
      source: 'moonlight',
      feed: 'moonraker',
    },
  ]
}

/** server.announcements.* of announcements.md, with dismissals that survive a restart. */
export function installAnnouncements(core: SimCore, db: Database, configuredFeeds: string[]): { stop(): void; plant(entry: Pick<Entry, 'title' | 'description' | 'url'>): void } {
  const configured = [...new Set([...CONFIGURED_FEEDS, ...configuredFeeds.map((f) => f.toLowerCase())])]
  const state: Persisted = db.getItemOr(NAMESPACE, 'sim_state', { dismissed: {}, feeds: [] })
  const entries = catalog(Date.now() / 1000)
  const timers = new Map<string, NodeJS.Timeout>()
  const save = () => db.insertItem(NAMESPACE, 'sim_state', state)
  const feeds = () => [...configured, ...state.feeds.filter((f) => !configured.includes(f))]
  const visible = () => entries.filter((e) => feeds().includes(e.feed))

  const view = (e: Entry) => {
    const d = state.dismissed[e.entry_id]
    return {
      ...e,
      dismissed: Boolean(d),
      date_dismissed: d?.date_dismissed ?? null,
      dismiss_wake: d?.wake_at ? Math.max(0, d.wake_at - Date.now() / 1000) : null,
    }
  }
  const list = (includeDismissed: boolean) =>
    visible()
      .map(view)
      .filter((e) => includeDismissed || !e.dismissed)
      .sort((a, b) => b.date - a.date)

  const scheduleWake = (id: string, wakeAt: number) => {
    clearTimeout(timers.get(id))
    const t = setTimeout(() => {
      timers.delete(id)
      delete state.dismissed[id]
      save()
      core.notify('notify_announcement_wake', [{ entry_id: id }])
    }, Math.max(0, wakeAt * 1000 - Date.now()))
    timers.set(id, t)
  }
  for (const [id, d] of Object.entries(state.dismissed)) if (d.wake_at) scheduleWake(id, d.wake_at)

  const reg = (d: Parameters<SimCore['registry']['register']>[0]) => core.registry.register(d)

  reg({
    method: 'server.announcements.list',
    http: [{ verb: 'GET', path: '/server/announcements/list' }],
    handler: (params) => ({ entries: list(optBool(params, 'include_dismissed', true)), feeds: feeds() }),
  })

  reg({
    method: 'server.announcements.update',
    http: [{ verb: 'POST', path: '/server/announcements/update' }],
    handler: () => ({ entries: list(true), modified: false }),
  })

  reg({
    method: 'server.announcements.dismiss',
    http: [{ verb: 'POST', path: '/server/announcements/dismiss' }],
    handler(params) {
      const id = getString(params, 'entry_id')
      if (!entries.some((e) => e.entry_id === id)) throw new ApiError(400, `No key matching entry id: ${id}`)
      const wake = optNumber(params, 'wake_time')
      const now = Date.now() / 1000
      state.dismissed[id] = { date_dismissed: now, wake_at: wake && wake > 0 ? now + wake : null }
      clearTimeout(timers.get(id))
      if (wake && wake > 0) scheduleWake(id, now + wake)
      save()
      core.notify('notify_announcement_dismissed', [{ entry_id: id }])
      return { entry_id: id }
    },
  })

  reg({
    method: 'server.announcements.feeds',
    http: [{ verb: 'GET', path: '/server/announcements/feeds' }],
    handler: () => ({ feeds: feeds() }),
  })

  reg({
    method: 'server.announcements.post_feed',
    http: [{ verb: 'POST', path: '/server/announcements/feed' }],
    handler(params) {
      const name = getString(params, 'name').toLowerCase()
      if (feeds().includes(name)) return { feed: name, action: 'skipped' }
      state.feeds.push(name)
      save()
      core.notify('notify_announcement_update', [{ entries: list(true) }])
      return { feed: name, action: 'added' }
    },
  })

  reg({
    method: 'server.announcements.delete_feed',
    http: [{ verb: 'DELETE', path: '/server/announcements/feed' }],
    handler(params) {
      const name = getString(params, 'name').toLowerCase()
      if (configured.includes(name)) throw new ApiError(400, `Feed '${name}' is set in moonraker.conf and cannot be removed`)
      if (!state.feeds.includes(name)) throw new ApiError(404, `Feed '${name}' not found`)
      state.feeds = state.feeds.filter((f) => f !== name)
      save()
      core.notify('notify_announcement_update', [{ entries: list(true) }])
      return { feed: name, action: 'removed' }
    },
  })

  // A test's entry (/sim/plant), newest and in the first configured feed, as a feed update brings it.
  const plant = (e: Pick<Entry, 'title' | 'description' | 'url'>) => {
    entries.push({ ...e, entry_id: `arksine/moonlight/issue/${100 + entries.length}`, priority: 'high', date: Math.floor(Date.now() / 1000), source: 'moonlight', feed: configured[0] })
    core.notify('notify_announcement_update', [{ entries: list(true) }])
  }

  const stop = () => {
    for (const t of timers.values()) clearTimeout(t)
    timers.clear()
  }
  return { stop, plant }
}
