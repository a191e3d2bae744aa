/** config.json beside the app, read at every start-up, and the last one read, for a start-up while the host is away. */
import { HostUnreachable, parseHostConfig, type HostConfig } from '../moonraker/host-config'

const LAST_READ_KEY = 'stratum-host-config'

export type HostConfigRead =
  /** The host's answer, as it is now. */
  | { kind: 'read'; config: HostConfig }
  /** The host did not answer; the config it gave last time stands in, so start-up can go on to the printer. */
  | { kind: 'remembered'; config: HostConfig }
  /** The host did not answer and never has: start-up waits and asks again. */
  | { kind: 'unreachable'; error: Error }
  /** The host answered with JSON of the wrong shape: the user must see it. */
  | { kind: 'invalid' }

function remembered(storage: Storage): HostConfig | null {
  const text = storage.getItem(LAST_READ_KEY)
  if (text === null) return null
  try {
    return parseHostConfig(200, 'application/json', text)
  } catch {
    return null
  }
}

/**
 * GET /config.json, never from a cache: a new deployment's config applies at once. When the host does
 * not give it, the one it gave last time is used, because only the host is known to be away: the
 * printer may answer at its own address (a dashboard served by another machine), and the
 * disconnected screen can name the printer it waits for. A wrong config is never replaced by an old one.
 */
export async function readHostConfig(fetcher: typeof fetch = fetch, storage: Storage = localStorage): Promise<HostConfigRead> {
  let config: HostConfig
  try {
    const res = await fetcher(`${import.meta.env.BASE_URL}config.json?date=${Date.now()}`, { cache: 'no-store' })
    config = parseHostConfig(res.status, res.headers.get('content-type'), await res.text(), res.statusText)
  } catch (error) {
    // fetch rejects with a TypeError when nothing answers (offline, host down, connection refused).
    if (!(error instanceof HostUnreachable) && !(error instanceof TypeError)) return { kind: 'invalid' }
    const last = remembered(storage)
    return last ? { kind: 'remembered', config: last } : { kind: 'unreachable', error }
  }
  try {
    storage.setItem(LAST_READ_KEY, JSON.stringify(config))
  } catch {
    /* storage full or refused: the next start-up simply has nothing to fall back on */
  }
  return { kind: 'read', config }
}
