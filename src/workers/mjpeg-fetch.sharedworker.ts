/// <reference lib="webworker" />
import { readMjpeg } from '../lib/cameras/mjpeg-read'

/**
 * What the page sends on the shared worker's own port: a port to serve one camera view on, and that
 * the view is gone (its drawing worker, which holds the other end, was ended without a word).
 */
export type MjpegFetchConnect = { type: 'connect'; id: number; port: MessagePort } | { type: 'disconnect'; id: number }
/** What a drawing worker sends over its port: read a stream, or stop reading. */
export type MjpegFetchCommand = { type: 'start'; url: string } | { type: 'stop' }
/** What comes back: each frame's bytes (transferred), then how the stream ended. */
export type MjpegFetchReport = { type: 'frame'; frame: Uint8Array } | { type: 'ended'; error: boolean }

/**
 * Reads the MJPEG streams of a page's camera views. A dedicated worker's requests count as the
 * page's, and the page's main thread does some bookkeeping for every chunk of bytes they receive; a
 * shared worker's requests do not, so a camera costs the page's main thread nothing per frame.
 */
const scope = self as unknown as SharedWorkerGlobalScope

/** Serves one view's port; returns how to let it go. */
function serve(port: MessagePort): () => void {
  let abort: AbortController | null = null
  port.onmessage = (msg: MessageEvent<MjpegFetchCommand>) => {
    abort?.abort()
    abort = null
    const command = msg.data
    if (command.type !== 'start') return
    const controller = new AbortController()
    abort = controller
    const send = (frame: Uint8Array) => port.postMessage({ type: 'frame', frame } satisfies MjpegFetchReport, [frame.buffer])
    const ended = (error: boolean) => !controller.signal.aborted && port.postMessage({ type: 'ended', error } satisfies MjpegFetchReport)
    readMjpeg(command.url, controller.signal, send).then(
      () => ended(false),
      () => ended(true),
    )
  }
  return () => {
    abort?.abort()
    port.close()
  }
}

scope.onconnect = (event: MessageEvent) => {
  const views = new Map<number, () => void>()
  event.ports[0].onmessage = (msg: MessageEvent<MjpegFetchConnect>) => {
    const { data } = msg
    views.get(data.id)?.()
    views.delete(data.id)
    if (data.type === 'connect') views.set(data.id, serve(data.port))
  }
}
