/** SPEC §5's camera rules, and the URL rule of DESIGN's security section. */
import { checkNumber, type RuleError } from '../input-rules'
import type { CameraForm } from './camera'

export const FPS_MIN = 1
export const FPS_MAX = 60

/** Only http(s) URLs or URLs relative to the printer's host; never javascript:, data: … */
export function isSafeCameraUrl(url: string): boolean {
  // Judge the text as the browser will read it: the URL parser drops tabs and line breaks anywhere,
  // so 'java\tscript:' would otherwise pass as relative and resolve to javascript:.
  const u = url.replace(/[\t\n\r]/g, '').trim()
  if (!u) return false
  if (/^https?:\/\//i.test(u)) {
    try {
      new URL(u)
      return true
    } catch {
      return false
    }
  }
  // Relative: no scheme before the first slash, question mark or hash, and no other host.
  if (/^[\\/]{2}/.test(u)) return false
  if (/^[a-z][a-z0-9+.-]*:/i.test(u)) return false
  try {
    return new URL(url, 'http://printer.invalid/').protocol === 'http:'
  } catch {
    return false
  }
}

export type CameraErrorCode = RuleError | { code: 'url' }
export type CameraErrors = Partial<Record<'name' | 'url' | 'snapshotUrl' | 'fpstarget' | 'fpsidletarget' | 'height', CameraErrorCode>>

const required = (s: string): RuleError | null => (s.trim() ? null : { code: 'required' })

function fps(value: number | string): RuleError | null {
  const r = checkNumber(value, { min: FPS_MIN, max: FPS_MAX })
  return r.ok ? null : r.error
}

/** Every error of a camera form; an empty object means it can be saved. */
export function validateCamera(form: CameraForm): CameraErrors {
  const errors: CameraErrors = {}
  const name = required(form.name)
  if (name) errors.name = name
  const url = required(form.url)
  if (url) errors.url = url
  else if (!isSafeCameraUrl(form.url)) errors.url = { code: 'url' }
  if (form.snapshotUrl.trim() && !isSafeCameraUrl(form.snapshotUrl)) errors.snapshotUrl = { code: 'url' }
  const usesFps = form.type === 'mjpgadaptive'
  if (usesFps) {
    const target = fps(form.fpstarget)
    if (target) errors.fpstarget = target
    const idle = fps(form.fpsidletarget)
    if (idle) errors.fpsidletarget = idle
  } else if (String(form.fpstarget).trim() === '') {
    errors.fpstarget = { code: 'required' }
  }
  if (form.type === 'iframe') {
    const h = checkNumber(form.height, { min: 1 })
    if (!h.ok) errors.height = h.error
  }
  return errors
}

export function isCameraValid(form: CameraForm): boolean {
  return Object.keys(validateCamera(form)).length === 0
}
