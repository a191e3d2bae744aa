import { checkNumber, type Checked } from '../input-rules'

/** Preview line widths and icon size (SPEC §5): required, a number, greater than 0. */
export function checkPreviewWidth(text: string | number): Checked<number> {
  const n = checkNumber(text)
  if (!n.ok) return n
  return n.value > 0 ? n : { ok: false, error: { code: 'greaterThanZero' } }
}
