import { describe, expect, it } from 'vitest'
import { MAX_PART_BYTES, MjpegParts } from './mjpeg-parts'
import { concat, jpeg, part } from './mjpeg-test-stream'

/** Feeds the stream in chunks of `size` bytes and gathers every frame. */
function split(stream: Uint8Array, size: number): Uint8Array[] {
  const parts = new MjpegParts()
  const frames: Uint8Array[] = []
  for (let i = 0; i < stream.length; i += size) frames.push(...parts.push(stream.subarray(i, i + size)))
  return frames
}

describe('MJPEG stream parts', () => {
  it('takes each frame by its Content-Length, however the bytes are chunked', () => {
    const stream = concat(part(jpeg(1)), part(jpeg(2, 100)), part(jpeg(3)))
    for (const size of [1, 3, 7, 64, stream.length]) {
      const frames = split(stream, size)
      expect(frames.map((f) => [f.length, f[2]])).toEqual([
        [40, 1],
        [100, 2],
        [40, 3],
      ])
    }
  })

  it('a body holding an end marker before its real end is still one frame when its length is known', () => {
    const body = jpeg(5, 60)
    body.set([0xff, 0xd9], 20)
    expect(split(part(body), 5)).toEqual([body])
  })

  it('without Content-Length a frame runs from its start marker to its end marker', () => {
    const stream = concat(part(jpeg(1), false), part(jpeg(2, 90), false))
    for (const size of [1, 2, 11, stream.length]) expect(split(stream, size).map((f) => f.length)).toEqual([40, 90])
  })

  it('a completed frame is not returned until its last byte arrives', () => {
    const stream = part(jpeg(9))
    const parts = new MjpegParts()
    expect(parts.push(stream.subarray(0, stream.length - 3))).toEqual([])
    expect(parts.push(stream.subarray(stream.length - 3))).toHaveLength(1)
  })

  it('a part that never ends is refused rather than buffered without limit', () => {
    const parts = new MjpegParts()
    parts.push(new TextEncoder().encode('--frame\r\nContent-Type: image/jpeg\r\n\r\n'))
    expect(() => parts.push(new Uint8Array(MAX_PART_BYTES + 1))).toThrow(/too large/)
  })
})
