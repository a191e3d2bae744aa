/// <reference lib="webworker" />
import { readMjpeg } from '../lib/cameras/mjpeg-read'
import type { MjpegFetchCommand, MjpegFetchReport } from './mjpeg-fetch.sharedworker'

/**
 * What the page sends: a canvas to draw on (once), a port to the shared worker that reads the stream
 * (before the first start; null when that worker failed, and the stream is read here instead), then
 * start and stop as the camera shows and hides.
 */
export type MjpegCommand =
  | { type: 'canvas'; canvas: OffscreenCanvas }
  | { type: 'reader'; port: MessagePort | null }
  | { type: 'start'; url: string }
  | { type: 'stop' }
/**
 * What the worker reports: frames drawn per second (when the shown whole number changes), and that
 * the stream failed — `beforeFirstFrame` when no frame was ever drawn (e.g. a camera without CORS).
 */
export type MjpegReport = { type: 'fps'; fps: number } | { type: 'failed'; beforeFirstFrame: boolean }

/** A stream that ends after showing frames (a camera service restarting) is opened again after this. */
const REOPEN_MS = 2000

const scope = self as unknown as DedicatedWorkerGlobalScope
let context: ImageBitmapRenderingContext | null = null
let canvas: OffscreenCanvas | null = null
let reader: MessagePort | null = null
let run = 0
let abort: AbortController | null = null
/** The stream being shown, if any. */
let playing: string | null = null

/** Reads the stream here, or through the shared worker when the page gave one; resolves when it ends. */
function readStream(url: string, signal: AbortSignal, onFrame: (frame: Uint8Array) => void): Promise<void> {
  const port = reader
  if (!port) return readMjpeg(url, signal, onFrame)
  return new Promise((resolve, reject) => {
    port.onmessage = (msg: MessageEvent<MjpegFetchReport>) => {
      if (signal.aborted) return
      if (msg.data.type === 'frame') onFrame(msg.data.frame)
      else if (msg.data.error) reject(new Error('stream failed'))
      else resolve()
    }
    signal.addEventListener('abort', () => {
      port.postMessage({ type: 'stop' } satisfies MjpegFetchCommand)
      resolve()
    })
    port.postMessage({ type: 'start', url } satisfies MjpegFetchCommand)
  })
}

/**
 * Decodes and draws frames here, off the page's main thread; when frames arrive faster than they
 * decode, only the newest waits, so a slow client shows fewer frames instead of falling behind.
 */
async function play(url: string, id: number): Promise<void> {
  let drawn = 0
  let pending: Uint8Array | null = null
  let decoding = false
  let counted = 0
  let countedSince = performance.now()
  let shownFps = -1
  const draw = async () => {
    decoding = true
    while (pending && id === run) {
      const frame: Uint8Array = pending
      pending = null
      try {
        const bitmap = await createImageBitmap(new Blob([frame as BlobPart], { type: 'image/jpeg' }))
        if (id !== run || !canvas || !context) {
          bitmap.close()
          break
        }
        if (canvas.width !== bitmap.width || canvas.height !== bitmap.height) {
          canvas.width = bitmap.width
          canvas.height = bitmap.height
        }
        context.transferFromImageBitmap(bitmap)
        drawn++
        counted++
        const now = performance.now()
        if (now - countedSince >= 1000) {
          // A steady rate says nothing new: the page hears of it only when the shown number changes.
          const fps = (counted * 1000) / (now - countedSince)
          if (Math.round(fps) !== shownFps) scope.postMessage({ type: 'fps', fps } satisfies MjpegReport)
          shownFps = Math.round(fps)
          counted = 0
          countedSince = now
        }
      } catch {
        // A corrupt frame: skip it, the next one replaces it anyway.
      }
    }
    decoding = false
  }
  const controller = new AbortController()
  abort = controller
  try {
    await readStream(url, controller.signal, (frame) => {
      if (id !== run) return
      pending = frame
      if (!decoding) void draw()
    })
    if (id !== run) return
    throw new Error('stream ended')
  } catch {
    if (id !== run) return
    scope.postMessage({ type: 'failed', beforeFirstFrame: drawn === 0 } satisfies MjpegReport)
    if (drawn > 0) setTimeout(() => id === run && void play(url, id), REOPEN_MS)
  }
}

/** Reads through `port` from now on, or here when it is null (the shared reader failed to start or was ended). */
function setReader(port: MessagePort | null): void {
  reader = port
  // A browser that ends the shared worker (Android under memory pressure) closes its end of the port.
  port?.addEventListener('close', () => reader === port && setReader(null))
  if (port || !playing) return
  abort?.abort()
  void play(playing, ++run)
}

scope.onmessage = (event: MessageEvent<MjpegCommand>) => {
  const msg = event.data
  if (msg.type === 'canvas') {
    canvas = msg.canvas
    context = canvas.getContext('bitmaprenderer')
    return
  }
  if (msg.type === 'reader') {
    setReader(msg.port)
    return
  }
  run++
  abort?.abort()
  abort = null
  playing = msg.type === 'start' ? msg.url : null
  if (playing) void play(playing, run)
}
