/**
 * The camera of SPEC §3 as the settings form edits it, and its mapping to Moonraker's webcam
 * (SPEC-NOTES: fpstarget → target_fps, flipX → flip_horizontal, url → stream_url, type → service …).
 */

import type { Webcam } from '../../moonraker/types'

export type { Webcam }

/** SPEC's four types plus the streamers Moonraker knows (HLS and three WebRTC signallings). */
export const CAMERA_TYPES = [
  'mjpgadaptive',
  'mjpgstream',
  'ipstream',
  'iframe',
  'hlsstream',
  'webrtc-camerastreamer',
  'webrtc-go2rtc',
  'webrtc-mediamtx',
] as const
export type CameraType = (typeof CAMERA_TYPES)[number]

const SERVICE_OF: Record<CameraType, string> = {
  mjpgadaptive: 'mjpegstreamer-adaptive',
  mjpgstream: 'mjpegstreamer',
  ipstream: 'ipstream',
  iframe: 'iframe',
  hlsstream: 'hlsstream',
  'webrtc-camerastreamer': 'webrtc-camerastreamer',
  'webrtc-go2rtc': 'webrtc-go2rtc',
  'webrtc-mediamtx': 'webrtc-mediamtx',
}

/** Spellings other clients write for the same players. */
const ALIASES: Record<string, CameraType> = {
  mjpegstreamer: 'mjpgstream',
  mjpegstream: 'mjpgstream',
  mjpgstream: 'mjpgstream',
  'uv4l-mjpeg': 'mjpgstream',
  'mjpegstreamer-adaptive': 'mjpgadaptive',
  mjpgadaptive: 'mjpgadaptive',
  mjpegadaptive: 'mjpgadaptive',
  ipstream: 'ipstream',
  iframe: 'iframe',
  hlsstream: 'hlsstream',
  hls: 'hlsstream',
  'webrtc-camerastreamer': 'webrtc-camerastreamer',
  'webrtc-go2rtc': 'webrtc-go2rtc',
  'webrtc-mediamtx': 'webrtc-mediamtx',
  whep: 'webrtc-mediamtx',
}

/** The player for a Moonraker service name; unknown services fall back to the plain MJPEG stream. */
export function cameraTypeOf(service: string): CameraType {
  return ALIASES[service.toLowerCase()] ?? 'mjpgstream'
}

export function serviceOf(type: CameraType): string {
  return SERVICE_OF[type]
}

export type CameraRotation = 0 | 90 | 180 | 270

/** The settings form's camera (SPEC §3); id '-1' is a camera not saved yet. */
export interface CameraForm {
  id: string
  enabled: boolean
  name: string
  type: CameraType
  fpstarget: number | string
  fpsidletarget: number | string
  url: string
  snapshotUrl: string
  flipX: boolean
  flipY: boolean
  rotate: CameraRotation
  aspectRatio: string
  /** iframe only. */
  height: number | string
}

export const MAX_CAMERAS = 3
export const DEFAULT_STREAM_URL = '/webcam/?action=stream'
export const DEFAULT_SNAPSHOT_URL = '/webcam/?action=snapshot'
export const DEFAULT_IFRAME_HEIGHT = 720
export const DEFAULT_FPS = 10
export const NEW_CAMERA_ID = '-1'

/** SPEC §9's new camera. */
export function newCameraForm(): CameraForm {
  return {
    id: NEW_CAMERA_ID,
    enabled: true,
    name: '',
    type: 'mjpgadaptive',
    fpstarget: 15,
    fpsidletarget: 5,
    url: DEFAULT_STREAM_URL,
    snapshotUrl: DEFAULT_SNAPSHOT_URL,
    flipX: false,
    flipY: false,
    rotate: 0,
    aspectRatio: '16:9',
    height: DEFAULT_IFRAME_HEIGHT,
  }
}

function asRotation(n: unknown): CameraRotation {
  const r = Number(n)
  return r === 90 || r === 180 || r === 270 ? r : 0
}

export function cameraFormOf(cam: Webcam): CameraForm {
  const height = Number(cam.extra_data?.height)
  return {
    id: cam.uid,
    enabled: cam.enabled,
    name: cam.name,
    type: cameraTypeOf(cam.service),
    fpstarget: cam.target_fps,
    fpsidletarget: cam.target_fps_idle,
    url: cam.stream_url,
    snapshotUrl: cam.snapshot_url,
    flipX: cam.flip_horizontal,
    flipY: cam.flip_vertical,
    rotate: asRotation(cam.rotation),
    aspectRatio: cam.aspect_ratio || '16:9',
    height: Number.isFinite(height) && height > 0 ? height : DEFAULT_IFRAME_HEIGHT,
  }
}

/** The fields server.webcams.post_item takes (uid only when editing). */
export interface WebcamPost {
  uid?: string
  name: string
  service: string
  enabled: boolean
  target_fps: number
  target_fps_idle: number
  stream_url: string
  snapshot_url: string
  flip_horizontal: boolean
  flip_vertical: boolean
  rotation: CameraRotation
  aspect_ratio: string
  extra_data: Record<string, unknown>
}

/** A valid form as post_item's params. */
export function webcamPostOf(form: CameraForm, extra: Record<string, unknown> = {}): WebcamPost {
  const post: WebcamPost = {
    name: form.name.trim(),
    service: serviceOf(form.type),
    enabled: form.enabled,
    target_fps: Number(form.fpstarget),
    target_fps_idle: Number(form.fpsidletarget),
    stream_url: form.url.trim(),
    snapshot_url: form.snapshotUrl.trim(),
    flip_horizontal: form.flipX,
    flip_vertical: form.flipY,
    rotation: form.rotate,
    aspect_ratio: form.aspectRatio,
    extra_data: form.type === 'iframe' ? { ...extra, height: Number(form.height) } : extra,
  }
  if (form.id !== NEW_CAMERA_ID) post.uid = form.id
  return post
}

/** A camera Fluidd kept in the 'fluidd' database root `cameras` (servers without the webcam API). */
export function webcamOfStored(id: string, raw: unknown): Webcam | null {
  if (!raw || typeof raw !== 'object') return null
  const c = raw as Record<string, unknown>
  const str = (v: unknown, d = '') => (typeof v === 'string' ? v : d)
  const num = (v: unknown, d: number) => (Number.isFinite(Number(v)) && v !== '' && v !== null ? Number(v) : d)
  const name = str(c.name)
  if (!name) return null
  return {
    uid: str(c.id, id) || id,
    name,
    location: 'printer',
    service: serviceOf(cameraTypeOf(str(c.type, 'mjpgadaptive'))),
    enabled: c.enabled !== false,
    icon: 'mdiWebcam',
    target_fps: num(c.fpstarget, 15),
    target_fps_idle: num(c.fpsidletarget, 5),
    stream_url: str(c.url, DEFAULT_STREAM_URL),
    snapshot_url: str(c.snapshotUrl),
    flip_horizontal: c.flipX === true,
    flip_vertical: c.flipY === true,
    rotation: asRotation(c.rotate),
    aspect_ratio: str(c.aspectRatio, '16:9'),
    extra_data: { height: num(c.height, DEFAULT_IFRAME_HEIGHT) },
    source: 'database',
  }
}

/** A form as the database root stores it (Fluidd's shape). */
export function storedCameraOf(form: CameraForm, id: string): Record<string, unknown> {
  return {
    id,
    enabled: form.enabled,
    name: form.name.trim(),
    type: form.type,
    fpstarget: Number(form.fpstarget),
    fpsidletarget: Number(form.fpsidletarget),
    url: form.url.trim(),
    snapshotUrl: form.snapshotUrl.trim(),
    flipX: form.flipX,
    flipY: form.flipY,
    rotate: form.rotate,
    aspectRatio: form.aspectRatio,
    height: Number(form.height),
  }
}

/** Grid span (of 12) per camera: one camera 12, two 6, more 4 (SPEC §9). */
export function cameraSpan(count: number): 12 | 6 | 4 {
  return count <= 1 ? 12 : count === 2 ? 6 : 4
}

/** 'W:H' as a CSS aspect-ratio, or null when it is not one. */
export function cssAspectRatio(ratio: string): string | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*[:/]\s*(\d+(?:\.\d+)?)\s*$/.exec(ratio)
  if (!m || Number(m[1]) <= 0 || Number(m[2]) <= 0) return null
  return `${m[1]} / ${m[2]}`
}

/** CSS transform for the camera's flips and rotation. */
export function cameraTransform(cam: Pick<Webcam, 'flip_horizontal' | 'flip_vertical' | 'rotation'>): string | undefined {
  const parts: string[] = []
  if (cam.rotation) parts.push(`rotate(${cam.rotation}deg)`)
  if (cam.flip_horizontal) parts.push('scaleX(-1)')
  if (cam.flip_vertical) parts.push('scaleY(-1)')
  return parts.length ? parts.join(' ') : undefined
}

/** The camera a form describes, for the dialog's live preview. */
export function webcamOfForm(form: CameraForm): Webcam {
  const post = webcamPostOf(form)
  return {
    ...post,
    uid: form.id,
    location: 'printer',
    icon: 'mdiWebcam',
    target_fps: Number(form.fpstarget) || DEFAULT_FPS,
    target_fps_idle: Number(form.fpsidletarget) || DEFAULT_FPS,
    source: 'database',
  }
}
