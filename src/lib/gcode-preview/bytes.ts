/** Byte-level helpers: the parser reads lines without turning them into strings. */

const SPACE = 32
const TAB = 9
const CR = 13

export function isSpace(c: number): boolean {
  return c === SPACE || c === TAB || c === CR
}

export function upper(c: number): number {
  return c >= 97 && c <= 122 ? c - 32 : c
}

export function isLetter(c: number): boolean {
  const u = upper(c)
  return u >= 65 && u <= 90
}

/** Result slot of readNumber: the end index of the number (== start when there was none). */
export const numberEnd = { at: 0 }

/** Reads a decimal number (sign, digits, point, digits) at i; NaN when there is none. */
export function readNumber(buf: Uint8Array, i: number, end: number): number {
  while (i < end && isSpace(buf[i])) i++
  let sign = 1
  if (buf[i] === 45) {
    sign = -1
    i++
  } else if (buf[i] === 43) i++
  let value = 0
  let digits = 0
  while (i < end) {
    const d = buf[i] - 48
    if (d < 0 || d > 9) break
    value = value * 10 + d
    digits++
    i++
  }
  if (buf[i] === 46) {
    i++
    let scale = 0.1
    while (i < end) {
      const d = buf[i] - 48
      if (d < 0 || d > 9) break
      value += d * scale
      scale *= 0.1
      digits++
      i++
    }
  }
  numberEnd.at = i
  return digits ? sign * value : NaN
}

/** Does the text at i start with the ASCII prefix (case-sensitive)? */
export function startsWith(buf: Uint8Array, i: number, end: number, prefix: Uint8Array): boolean {
  if (end - i < prefix.length) return false
  for (let k = 0; k < prefix.length; k++) if (buf[i + k] !== prefix[k]) return false
  return true
}

/** Same, ignoring ASCII case. */
export function startsWithIgnoreCase(buf: Uint8Array, i: number, end: number, prefix: Uint8Array): boolean {
  if (end - i < prefix.length) return false
  for (let k = 0; k < prefix.length; k++) if (upper(buf[i + k]) !== prefix[k]) return false
  return true
}

export const ascii = (text: string): Uint8Array => Uint8Array.from(text, (ch) => ch.charCodeAt(0))

/** A line as text (only for the rare lines that need it: object definitions, labels). */
export function latin1(buf: Uint8Array, start: number, end: number): string {
  let s = ''
  for (let i = start; i < end; i++) s += String.fromCharCode(buf[i])
  return s
}
