/** Builds MJPEG streams for tests: tiny JPEGs (start and end markers around a filler byte) and parts. */
const enc = new TextEncoder()

export const jpeg = (n: number, size = 40) => {
  const b = new Uint8Array(size).fill(n)
  b.set([0xff, 0xd8], 0)
  b.set([0xff, 0xd9], size - 2)
  return b
}

/** One multipart part: its headers (with or without Content-Length), body and line break. */
export const part = (body: Uint8Array, withLength = true) => {
  const head = enc.encode(`--frame\r\nContent-Type: image/jpeg\r\n${withLength ? `Content-Length: ${body.length}\r\n` : ''}X-Timestamp: 1.0\r\n\r\n`)
  return concat(head, body, enc.encode('\r\n'))
}

export function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((a, p) => a + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}
