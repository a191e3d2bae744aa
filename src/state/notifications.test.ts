import { beforeEach, describe, expect, it } from 'vitest'
import { bellColour, MAX_NOTIFICATIONS, pushNotification, useNotificationStore } from './notifications'

describe('notifications', () => {
  beforeEach(() => useNotificationStore.setState({ notifications: [] }))
  it('ignores empty and "?" titles', () => {
    pushNotification({ type: 'info', title: '' })
    pushNotification({ type: 'info', title: '?' })
    expect(useNotificationStore.getState().notifications).toHaveLength(0)
  })
  it('a merged notification never replaces an announcement that shares its title', () => {
    useNotificationStore.setState({ notifications: [] })
    pushNotification({ type: 'announcement', title: 'Under-voltage detected', description: 'feed entry', merge: true })
    pushNotification({ type: 'warning', title: 'Under-voltage detected', description: 'local', merge: true })
    expect(useNotificationStore.getState().notifications.map((n) => n.type).sort()).toEqual(['announcement', 'warning'])
    useNotificationStore.setState({ notifications: [] })
  })

  it('merge replaces a notification with the same title', () => {
    pushNotification({ type: 'warning', title: 'Throttled', description: 'one', merge: true })
    pushNotification({ type: 'error', title: 'Throttled', description: 'two', merge: true })
    const list = useNotificationStore.getState().notifications
    expect(list).toHaveLength(1)
    expect(list[0].description).toBe('two')
  })
  it('keeps a pinned notification (available updates) above newer ones', () => {
    pushNotification({ type: 'info', title: 'Updates available', top: true, merge: true })
    pushNotification({ type: 'warning', title: 'Throttled' })
    pushNotification({ type: 'error', title: 'Heater fault' })
    expect(useNotificationStore.getState().notifications.map((n) => n.title)).toEqual(['Updates available', 'Heater fault', 'Throttled'])
    pushNotification({ type: 'info', title: 'Updates available', top: true, merge: true })
    expect(useNotificationStore.getState().notifications.map((n) => n.title)).toEqual(['Updates available', 'Heater fault', 'Throttled'])
  })
  it('colours the bell by the worst entry', () => {
    pushNotification({ type: 'info', title: 'a' })
    expect(bellColour(useNotificationStore.getState().notifications)).toBe('none')
    pushNotification({ type: 'warning', title: 'b' })
    expect(bellColour(useNotificationStore.getState().notifications)).toBe('warning')
    pushNotification({ type: 'error', title: 'c' })
    expect(bellColour(useNotificationStore.getState().notifications)).toBe('error')
  })
  it('keeps the newest 100, never dropping one that may not be cleared or a pinned one', () => {
    useNotificationStore.setState({ notifications: [] })
    pushNotification({ type: 'warning', title: 'Kept', clear: false })
    pushNotification({ type: 'info', title: 'Pinned', top: true })
    for (let i = 1; i <= 120; i++) pushNotification({ type: 'info', title: `Print ${i} done` })
    const titles = useNotificationStore.getState().notifications.map((n) => n.title)
    expect(titles).toHaveLength(MAX_NOTIFICATIONS)
    expect(titles[0]).toBe('Pinned')
    expect(titles[1]).toBe('Print 120 done')
    expect(titles).toContain('Kept')
    expect(titles).not.toContain('Print 22 done')
    expect(titles).toContain('Print 23 done')
  })
})
