/** Session and auth: start-up of SPEC §4, login, logout, switching printers, reconnecting. */
import { Backoff, browserWake } from '../moonraker/backoff'
import { Moonraker } from '../moonraker/client'
import { DEFAULT_API_PORT, DEFAULT_API_PORT_HTTPS } from '../moonraker/constants'
import { failureText, isUnauthorized, MoonrakerError } from '../moonraker/errors'
import { HOST_CONFIG_ERROR, HostConfigError, parseHostConfig, type HostConfig } from '../moonraker/host-config'
import { HttpClient } from '../moonraker/http'
import { apiAnswers } from '../moonraker/probe'
import type { RpcSocket } from '../moonraker/rpc'
import * as access from '../moonraker/api/access'
import { identifyConnection } from '../moonraker/api/server'
import { endpointsOf } from '../lib/url'
import { loadStoredSettings, resetStoredSettings } from './settings/settings'
import { emitLifecycle, type ResetCause } from './events'
import { activate, withEndpoints } from './instances'
import { initKlippy, stopKlippyRetry } from './klippy-init'
import { markPrinterStale, resetPrinter } from './printer'
import { resetServer } from './server'
import { setInstances, tokenStoreFor, useSessionStore } from './session'
import { beginPrinterSession, isActiveSession, type PrinterSession } from './printer-session'
import { activeClient, adoptSocket, openSocket, retrySocketNow, setActiveClient, warmSocket } from './socket-link'

export { HOST_CONFIG_ERROR }

/**
 * config.json beside the app, never from a cache: missing or not JSON means Moonraker on the same
 * origin (SPEC-NOTES). Only JSON of the wrong shape throws HostConfigError; no answer or a failing
 * status throws what the network or the host said.
 */
async function loadHostConfig(): Promise<HostConfig> {
  const res = await fetch(`${import.meta.env.BASE_URL}config.json?date=${Date.now()}`, { cache: 'no-store' })
  return parseHostConfig(res.status, res.headers.get('content-type'), await res.text(), res.statusText)
}

/** The API to use: the active instance, else the host config, else the page origin, else :7125/:7130. */
async function resolveApiUrl(config: HostConfig): Promise<string> {
  const active = useSessionStore.getState().instances.find((i) => i.active)
  if (active) return active.apiUrl
  if (config.apiUrl) return endpointsOf(config.apiUrl).apiUrl
  const origin = `${location.origin}/`
  if (await apiAnswers(origin)) return origin
  const port = location.protocol === 'https:' ? DEFAULT_API_PORT_HTTPS : DEFAULT_API_PORT
  return `${location.protocol}//${location.hostname}:${port}/`
}

/**
 * Forgets the active session's printer data, or, after a dropped socket (an unclean close), marks the
 * last readings stale: the dashboard keeps them, dimmed, until the printer answers again.
 */
export function resetPrinterData(cause: ResetCause = 'session'): void {
  stopKlippyRetry()
  if (cause === 'drop') markPrinterStale()
  else resetPrinter()
  resetServer(cause)
  emitLifecycle('reset', cause)
}

/**
 * Start-up again while the API is down (nginx's 502/503 while Moonraker restarts, a network error):
 * the socket's backoff, for as long as the page is open; only a 401 stops it (SPEC-NOTES).
 */
const apiRetry = new Backoff(() => void runSession())
let stopApiWake: (() => void) | null = null

function apiDown(error: unknown): void {
  apiRetry.schedule()
  stopApiWake ??= browserWake(() => apiRetry.hurry())
  useSessionStore.setState({ phase: 'api-down', apiConnected: false, apiError: failureText(error), apiRetryAt: apiRetry.retryAt })
}

function apiAnswered(): void {
  apiRetry.reset()
  stopApiWake?.()
  stopApiWake = null
  useSessionStore.setState({ apiError: '', apiRetryAt: null })
}

/** A printer's API and open connection, handed over by its light session (the farm) so the full session needs no reconnect. */
export interface Handover {
  client: Moonraker
  socket: RpcSocket
}

/** Start-up of SPEC §4: reset, host config, find the API, database roots, socket, Klippy. */
export function startSession(handover: Handover | null = null): Promise<void> {
  apiRetry.reset()
  return runSession(handover)
}

async function runSession(handover: Handover | null = null): Promise<void> {
  warmSocket()
  // A new session with stores of its own: the last one's socket closes, its timers stop, and its late
  // replies land in its own stores, which nothing shows any more.
  const session = beginPrinterSession()
  const isCurrent = () => isActiveSession(session)
  resetStoredSettings()
  useSessionStore.setState({ phase: 'starting', error: '', apiConnected: false, authenticated: false, user: null })

  let config: HostConfig = {}
  try {
    config = await loadHostConfig()
  } catch (error) {
    if (!isCurrent()) return
    if (error instanceof HostConfigError) {
      apiAnswered()
      useSessionStore.setState({ phase: 'config-error', error: HOST_CONFIG_ERROR })
      return
    }
    // The host is away. The printer of the last good start (the active instance, which start-up
    // prefers to config.json anyway) may not be: a dashboard served by another machine still reaches
    // it, and the screen names the printer it waits for. With none, wait and ask again, like the API.
    if (!useSessionStore.getState().instances.some((i) => i.active)) {
      apiDown(error)
      return
    }
  }
  const apiUrl = await resolveApiUrl(config)
  if (!isCurrent()) return
  // A handed-over connection is to the printer start-up chose, or it is of no use.
  if (handover && handover.client.http.baseUrl !== endpointsOf(apiUrl).apiUrl) {
    handover.socket.disconnect()
    handover = null
  }
  const fromConfig = !!config.apiUrl && endpointsOf(config.apiUrl).apiUrl === apiUrl
  const socketUrl = fromConfig && config.socketUrl ? config.socketUrl : endpointsOf(apiUrl).socketUrl
  session.apiUrl = apiUrl
  setInstances(withEndpoints(activate(useSessionStore.getState().instances, apiUrl), config.endpoints))
  useSessionStore.setState({ hostConfig: config, apiUrl, socketUrl })

  const http = handover?.client.http ?? new HttpClient(apiUrl, tokenStoreFor(apiUrl))
  // The one door's last step: the token was refused and could not be renewed. A late refusal of an
  // earlier session's client (a call still in flight at a logout) must not end the session that runs now.
  http.onUnauthorized = () => {
    if (activeClient()?.http === http) void sessionEnded()
  }
  setActiveClient(handover?.client ?? new Moonraker(http), session)
  await http.refresh()

  // The login sources and the database answer independently: ask for both at once.
  const sources = access.accessInfo().then(
    (info) => useSessionStore.setState({ authSources: info.available_sources, defaultSource: info.default_source }),
    () => undefined, // older servers without the authorization component
  )
  try {
    await Promise.all([loadStoredSettings(), sources])
  } catch (error) {
    if (!isCurrent()) return
    handover?.socket.disconnect()
    if (isUnauthorized(error)) {
      apiAnswered()
      http.tokens.set({ token: null, refreshToken: null })
      useSessionStore.setState({ phase: 'login', apiConnected: true, authenticated: false })
    } else {
      apiDown(error)
    }
    return
  }
  if (!isCurrent()) return
  apiAnswered()
  useSessionStore.setState({ phase: 'connected', apiConnected: true, authenticated: true, loginReason: '' })
  access.currentUser().then(
    (user) => useSessionStore.setState({ user }),
    () => undefined,
  )
  const hooks = { onOpen: () => void afterSocketOpen(session), onUncleanClose: () => resetPrinterData('drop') }
  if (handover) adoptSocket(session, handover.socket, hooks)
  else openSocket(session, hooks)
}

async function afterSocketOpen(session: PrinterSession): Promise<void> {
  try {
    await identifyConnection({
      client_name: 'Stratum',
      version: __APP_VERSION__,
      type: 'web',
      url: 'https://github.com/stratum-dashboard/stratum',
      access_token: session.client?.http.tokens.get().token ?? undefined,
    })
  } catch {
    /* identify is optional on older servers */
  }
  if (!isActiveSession(session)) return
  emitLifecycle('socket-open')
  void initKlippy(session)
}

/** The Disconnected screen's "Reconnect now": the next attempt at once (socket or API), or start over. */
export function reconnect(): void {
  const { phase } = useSessionStore.getState()
  if (phase === 'connected' && retrySocketNow()) return
  if (phase === 'api-down' && apiRetry.hurry()) return
  void startSession()
}

/** Why a login failed, as the login form says it: wrong credentials, or the server's own trouble. */
export type LoginFailure = { kind: 'credentials' } | { kind: 'server'; message: string }

/** Logs in and starts the session; resolves null on success, else why it failed (SPEC §8, SPEC-NOTES). */
export async function login(username: string, password: string, source: string): Promise<LoginFailure | null> {
  let result: Awaited<ReturnType<typeof access.login>>
  try {
    result = await access.login(username, password, source)
  } catch (error) {
    activeClient()?.http.tokens.set({ token: null, refreshToken: null })
    return loginFailure(error)
  }
  activeClient()?.http.tokens.set({ token: result.token, refreshToken: result.refresh_token })
  await startSession()
  return null
}

/** 400 and 401 (-32602 over the socket) mean the credentials; anything else is the server's failure, told as such. */
export function loginFailure(error: unknown): LoginFailure {
  const code = error instanceof MoonrakerError ? error.code : 0
  if (code === 400 || code === 401 || code === -32602) return { kind: 'credentials' }
  return { kind: 'server', message: failureText(error) }
}

let ending = false

/**
 * The session's token was refused and could not be renewed (revoked elsewhere, expired refresh token):
 * log out once, however many calls were refused, and ask for a login over the page, which keeps its state.
 */
export async function sessionEnded(): Promise<void> {
  if (ending || useSessionStore.getState().phase === 'login') return
  ending = true
  try {
    useSessionStore.setState({ loginReason: 'expired' })
    await logout(false, 'expired')
  } finally {
    ending = false
  }
}

/** Clears the tokens, closes the socket, and checks whether this client is trusted anyway. */
export async function logout(invalidate = true, reason: 'expired' | '' = ''): Promise<void> {
  const client = activeClient()
  if (invalidate && client?.http.tokens.get().token) await access.logout().catch(() => undefined)
  client?.http.tokens.set({ token: null, refreshToken: null })
  // The logged-out printer's data goes with its session (and its socket closes) at once.
  beginPrinterSession()
  useSessionStore.setState({ phase: 'login', authenticated: false, user: null, loginReason: reason })
  await startSession()
}

/** Makes another printer the active one: on the connection its light session hands over, else a new one. */
export async function switchInstance(apiUrl: string, handover: Handover | null = null): Promise<void> {
  setInstances(activate(useSessionStore.getState().instances, apiUrl))
  await startSession(handover)
}
