import { ApiError, type Params } from './types'

/**
 * Argument readers with Moonraker's conversions: HTTP query values arrive as strings,
 * so numbers and booleans are accepted in their string form too.
 */

function missing(name: string): ApiError {
  return new ApiError(400, `No data for argument: ${name}`)
}

function badType(name: string, expected: string): ApiError {
  return new ApiError(400, `Invalid value for argument '${name}': expected ${expected}`)
}

export function has(params: Params, name: string): boolean {
  return params[name] !== undefined && params[name] !== null
}

export function getString(params: Params, name: string): string {
  const v = params[name]
  if (v === undefined || v === null) throw missing(name)
  if (typeof v === 'string') return v
  if (typeof v === 'number' || typeof v === 'boolean') return String(v)
  throw badType(name, 'a string')
}

export function optString(params: Params, name: string, fallback: string): string
export function optString(params: Params, name: string, fallback?: string): string | undefined
export function optString(params: Params, name: string, fallback?: string): string | undefined {
  return has(params, name) ? getString(params, name) : fallback
}

export function getNumber(params: Params, name: string): number {
  const v = params[name]
  if (v === undefined || v === null) throw missing(name)
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN
  if (!Number.isFinite(n)) throw badType(name, 'a number')
  return n
}

export function optNumber(params: Params, name: string, fallback: number): number
export function optNumber(params: Params, name: string, fallback?: number): number | undefined
export function optNumber(params: Params, name: string, fallback?: number): number | undefined {
  return has(params, name) ? getNumber(params, name) : fallback
}

export function getBool(params: Params, name: string): boolean {
  const v = params[name]
  if (v === undefined || v === null) throw missing(name)
  if (typeof v === 'boolean') return v
  if (typeof v === 'number') return v !== 0
  if (typeof v === 'string') {
    const s = v.toLowerCase()
    if (s === 'true' || s === '1' || s === '') return true
    if (s === 'false' || s === '0') return false
  }
  throw badType(name, 'a boolean')
}

export function optBool(params: Params, name: string, fallback: boolean): boolean {
  return has(params, name) ? getBool(params, name) : fallback
}

/** A list argument: a JSON array, or a comma separated string from a query string. */
export function getStringList(params: Params, name: string): string[] {
  const v = params[name]
  if (v === undefined || v === null) throw missing(name)
  if (Array.isArray(v)) return v.map((x) => String(x))
  if (typeof v === 'string') return v.split(',').map((s) => s.trim()).filter((s) => s !== '')
  throw badType(name, 'a list')
}
