import { listAnnouncements } from '../moonraker/api/announcements'
import type { Announcement } from '../moonraker/types'
import { pushNotification, useNotificationStore } from './notifications'
import { useServerStore } from './server'

/** Snooze presets of SPEC §4, in seconds: 1 hour, 1 day, 7 days. */
export const SNOOZE_PRESETS = [3600, 86400, 604800] as const

const PREFIX = 'announcement:'

/** Announcements live in the bell as notifications that are dismissed (on the server), not cleared. */
export function showAnnouncements(entries: Announcement[]): void {
  const ids = new Set(entries.map((e) => PREFIX + e.entry_id))
  useNotificationStore.setState((s) => ({ notifications: s.notifications.filter((n) => !n.id.startsWith(PREFIX) || ids.has(n.id)) }))
  for (const e of entries) {
    if (e.dismissed) continue
    pushNotification({ id: PREFIX + e.entry_id, type: 'announcement', title: e.title, description: e.description, to: e.url, timestamp: e.date * 1000, clear: false })
  }
}

export async function refreshAnnouncements(): Promise<void> {
  if (!useServerStore.getState().components.includes('announcements')) return
  const { entries } = await listAnnouncements()
  showAnnouncements(entries)
}

/** The entry id of an announcement notification, or null. */
export function announcementId(notificationId: string): string | null {
  return notificationId.startsWith(PREFIX) ? notificationId.slice(PREFIX.length) : null
}

/** Any announcement notification: the list is read again (entries carry their dismissed state). */
export function handleAnnouncementsChanged(): void {
  refreshAnnouncements().catch(() => undefined)
}
