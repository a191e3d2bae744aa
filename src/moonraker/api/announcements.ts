import { moonraker } from '../client'
import type { Announcement } from '../types'

export const listAnnouncements = (includeDismissed = false) =>
  moonraker().call<{ entries: Announcement[]; feeds: string[] }>('server.announcements.list', { include_dismissed: includeDismissed })
/** wake_time: seconds until the entry comes back; omitted = dismissed for good. */
export const dismissAnnouncement = (entry_id: string, wake_time?: number) =>
  moonraker().call<{ entry_id: string }>('server.announcements.dismiss', wake_time ? { entry_id, wake_time } : { entry_id })
