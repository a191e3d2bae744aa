import { beforeEach, describe, expect, it } from 'vitest'
import { bellColour, pushNotification, useNotificationStore } from './notifications'

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
})
