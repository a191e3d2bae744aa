import { beforeEach, describe, expect, it } from 'vitest'
import type { UpdateStatus } from '../moonraker/types'
import { resetStoredSettings, setStoredLocally } from './settings/store'
import { clearAllNotifications, useNotificationStore } from './notifications'
import { applyUpdateStatus, resetVersions, VERSION_NOTIFICATION_ID } from './versions'

const behind: UpdateStatus = {
  busy: false,
  version_info: { klipper: { version: 'v0.12.0', remote_version: 'v0.12.0-4', commits_behind_count: 4, is_valid: true, is_dirty: false } },
}

const notifyUpdates = (on: boolean) =>
  setStoredLocally('uiSettings', 'general.enableVersionNotifications', on)
const versionNotice = () => useNotificationStore.getState().notifications.find((n) => n.id === VERSION_NOTIFICATION_ID)

describe('update notifications (general.enableVersionNotifications)', () => {
  beforeEach(() => {
    resetStoredSettings()
    resetVersions()
    clearAllNotifications()
  })

  it('tell the bell about available updates when on', () => {
    notifyUpdates(true)
    applyUpdateStatus(behind)
    expect(versionNotice()).toMatchObject({ title: 'Updates available', description: 'klipper → v0.12.0-4', linkLabel: 'Open Settings → Versions', top: true, to: '/settings#versions' })
  })

  it('stay quiet when off, and clear one already shown', () => {
    notifyUpdates(true)
    applyUpdateStatus(behind)
    notifyUpdates(false)
    applyUpdateStatus(behind)
    expect(versionNotice()).toBeUndefined()
  })
})
