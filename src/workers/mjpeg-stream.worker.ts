/// <reference lib="webworker" />
import { MjpegParts } from '../lib/cameras/mjpeg-parts'

/** What the page sends: a canvas to draw on (once), then start and stop as the camera shows and hides. */
export type MjpegCommand = { type: 'canvas'; canvas: OffscreenCanvas } | { type: 'start'; url: string } | { type: 'stop' }
/**
 * What the worker reports: frames drawn per second (about once a second), and that the stream
 * failed — `beforeFirstFrame` when no frame was ever drawn (e.g. a camera without CORS).
 */
export type MjpegReport = { type: 'fps'; fps: number } | { type: 'failed'; beforeFirstFrame: boolean }

/** A stream that ends after showing frames (a camera service restarting) is opened again after this. */
const REOPEN_MS = 2000

const scope = self as unknown as DedicatedWorkerGlobalScope
let context: ImageBitmapRenderingContext | null = null
let canvas: OffscreenCanvas | null = null
let run = 0
let abort: AbortController | null = null

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
          scope.postMessage({ type: 'fps', fps: (counted * 1000) / (now - countedSince) } satisfies MjpegReport)
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
    const res = await fetch(url, { signal: controller.signal, cache: 'no-store' })
    if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`)
    const reader = res.body.getReader()
    const parts = new MjpegParts()
    for (;;) {
      const { done, value } = await reader.read()
      if (done || id !== run) break
      const frames = parts.push(value)
      if (frames.length) {
        pending = frames[frames.length - 1]
        if (!decoding) void draw()
      }
    }
    if (id !== run) return
    throw new Error('stream ended')
  } catch {
    if (id !== run) return
    scope.postMessage({ type: 'failed', beforeFirstFrame: drawn === 0 } satisfies MjpegReport)
    if (drawn > 0) setTimeout(() => id === run && void play(url, id), REOPEN_MS)
  }
}

scope.onmessage = (event: MessageEvent<MjpegCommand>) => {
  const msg = event.data
  if (msg.type === 'canvas') {
    canvas = msg.canvas
    context = canvas.getContext('bitmaprenderer')
    return
  }
  run++
  abort?.abort()
  abort = null
  if (msg.type === 'start') void play(msg.url, run)
}
