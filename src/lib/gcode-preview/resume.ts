/**
 * Resuming a G-code download cut off halfway (a Moonraker restart, a dropped network): ask for the
 * rest with an HTTP Range, which Moonraker's file handler serves (206 with the bytes from there on).
 */

/** The headers asking for the file from byte `from` on (none for the whole file). */
export function rangeFrom(from: number): Record<string, string> {
  return from > 0 ? { Range: `bytes=${from}-` } : {}
}

/**
 * What to read of the answer to a resumed request: a 206 is the rest itself; a 200 is the whole file
 * again (a proxy that drops the Range), whose first `from` bytes were parsed already. Moonraker lets a
 * page on another origin read no Content-Range, but it may read the length: a length that does not fit
 * means the file changed on the printer meanwhile, and the parse cannot go on.
 */
export function resumedPart(status: number, contentLength: number | null, from: number, total: number): { skip: number } | null {
  const fits = (expected: number) => contentLength === null || total <= 0 || contentLength === expected
  if (status === 206) return fits(total - from) ? { skip: 0 } : null
  if (status === 200) return fits(total) ? { skip: from } : null
  return null
}

/** The length a response announces, or null when it does not say. */
export function contentLengthOf(res: Response): number | null {
  const value = res.headers.get('Content-Length')
  const n = value === null ? Number.NaN : Number(value)
  return Number.isFinite(n) && n >= 0 ? n : null
}
