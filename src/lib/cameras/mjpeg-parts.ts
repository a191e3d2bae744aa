/** A part that grows past this without ending is not a camera frame: the stream is dropped. */
export const MAX_PART_BYTES = 16 * 1024 * 1024

const CR = 0x0d
const LF = 0x0a

function indexOfHeaderEnd(buf: Uint8Array, from: number): number {
  for (let i = from; i + 3 < buf.length; i++) {
    if (buf[i] === CR && buf[i + 1] === LF && buf[i + 2] === CR && buf[i + 3] === LF) return i
  }
  return -1
}

/** Just past the first EOI marker (FF D9) at or after `from`, or -1. */
function indexOfJpegEnd(buf: Uint8Array, from: number): number {
  for (let i = from; i + 1 < buf.length; i++) {
    if (buf[i] === 0xff && buf[i + 1] === 0xd9) return i + 2
  }
  return -1
}

function contentLength(headers: string): number | null {
  const m = /(?:^|\r\n)content-length:\s*(\d+)/i.exec(headers)
  return m ? Number(m[1]) : null
}

/**
 * Splits a multipart/x-mixed-replace MJPEG stream (mjpg-streamer, ustreamer, camera-streamer) into
 * its JPEG frames as the bytes arrive. A part's Content-Length is used when it has one; otherwise
 * the frame runs from its start marker to its end marker.
 */
export class MjpegParts {
  private buf: Uint8Array = new Uint8Array(0)
  /** Bytes of the current part's body still awaited, or null while reading headers. */
  private bodyLength: number | null = null
  private scanFrom = 0

  /** The frames completed by this chunk, oldest first. Throws when a part exceeds MAX_PART_BYTES. */
  push(chunk: Uint8Array): Uint8Array[] {
    this.append(chunk)
    const frames: Uint8Array[] = []
    for (;;) {
      const frame = this.next()
      if (!frame) break
      frames.push(frame)
    }
    if (this.buf.length > MAX_PART_BYTES) throw new Error('MJPEG part too large')
    return frames
  }

  private append(chunk: Uint8Array): void {
    if (this.buf.length === 0) {
      this.buf = chunk
      return
    }
    const joined = new Uint8Array(this.buf.length + chunk.length)
    joined.set(this.buf)
    joined.set(chunk, this.buf.length)
    this.buf = joined
  }

  private consume(n: number): void {
    this.buf = this.buf.subarray(n)
    this.scanFrom = 0
  }

  private next(): Uint8Array | null {
    if (this.bodyLength === null) {
      // Line breaks between parts (after a body, before the boundary) are not headers.
      let start = 0
      while (start < this.buf.length && (this.buf[start] === CR || this.buf[start] === LF)) start++
      if (start) this.consume(start)
      const end = indexOfHeaderEnd(this.buf, Math.max(0, this.scanFrom - 3))
      if (end < 0) {
        this.scanFrom = this.buf.length
        return null
      }
      const headers = new TextDecoder().decode(this.buf.subarray(0, end))
      this.consume(end + 4)
      this.bodyLength = contentLength(headers) ?? -1
    }
    if (this.bodyLength >= 0) {
      if (this.buf.length < this.bodyLength) return null
      const frame = this.buf.slice(0, this.bodyLength)
      this.consume(this.bodyLength)
      this.bodyLength = null
      return frame
    }
    // Past the start marker (FF D8), so it cannot be read as part of an end marker.
    const end = indexOfJpegEnd(this.buf, Math.max(2, this.scanFrom - 1))
    if (end < 0) {
      this.scanFrom = this.buf.length
      return null
    }
    const frame = this.buf.slice(0, end)
    this.consume(end)
    this.bodyLength = null
    return frame
  }
}
