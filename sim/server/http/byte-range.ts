/**
 * Which bytes of a file a download answers with, as Moonraker's file handler decides it (one range of
 * `Range: bytes=…`; anything it cannot read is ignored and the whole file sent).
 *
 * - `bytes=N-`, `bytes=N-M` (M inclusive, capped at the end), `bytes=-K` (the last K bytes);
 * - a range covering the whole file is a plain 200, not a 206;
 * - a first byte at or past the end, a last byte before the first, or `bytes=-0`: 416;
 * - another unit, several ranges, or numbers it cannot read: the Range is ignored (200).
 */
export type ByteRange = { status: 200 | 206; start: number; end: number } | { status: 416 }

const readInt = (text: string): number | null | undefined => {
  const t = text.trim()
  if (t === '') return null
  return /^[+-]?\d+$/.test(t) ? Number(t) : undefined
}

/** `end` is exclusive. */
export function byteRange(header: string | undefined, size: number): ByteRange {
  const whole = { status: 200 as const, start: 0, end: size }
  if (header === undefined) return whole
  const eq = header.indexOf('=')
  const unit = (eq === -1 ? header : header.slice(0, eq)).trim()
  if (unit !== 'bytes') return whole
  const value = eq === -1 ? '' : header.slice(eq + 1).trim()
  const dash = value.indexOf('-')
  let start = readInt(dash === -1 ? value : value.slice(0, dash))
  let end = readInt(dash === -1 ? '' : value.slice(dash + 1))
  if (start === undefined || end === undefined) return whole
  if (end !== null) {
    if (start === null) {
      if (end !== 0) {
        start = -end
        end = null
      }
    } else end += 1
  }
  if (start !== null && start < 0) start = Math.max(0, start + size)
  if ((start !== null && (start >= size || (end !== null && start >= end))) || end === 0) return { status: 416 }
  if (end !== null && end > size) end = size
  const from = start ?? 0
  const to = end ?? size
  return { status: to - from === size ? 200 : 206, start: from, end: to }
}
