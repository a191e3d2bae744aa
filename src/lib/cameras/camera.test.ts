import { describe, expect, it } from 'vitest'
import { cameraFormOf, cameraSpan, cameraTransform, cameraTypeOf, cssAspectRatio, newCameraForm, webcamOfStored, webcamPostOf, type Webcam } from './camera'
import { isSafeCameraUrl, validateCamera } from './validation'

const webcam: Webcam = {
  name: 'Bed',
  uid: 'u1',
  location: 'printer',
  service: 'mjpegstreamer',
  enabled: true,
  icon: 'mdiWebcam',
  target_fps: 15,
  target_fps_idle: 5,
  stream_url: '/webcam/?action=stream',
  snapshot_url: '/webcam/?action=snapshot',
  flip_horizontal: true,
  flip_vertical: false,
  rotation: 90,
  aspect_ratio: '4:3',
  extra_data: {},
  source: 'database',
}

describe('camera model', () => {
  it('reads both MJPEG spellings and writes mjpegstreamer', () => {
    expect(cameraTypeOf('mjpegstreamer')).toBe('mjpgstream')
    expect(cameraTypeOf('mjpegstream')).toBe('mjpgstream')
    expect(cameraTypeOf('mjpgstream')).toBe('mjpgstream')
    expect(cameraTypeOf('mjpegstreamer-adaptive')).toBe('mjpgadaptive')
    expect(cameraTypeOf('video')).toBe('mjpgstream')
    expect(webcamPostOf({ ...newCameraForm(), name: 'x', type: 'mjpgstream' }).service).toBe('mjpegstreamer')
  })

  it('has SPEC §9 defaults for a new camera', () => {
    expect(newCameraForm()).toMatchObject({
      enabled: true,
      type: 'mjpgadaptive',
      fpstarget: 15,
      fpsidletarget: 5,
      flipX: false,
      flipY: false,
      url: '/webcam/?action=stream',
      snapshotUrl: '/webcam/?action=snapshot',
    })
  })

  it('maps form fields to the webcam API and back', () => {
    const form = cameraFormOf(webcam)
    expect(form).toMatchObject({ id: 'u1', fpstarget: 15, fpsidletarget: 5, flipX: true, rotate: 90, url: '/webcam/?action=stream', type: 'mjpgstream' })
    expect(webcamPostOf({ ...form, fpstarget: '20' })).toEqual({
      uid: 'u1',
      name: 'Bed',
      service: 'mjpegstreamer',
      enabled: true,
      target_fps: 20,
      target_fps_idle: 5,
      stream_url: '/webcam/?action=stream',
      snapshot_url: '/webcam/?action=snapshot',
      flip_horizontal: true,
      flip_vertical: false,
      rotation: 90,
      aspect_ratio: '4:3',
      extra_data: {},
    })
    expect(webcamPostOf(newCameraForm())).not.toHaveProperty('uid')
    expect(webcamPostOf({ ...newCameraForm(), type: 'iframe', height: '480' }).extra_data).toEqual({ height: 480 })
  })

  it('reads cameras Fluidd stored in the database', () => {
    expect(webcamOfStored('a', { id: 'a', name: 'Old', type: 'mjpgstream', url: '/cam', fpstarget: 12, flipY: true, enabled: false })).toMatchObject({
      uid: 'a',
      name: 'Old',
      service: 'mjpegstreamer',
      stream_url: '/cam',
      target_fps: 12,
      flip_vertical: true,
      enabled: false,
    })
    expect(webcamOfStored('b', null)).toBeNull()
  })

  it('lays cameras out 12, 6, 4', () => {
    expect([1, 2, 3, 5].map(cameraSpan)).toEqual([12, 6, 4, 4])
  })

  it('turns aspect ratios and flips into CSS', () => {
    expect(cssAspectRatio('16:9')).toBe('16 / 9')
    expect(cssAspectRatio('nope')).toBeNull()
    expect(cameraTransform({ flip_horizontal: true, flip_vertical: true, rotation: 180 })).toBe('rotate(180deg) scaleX(-1) scaleY(-1)')
    expect(cameraTransform({ flip_horizontal: false, flip_vertical: false, rotation: 0 })).toBeUndefined()
  })
})

describe('camera validation (SPEC §5)', () => {
  const valid = { ...newCameraForm(), name: 'Bed' }

  it('accepts the defaults with a name', () => {
    expect(validateCamera(valid)).toEqual({})
  })

  it('requires name, url and fps target', () => {
    expect(validateCamera({ ...valid, name: ' ', url: '', fpstarget: '' })).toEqual({
      name: { code: 'required' },
      url: { code: 'required' },
      fpstarget: { code: 'required' },
    })
  })

  it('keeps fps between 1 and 60', () => {
    expect(validateCamera({ ...valid, fpstarget: 0 }).fpstarget).toEqual({ code: 'min', values: { min: 1 } })
    expect(validateCamera({ ...valid, fpsidletarget: 61 }).fpsidletarget).toEqual({ code: 'max', values: { max: 60 } })
  })

  it('needs a height for an iframe', () => {
    expect(validateCamera({ ...valid, type: 'iframe', height: '' }).height).toEqual({ code: 'required' })
  })

  it('refuses URLs that are neither http(s) nor relative', () => {
    expect(validateCamera({ ...valid, url: 'javascript:alert(1)' }).url).toEqual({ code: 'url' })
    expect(validateCamera({ ...valid, snapshotUrl: 'data:image/png;base64,AA' }).snapshotUrl).toEqual({ code: 'url' })
    expect(isSafeCameraUrl('http://cam.local:8080/stream')).toBe(true)
    expect(isSafeCameraUrl('/webcam/?action=stream')).toBe(true)
    expect(isSafeCameraUrl('webcam/stream?x=a:b')).toBe(true)
    expect(isSafeCameraUrl('//evil.example/x')).toBe(false)
    expect(isSafeCameraUrl('file:///etc/passwd')).toBe(false)
  })

  it('reads the URL as the browser will: tabs and line breaks inside a scheme do not hide it', () => {
    expect(isSafeCameraUrl('java\tscript:window.__xss=1')).toBe(false)
    expect(isSafeCameraUrl('java\nscript:window.__xss=1')).toBe(false)
    expect(isSafeCameraUrl(' \r\njavascript:window.__xss=1')).toBe(false)
    expect(isSafeCameraUrl('\\\\evil.example/x')).toBe(false)
    expect(validateCamera({ ...valid, url: 'jav\tascript:alert(1)' }).url).toEqual({ code: 'url' })
    expect(isSafeCameraUrl('webcam/?action=stream')).toBe(true)
  })
})

import { cameraStreamerSignalUrl, go2rtcSignalUrl, whepUrl } from './webrtc'

describe('WebRTC signalling URLs', () => {
  it('finds go2rtc api/webrtc beside its page', () => {
    expect(go2rtcSignalUrl('http://pi:1984/stream.html?src=cam1')).toBe('http://pi:1984/api/webrtc?src=cam1')
    expect(go2rtcSignalUrl('http://pi/go2rtc/webrtc.html?src=cam1&mode=webrtc')).toBe('http://pi/go2rtc/api/webrtc?src=cam1')
    expect(go2rtcSignalUrl('http://pi:1984/api/webrtc?src=x')).toBe('http://pi:1984/api/webrtc?src=x')
  })
  it('appends whep for MediaMTX', () => {
    expect(whepUrl('http://pi:8889/cam/')).toBe('http://pi:8889/cam/whep')
    expect(whepUrl('http://pi:8889/cam/whep')).toBe('http://pi:8889/cam/whep')
  })
  it('posts to camera-streamer’s /webrtc', () => {
    expect(cameraStreamerSignalUrl('http://pi/webcam/webrtc')).toBe('http://pi/webcam/webrtc')
    expect(cameraStreamerSignalUrl('http://pi/webcam/')).toBe('http://pi/webcam/webrtc')
  })
})
