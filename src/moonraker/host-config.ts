/** config.json beside the app: where Moonraker is, and what the host allows (same shape as the session's). */
export interface HostConfig {
  apiUrl?: string
  socketUrl?: string
  blacklist?: string[]
  locales?: string[]
  hosted?: boolean
  /** The Moonraker API URLs of every printer this host serves (Fluidd's key of the same name). */
  endpoints?: string[]
}

export const HOST_CONFIG_ERROR = 'Unable to load host configuration. Please check the host.'

/** config.json is JSON of the wrong shape: the one failure the user must see and the host must fix. */
export class HostConfigError extends Error {
  constructor() {
    super(HOST_CONFIG_ERROR)
  }
}

const STRING_LIST_KEYS = ['blacklist', 'locales', 'endpoints'] as const

function isStringList(v: unknown): boolean {
  return Array.isArray(v) && v.every((s) => typeof s === 'string')
}

function isHostConfig(v: unknown): v is HostConfig {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false
  const c = v as Record<string, unknown>
  if (c.apiUrl !== undefined && typeof c.apiUrl !== 'string') return false
  if (c.socketUrl !== undefined && typeof c.socketUrl !== 'string') return false
  if (c.hosted !== undefined && typeof c.hosted !== 'boolean') return false
  return STRING_LIST_KEYS.every((k) => c[k] === undefined || isStringList(c[k]))
}

/**
 * Reads the answer to GET /config.json. The build ships `{}`; a host without the file (404) or one
 * that answers with its index page means "Moonraker on the same origin", so both count as `{}`.
 * Only JSON of the wrong shape is an error the user must see (HostConfigError); another failing
 * status is the host not serving the file now, like no answer at all: start-up waits and asks again.
 */
export function parseHostConfig(status: number, contentType: string | null, text: string, statusText = ''): HostConfig {
  if (status === 404) return {}
  if (status < 200 || status >= 300) throw new Error(`${status} ${statusText}`.trim())
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    // An index page or an empty file is not a config at all; a broken object is a config gone wrong.
    if (/^\s*[[{]/.test(text)) throw new HostConfigError()
    return {}
  }
  // A host that answers every path with its index page may still label it JSON; only real JSON counts.
  if (typeof parsed === 'string' && !(contentType ?? '').toLowerCase().includes('json')) return {}
  if (!isHostConfig(parsed)) throw new HostConfigError()
  return parsed
}
