// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { newCameraForm } from '../../lib/cameras/camera'
import { useCamerasStore } from '../cameras'
import { setStoredLocally } from '../settings/store'
import { getStored } from '../settings/settings'
import { useServerStore } from '../server'
import { installFakeMoonraker } from '../testing/fake-moonraker'
import { handleTimelapseEvent, isRendering, useTimelapseStore } from '../timelapse'
import { onToast, type Toast } from '../toasts'
import { removeCamera, saveCamera } from './cameras'
import { saveTimelapseSettings } from './timelapse'

const cam = (uid: string, name: string) => ({
  uid,
  name,
  location: 'printer',
  service: 'mjpegstreamer',
  enabled: true,
  icon: 'mdiWebcam',
  target_fps: 15,
  target_fps_idle: 5,
  stream_url: '/webcam/?action=stream',
  snapshot_url: '',
  flip_horizontal: false,
  flip_vertical: false,
  rotation: 0,
  aspect_ratio: '4:3',
  extra_data: {},
  source: 'database' as const,
})

let toasts: Toast[] = []
onToast((t) => toasts.push(t))

beforeEach(() => {
  toasts = []
  useServerStore.setState({ components: ['webcam', 'timelapse'], info: null })
  useCamerasStore.setState({ cameras: [cam('a', 'Printer')] })
  setStoredLocally('cameras', '', { activeCamera: 'a' })
})

describe('camera actions', () => {
  it('post a new camera to the webcam API with the mapped fields', async () => {
    useServerStore.setState({ info: {} as never })
    const fake = installFakeMoonraker({ 'server.webcams.post_item': { webcam: cam('b', 'Bed') }, 'server.webcams.list': { webcams: [] } })
    expect(await saveCamera({ ...newCameraForm(), name: 'Bed', fpstarget: 20 })).toBe('b')
    expect(fake.calls[0]).toEqual({
      method: 'server.webcams.post_item',
      params: expect.objectContaining({ name: 'Bed', service: 'mjpegstreamer-adaptive', target_fps: 20, target_fps_idle: 5, stream_url: '/webcam/?action=stream' }),
    })
    expect(fake.calls[0].params).not.toHaveProperty('uid')
  })

  it('refuse a fourth camera and an invalid one without calling the printer', async () => {
    const fake = installFakeMoonraker()
    useCamerasStore.setState({ cameras: [cam('a', 'A'), cam('b', 'B'), cam('c', 'C')] })
    expect(await saveCamera({ ...newCameraForm(), name: 'D' })).toBeUndefined()
    useCamerasStore.setState({ cameras: [] })
    expect(await saveCamera({ ...newCameraForm(), name: '' })).toBeUndefined()
    expect(fake.calls).toEqual([])
  })

  it('remove a camera and reset the active camera to all', async () => {
    useServerStore.setState({ info: {} as never })
    const fake = installFakeMoonraker({ 'server.webcams.list': { webcams: [] } })
    await removeCamera('a')
    expect(fake.methods()).toEqual(['server.webcams.delete_item', 'server.webcams.list', 'server.database.post_item'])
    expect(fake.calls[0].params).toEqual({ uid: 'a' })
    expect(getStored('cameras', 'activeCamera')).toBe('all')
  })
})

describe('timelapse', () => {
  it('sends only the changed, unblocked settings', async () => {
    useTimelapseStore.setState({ settings: { blockedsettings: ['parkhead'] } as never })
    const fake = installFakeMoonraker({ 'machine.timelapse.post_settings': (p: unknown) => ({ ...(p as object), blockedsettings: ['parkhead'] }) })
    await saveTimelapseSettings({ park_time: 0.5, parkhead: true })
    expect(fake.calls).toEqual([{ method: 'machine.timelapse.post_settings', params: { park_time: 0.5 } }])
  })

  it('counts frames, tracks a render, and toasts a failed frame', () => {
    handleTimelapseEvent({ action: 'newframe', frame: '3', framefile: 'frame000003.jpg', status: 'success' })
    expect(useTimelapseStore.getState().lastFrame).toEqual({ count: 3, file: 'frame000003.jpg' })
    handleTimelapseEvent({ action: 'render', status: 'started', framecount: '8', framerate: 30 })
    handleTimelapseEvent({ action: 'render', status: 'running', progress: 40 })
    expect(isRendering(useTimelapseStore.getState().render)).toBe(true)
    expect(useTimelapseStore.getState().render).toMatchObject({ status: 'running', progress: 40, frameCount: 8, framerate: 30 })
    handleTimelapseEvent({ action: 'render', status: 'success', filename: 'x.mp4' })
    expect(isRendering(useTimelapseStore.getState().render)).toBe(false)
    // A new frame resets the render (SPEC §4).
    handleTimelapseEvent({ action: 'newframe', frame: '4', framefile: 'frame000004.jpg', status: 'success' })
    expect(useTimelapseStore.getState().render).toBeNull()
    handleTimelapseEvent({ action: 'newframe', status: 'error' })
    expect(toasts).toEqual([expect.objectContaining({ type: 'error', message: 'Error taking timelapse frame' })])
  })
})
