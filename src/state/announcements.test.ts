import { beforeEach, describe, expect, it } from 'vitest'
import { announcementId, showAnnouncements } from './announcements'
import { useNotificationStore } from './notifications'
import type { Announcement } from '../moonraker/types'

const entry = (id: string, dismissed = false): Announcement => ({
  entry_id: id, url: 'https://example.com', title: `Title ${id}`, description: 'text', priority: 'normal', date: 1700000000, dismissed, source: 'moonraker', feed: 'moonraker',
})

describe('announcements in the bell', () => {
  beforeEach(() => useNotificationStore.setState({ notifications: [] }))
  it('shows undismissed entries as announcement notifications that cannot be cleared', () => {
    showAnnouncements([entry('a'), entry('b', true)])
    const list = useNotificationStore.getState().notifications
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ type: 'announcement', title: 'Title a', clear: false })
    expect(announcementId(list[0].id)).toBe('a')
  })
  it('drops entries the server no longer lists', () => {
    showAnnouncements([entry('a')])
    showAnnouncements([])
    expect(useNotificationStore.getState().notifications).toHaveLength(0)
  })
})
