import { afterEach, describe, expect, it, vi } from 'vitest'
import { readMjpeg } from './mjpeg-read'
import { concat, jpeg, part } from './mjpeg-test-stream'

/** A response whose body delivers `chunks` one read at a time. */
function respond(chunks: Uint8Array[], init: ResponseInit = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift()
      if (next) controller.enqueue(next)
      else controller.close()
    },
  })
  return new Response(body, init)
}

afterEach(() => vi.unstubAllGlobals())

describe('reading an MJPEG stream', () => {
  it('hands on the newest frame each chunk completes, then resolves when the stream ends', async () => {
    const first = part(jpeg(1))
    const fetch = vi.fn(async () => respond([first.subarray(0, 30), first.subarray(30), concat(part(jpeg(2)), part(jpeg(3)))]))
    vi.stubGlobal('fetch', fetch)
    const frames: number[] = []
    await readMjpeg('http://cam/stream', new AbortController().signal, (f) => frames.push(f[2]))
    // The second chunk completes frames 2 and 3 at once: only the newest is worth drawing.
    expect(frames).toEqual([1, 3])
    expect(fetch).toHaveBeenCalledWith('http://cam/stream', expect.objectContaining({ cache: 'no-store' }))
  })

  it('rejects a stream the camera refuses, with its status', async () => {
    vi.stubGlobal('fetch', async () => respond([], { status: 503 }))
    await expect(readMjpeg('http://cam/stream', new AbortController().signal, () => undefined)).rejects.toThrow('HTTP 503')
  })

  it('stops reading once aborted', async () => {
    vi.stubGlobal('fetch', async () => respond([part(jpeg(1)), part(jpeg(2))]))
    const abort = new AbortController()
    const frames: number[] = []
    await readMjpeg('http://cam/stream', abort.signal, (f) => {
      frames.push(f[2])
      abort.abort()
    })
    expect(frames).toEqual([1])
  })
})
