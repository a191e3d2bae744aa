import { MjpegParts } from './mjpeg-parts'

/**
 * Reads a multipart MJPEG stream until it ends (resolves) or `signal` aborts, handing on the newest
 * frame each chunk of bytes completes. Rejects when the stream cannot be opened (HTTP status, a
 * camera without CORS, the network) or breaks off.
 */
export async function readMjpeg(url: string, signal: AbortSignal, onFrame: (frame: Uint8Array) => void): Promise<void> {
  const res = await fetch(url, { signal, cache: 'no-store' })
  if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`)
  const reader = res.body.getReader()
  const parts = new MjpegParts()
  for (;;) {
    const { done, value } = await reader.read()
    if (done || signal.aborted) return
    const frames = parts.push(value)
    if (frames.length) onFrame(frames[frames.length - 1])
  }
}
