import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ServerInfo } from '../moonraker/types'
import { resetServer, setServerInfo, useServerStore } from './server'
import { whenComponentsKnown } from './server-components'

const listWebcams = vi.hoisted(() => vi.fn())
vi.mock('../moonraker/api/webcams', () => ({ listWebcams }))

const info: ServerInfo = {
  klippy_connected: true,
  klippy_state: 'ready',
  registered_directories: ['gcodes'],
  components: ['webcam', 'history'],
  failed_components: ['power'],
  warnings: ['a warning'],
  websocket_count: 1,
  moonraker_version: 'v0.10.0',
  api_version: [1, 5, 0],
  api_version_string: '1.5.0',
}

describe('server store through a dropped socket', () => {
  beforeEach(() => {
    resetServer('session')
    listWebcams.mockReset()
  })

  it('keeps the components of server.info, which loaders at the next socket-open wait for', async () => {
    setServerInfo(info)
    resetServer('drop')
    expect(useServerStore.getState()).toMatchObject({ components: ['webcam', 'history'], failedComponents: ['power'], warnings: ['a warning'] })
    await expect(whenComponentsKnown()).resolves.toEqual(['webcam', 'history'])
  })

  it('forgets them for a new session', () => {
    setServerInfo(info)
    resetServer('session')
    expect(useServerStore.getState()).toMatchObject({ info: null, components: [], failedComponents: [], warnings: [] })
  })

  it('lists the cameras again after a drop, so the camera card comes back with the socket', async () => {
    const { loadCameras, resetCameras, useCamerasStore } = await import('./cameras')
    setServerInfo(info)
    resetServer('drop')
    resetCameras()
    listWebcams.mockResolvedValueOnce({ webcams: [{ name: 'bed', uid: 'u1' }] })
    await loadCameras()
    expect(listWebcams).toHaveBeenCalledTimes(1)
    expect(useCamerasStore.getState().cameras.map((c) => c.name)).toEqual(['bed'])
  })
})
