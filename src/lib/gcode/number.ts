/**
 * A number as G-code text: no exponent, no float noise (0.1 + 0.2 → 0.3), no trailing zeros.
 * Six decimals keep every value a user can type (z adjust 0.005, pressure advance 0.0001).
 */
export function gcodeNumber(value: number, decimals = 6): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`)
  const fixed = value.toFixed(decimals)
  const trimmed = fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed
  return trimmed === '-0' ? '0' : trimmed
}
