import { API_PROBE_TIMEOUT_MS } from './constants'

export type ProbeResult =
  | { ok: true }
  /** The server answered a no-cors request but refused a normal one: a CORS setting on the printer. */
  | { ok: false; reason: 'cors' }
  /** Neither request got through. */
  | { ok: false; reason: 'unreachable'; message: string }
  /** The server answered with an error other than 401. */
  | { ok: false; reason: 'error'; message: string }

/**
 * Checks a printer URL for the add-printer dialog: GET {base}server/info without auth; 401 counts as
 * reachable; on a network failure a second no-cors request tells a CORS refusal from no connection.
 */
export async function probePrinter(apiUrl: string, signal?: AbortSignal, fetcher: typeof fetch = fetch): Promise<ProbeResult> {
  const base = apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`
  const url = `${base}server/info?t=${Date.now()}`
  try {
    const res = await fetcher(url, { signal })
    if (res.ok || res.status === 401) return { ok: true }
    const body = await res.json().catch(() => null)
    return { ok: false, reason: 'error', message: body?.error?.message ?? `${res.status} ${res.statusText}` }
  } catch (error) {
    if (signal?.aborted) throw error
    const message = error instanceof Error ? error.message : String(error)
    try {
      await fetcher(url, { signal, mode: 'no-cors', cache: 'no-cache' })
      return { ok: false, reason: 'cors' }
    } catch {
      if (signal?.aborted) throw error
      return { ok: false, reason: 'unreachable', message }
    }
  }
}

/**
 * Start-up's quick question: does a Moonraker answer at this base URL within API_PROBE_TIMEOUT_MS?
 * A 401 counts (the API is there and wants a login).
 */
export async function apiAnswers(base: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetcher(`${base}server/info?date=${Date.now()}`, { signal: AbortSignal.timeout(API_PROBE_TIMEOUT_MS) })
    return res.ok || res.status === 401
  } catch {
    return false
  }
}
