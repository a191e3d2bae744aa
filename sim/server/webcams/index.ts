import { randomUUID } from 'node:crypto'
import type { SimCore } from '../core'
import type { Database } from '../database/store'
import { optString } from '../params'
import { ApiError, type Params } from '../types'
import { FrameRenderer, type FrameScene } from './frame'
import { HLS_PREFIX, serveHls } from './hls'
import { MjpegBroadcaster } from './stream'
import type { Webcam } from '../../../src/moonraker/types'

const NAMESPACE = 'webcams'

/** The sim serves exactly the shape the dashboard's client reads. */
export type WebcamEntry = Webcam

const DEFAULTS: Omit<WebcamEntry, 'name' | 'stream_url' | 'uid'> = {
  location: 'printer',
  service: 'mjpegstreamer',
  enabled: true,
  icon: 'mdiWebcam',
  target_fps: 15,
  target_fps_idle: 5,
  snapshot_url: '',
  flip_horizontal: false,
  flip_vertical: false,
  rotation: 0,
  aspect_ratio: '4:3',
  extra_data: {},
  source: 'database',
}

function coerce(params: Params, base: WebcamEntry): WebcamEntry {
  const out: WebcamEntry = { ...base }
  const str = (k: 'name' | 'location' | 'service' | 'icon' | 'stream_url' | 'snapshot_url' | 'aspect_ratio') => {
    if (params[k] !== undefined) out[k] = String(params[k])
  }
  const bool = (k: 'enabled' | 'flip_horizontal' | 'flip_vertical') => {
    const v = params[k]
    if (v !== undefined) out[k] = v === true || v === 'true' || v === 1 || v === '1'
  }
  const int = (k: 'target_fps' | 'target_fps_idle' | 'rotation') => {
    const v = params[k]
    if (v === undefined) return
    const n = Number(v)
    if (!Number.isInteger(n)) throw new ApiError(400, `Invalid value for '${k}': ${String(v)}`)
    out[k] = n
  }
  ;(['name', 'location', 'service', 'icon', 'stream_url', 'snapshot_url', 'aspect_ratio'] as const).forEach(str)
  ;(['enabled', 'flip_horizontal', 'flip_vertical'] as const).forEach(bool)
  ;(['target_fps', 'target_fps_idle', 'rotation'] as const).forEach(int)
  if (params.extra_data !== undefined) {
    if (params.extra_data === null || typeof params.extra_data !== 'object' || Array.isArray(params.extra_data)) {
      throw new ApiError(400, "Invalid value for 'extra_data': expected an object")
    }
    out.extra_data = params.extra_data as Record<string, unknown>
  }
  if (![0, 90, 180, 270].includes(out.rotation)) throw new ApiError(400, `Invalid rotation: ${out.rotation}`)
  return out
}

export interface WebcamDeps {
  /** Adds the sim's own camera to a printer that never had one. */
  seed: boolean
  /** The sim's own address, to resolve relative camera URLs. */
  baseUrl(): string
  cameraServiceRunning(): boolean
  scene(): FrameScene
}

/** server.webcams.* of webcams.md, and the camera the sim serves itself at /webcam/. */
export function installWebcams(core: SimCore, db: Database, deps: WebcamDeps): { stop(): void; snapshot(): Buffer; viewers(): number } {
  const cams = (): Record<string, WebcamEntry> => db.getItemOr(NAMESPACE, null, {})
  if (deps.seed && !db.getItemOr('moonraker', 'sim.webcam_seeded', false)) {
    const uid = randomUUID()
    db.insertItem(NAMESPACE, uid, {
      ...DEFAULTS,
      name: 'Printer',
      stream_url: '/webcam/?action=stream',
      snapshot_url: '/webcam/?action=snapshot',
      uid,
    } satisfies WebcamEntry)
    db.insertItem('moonraker', 'sim.webcam_seeded', true)
  }
  const list = () => Object.values(cams())
  const find = (params: Params): WebcamEntry => {
    const uid = optString(params, 'uid')
    const name = optString(params, 'name')
    if (uid === undefined && name === undefined) throw new ApiError(400, 'No data for argument: uid')
    const cam = list().find((c) => (uid !== undefined ? c.uid === uid : c.name === name))
    if (!cam) throw new ApiError(404, uid !== undefined ? `Webcam with UID ${uid} not found` : `Webcam ${name} not found`)
    return cam
  }
  const changed = () => core.notify('notify_webcams_changed', [{ webcams: list() }])
  const reg = (d: Parameters<SimCore['registry']['register']>[0]) => core.registry.register(d)

  reg({
    method: 'server.webcams.list',
    http: [{ verb: 'GET', path: '/server/webcams/list' }],
    handler: () => ({ webcams: list() }),
  })

  reg({
    method: 'server.webcams.get_item',
    http: [{ verb: 'GET', path: '/server/webcams/item' }],
    handler: (params) => ({ webcam: find(params) }),
  })

  reg({
    method: 'server.webcams.post_item',
    http: [{ verb: 'POST', path: '/server/webcams/item' }],
    handler(params) {
      const uid = optString(params, 'uid')
      let cam: WebcamEntry
      if (uid !== undefined) {
        const existing = list().find((c) => c.uid === uid)
        if (!existing) throw new ApiError(404, `Webcam not found: ${uid}`)
        cam = coerce(params, existing)
      } else {
        if (params.name === undefined) throw new ApiError(400, 'No data for argument: name')
        if (params.stream_url === undefined) throw new ApiError(400, 'No data for argument: stream_url')
        cam = coerce(params, { ...DEFAULTS, name: '', stream_url: '', uid: randomUUID() })
      }
      if (!cam.name.trim()) throw new ApiError(400, 'A webcam needs a name')
      if (list().some((c) => c.name === cam.name && c.uid !== cam.uid)) {
        throw new ApiError(400, `A webcam named '${cam.name}' already exists`)
      }
      db.insertItem(NAMESPACE, [cam.uid], cam)
      changed()
      return { webcam: cam }
    },
  })

  reg({
    method: 'server.webcams.delete_item',
    http: [{ verb: 'DELETE', path: '/server/webcams/item' }],
    handler(params) {
      const cam = find(params)
      db.deleteItem(NAMESPACE, [cam.uid])
      changed()
      return { webcam: cam }
    },
  })

  const resolve = (url: string) => (url ? new URL(url, deps.baseUrl()).toString() : '')
  const reachable = async (url: string): Promise<boolean> => {
    if (!url) return false
    if (new URL(url).origin === new URL(deps.baseUrl()).origin) return deps.cameraServiceRunning()
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) })
      await res.body?.cancel()
      return res.ok
    } catch {
      return false
    }
  }

  reg({
    method: 'server.webcams.test',
    http: [{ verb: 'POST', path: '/server/webcams/test' }],
    async handler(params) {
      const cam = find(params)
      const snapshot = resolve(cam.snapshot_url)
      return {
        name: cam.name,
        snapshot_reachable: await reachable(snapshot),
        snapshot_url: snapshot,
        stream_url: resolve(cam.stream_url),
      }
    },
  })

  const stream = new MjpegBroadcaster(new FrameRenderer(), deps.scene)
  core.registry.registerRaw({
    verb: 'GET',
    prefix: '/webcam',
    auth: false,
    handler(req, res, _ctx, url) {
      if (url.pathname.startsWith(HLS_PREFIX)) {
        if (!deps.cameraServiceRunning()) return false
        return serveHls(url.pathname, res)
      }
      if (url.pathname !== '/webcam' && url.pathname !== '/webcam/') return false
      if (!deps.cameraServiceRunning()) {
        res.writeHead(503, { 'Content-Type': 'text/plain' })
        res.end('The camera service is not running')
        return true
      }
      const action = url.searchParams.get('action')
      if (action === 'stream') {
        stream.serve(req, res)
        return true
      }
      if (action === 'snapshot') {
        const jpeg = stream.snapshot()
        res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': jpeg.length, 'Cache-Control': 'no-store' })
        res.end(jpeg)
        return true
      }
      return false
    },
  })
  return { stop: () => stream.stop(), snapshot: () => stream.snapshot(), viewers: () => stream.viewerCount }
}
