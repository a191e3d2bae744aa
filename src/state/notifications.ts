import { create } from 'zustand'
import { showToast } from './toasts'

export type NotificationType = 'info' | 'success' | 'announcement' | 'warning' | 'error'

export interface AppNotification {
  id: string
  type: NotificationType
  title: string
  description?: string
  to?: string
  timestamp: number
  /** Can the user clear it (announcements are dismissed instead). */
  clear?: boolean
  /** Replace an existing notification with the same title. */
  merge?: boolean
  /** Also show it as a toast. */
  snackbar?: boolean
  suffix?: string
  noCount?: boolean
  /** The words of the link to `to` when it is a page of the app ('Settings → Versions'). */
  linkLabel?: string
  /** Kept at the top of the bell's list (available updates), above newer notifications. */
  top?: boolean
}

/** The pinned ones first, each group newest first (the order they were pushed in). */
function pinnedFirst(list: AppNotification[]): AppNotification[] {
  return [...list.filter((n) => n.top), ...list.filter((n) => !n.top)]
}

/** The bell keeps this many: a tab open for days drops the oldest that may be cleared. */
export const MAX_NOTIFICATIONS = 100

function capped(list: AppNotification[]): AppNotification[] {
  let excess = list.length - MAX_NOTIFICATIONS
  if (excess <= 0) return list
  const kept: AppNotification[] = []
  for (let i = list.length - 1; i >= 0; i--) {
    const n = list[i]
    if (excess > 0 && n.clear !== false && !n.top) excess--
    else kept.push(n)
  }
  return kept.reverse()
}

interface NotificationStore {
  notifications: AppNotification[]
}

export const useNotificationStore = create<NotificationStore>(() => ({ notifications: [] }))

/**
 * Adds a notification; a '?' or empty title is ignored; merge replaces a same-title one (a warning
 * that became an error). Announcements come from the printer's feed: a local notification that
 * happens to share a title never replaces one, nor the other way round.
 */
export function pushNotification(n: Omit<AppNotification, 'id' | 'timestamp'> & { id?: string; timestamp?: number }): void {
  if (!n.title || n.title === '?') return
  const notification: AppNotification = { clear: true, ...n, id: n.id ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`, timestamp: n.timestamp ?? Date.now() }
  useNotificationStore.setState((s) => {
    const isAnnouncement = n.type === 'announcement'
    const list = n.merge ? s.notifications.filter((x) => x.title !== n.title || (x.type === 'announcement') !== isAnnouncement) : s.notifications
    if (!n.merge && n.id && list.some((x) => x.id === n.id)) return s
    return { notifications: capped(pinnedFirst([notification, ...list])) }
  })
  if (n.snackbar) showToast({ type: n.type === 'announcement' ? 'info' : n.type, title: n.title, message: n.description ?? '' })
}

export function clearNotification(id: string): void {
  useNotificationStore.setState((s) => ({ notifications: s.notifications.filter((n) => n.id !== id) }))
}

export function clearAllNotifications(): void {
  useNotificationStore.setState((s) => ({ notifications: s.notifications.filter((n) => n.clear === false) }))
}

/** The bell's colour: error if any error, else warning, else none. */
export function bellColour(list: AppNotification[]): 'error' | 'warning' | 'none' {
  if (list.some((n) => n.type === 'error')) return 'error'
  if (list.some((n) => n.type === 'warning')) return 'warning'
  return 'none'
}
