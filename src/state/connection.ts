import { Moonraker, setActiveMoonraker } from '../moonraker/client'
import { API_PROBE_TIMEOUT_MS, DEFAULT_API_PORT, DEFAULT_API_PORT_HTTPS, KLIPPY_RETRY_MS } from '../moonraker/constants'
import { MoonrakerError } from '../moonraker/errors'
import { HttpClient, type Tokens } from '../moonraker/http'
import { RpcSocket } from '../moonraker/rpc'
import * as access from '../moonraker/api/access'
import { listObjects, printerInfo, subscribeObjects } from '../moonraker/api/printer'
import { identifyConnection, serverConfig, serverInfo } from '../moonraker/api/server'
import { endpointsOf } from '../lib/url'
import { dispatchNotification, emitLifecycle, onNotification } from './bus'
import { loadDatabaseRoots, resetDatabase } from './database'
import { activate } from './instances'
import { queueStatus, resetPrinter, setObjectNames, setStatus } from './printer'
import { resetServer, setKlippyState, setPrinterInfo, setServerInfo, useServerStore } from './server'
import { loadRefreshToken, saveRefreshToken, setInstances, useSessionStore, type HostConfig } from './session'
import type { KlippyState, PrinterStatus } from '../moonraker/types'

export const HOST_CONFIG_ERROR = 'Unable to load host configuration. Please check the host.'

let client: Moonraker | null = null
let socket: RpcSocket | null = null
let klippyTimer: ReturnType<typeof setTimeout> | null = null
/** Bumped on every (re)start so late replies from an older session are ignored. */
let generation = 0

async function loadHostConfig(): Promise<HostConfig> {
  const res = await fetch(`${import.meta.env.BASE_URL}config.json?date=${Date.now()}`, { cache: 'no-store' })
  if (!res.ok) throw new Error(HOST_CONFIG_ERROR)
  return (await res.json()) as HostConfig
}

/** Does a Moonraker answer at this base URL? A 401 counts: the API is there, it wants a login. */
async function probeApi(base: string): Promise<boolean> {
  try {
    const res = await fetch(`${base}server/info?date=${Date.now()}`, { signal: AbortSignal.timeout(API_PROBE_TIMEOUT_MS) })
    return res.ok || res.status === 401
  } catch {
    return false
  }
}

/** The API to use: the active instance, else the host config, else the page origin, else :7125/:7130. */
async function resolveApiUrl(config: HostConfig): Promise<string> {
  const active = useSessionStore.getState().instances.find((i) => i.active)
  if (active) return active.apiUrl
  if (config.apiUrl) return endpointsOf(config.apiUrl).apiUrl
  const origin = `${location.origin}/`
  if (await probeApi(origin)) return origin
  const port = location.protocol === 'https:' ? DEFAULT_API_PORT_HTTPS : DEFAULT_API_PORT
  return `${location.protocol}//${location.hostname}:${port}/`
}

function tokenStoreFor(apiUrl: string) {
  let tokens: Tokens = { token: null, refreshToken: loadRefreshToken(apiUrl) }
  return {
    get: () => tokens,
    set: (t: Tokens) => {
      tokens = t
      saveRefreshToken(apiUrl, t.refreshToken)
    },
  }
}

function resetPrinterData(): void {
  stopKlippyRetry()
  resetPrinter()
  resetServer()
  emitLifecycle('reset')
}

/** Start-up of SPEC §4: reset, host config, find the API, database roots, socket, Klippy. */
export async function startSession(): Promise<void> {
  const gen = ++generation
  closeSocket()
  resetPrinterData()
  resetDatabase()
  useSessionStore.setState({ phase: 'starting', error: '', apiConnected: false, authenticated: false, user: null })

  let config: HostConfig
  try {
    config = await loadHostConfig()
  } catch {
    useSessionStore.setState({ phase: 'config-error', error: HOST_CONFIG_ERROR })
    return
  }
  const apiUrl = await resolveApiUrl(config)
  if (gen !== generation) return
  const fromConfig = !!config.apiUrl && endpointsOf(config.apiUrl).apiUrl === apiUrl
  const socketUrl = fromConfig && config.socketUrl ? config.socketUrl : endpointsOf(apiUrl).socketUrl
  setInstances(activate(useSessionStore.getState().instances, apiUrl))
  useSessionStore.setState({ hostConfig: config, apiUrl, socketUrl })

  const http = new HttpClient(apiUrl, tokenStoreFor(apiUrl))
  http.onUnauthorized = () => void logout()
  client = new Moonraker(http)
  setActiveMoonraker(client)
  await http.refresh()

  try {
    const info = await access.accessInfo()
    useSessionStore.setState({ authSources: info.available_sources, defaultSource: info.default_source })
  } catch {
    /* older servers without the authorization component */
  }
  try {
    await loadDatabaseRoots()
  } catch (error) {
    if (gen !== generation) return
    if (error instanceof MoonrakerError && error.code === 401) {
      http.tokens.set({ token: null, refreshToken: null })
      useSessionStore.setState({ phase: 'login', apiConnected: true, authenticated: false })
    } else {
      useSessionStore.setState({ phase: 'api-down', apiConnected: false })
    }
    return
  }
  if (gen !== generation) return
  useSessionStore.setState({ phase: 'connected', apiConnected: true, authenticated: true })
  access.currentUser().then(
    (user) => useSessionStore.setState({ user }),
    () => undefined,
  )
  connectSocket(gen)
}

function connectSocket(gen: number): void {
  const { socketUrl } = useSessionStore.getState()
  const http = client!.http
  socket = new RpcSocket({
    url: async () => {
      if (!http.tokens.get().token) return socketUrl
      const token = await access.oneshotToken()
      return `${socketUrl}?token=${token}`
    },
    onStatus: (status) => {
      if (gen === generation) useSessionStore.setState({ socket: status })
    },
    onNotification: (n) => dispatchNotification(n.method, n.params),
    onOpen: () => void afterSocketOpen(gen),
    onUncleanClose: () => resetPrinterData(),
  })
  client!.socket = socket
  socket.connect().catch(() => undefined)
}

async function afterSocketOpen(gen: number): Promise<void> {
  try {
    await identifyConnection({
      client_name: 'Stratum',
      version: __APP_VERSION__,
      type: 'web',
      url: 'https://github.com/stratum-dashboard/stratum',
      access_token: client?.http.tokens.get().token ?? undefined,
    })
  } catch {
    /* identify is optional on older servers */
  }
  if (gen !== generation) return
  emitLifecycle('socket-open')
  void initKlippy(gen)
}

function stopKlippyRetry(): void {
  if (klippyTimer) clearTimeout(klippyTimer)
  klippyTimer = null
}

function retryKlippy(gen: number): void {
  stopKlippyRetry()
  useServerStore.setState((s) => ({ klippyRetries: s.klippyRetries + 1 }))
  klippyTimer = setTimeout(() => void initKlippy(gen), KLIPPY_RETRY_MS)
}

/** Asks server info until Klippy is ready, then subscribes to every printer object. */
async function initKlippy(gen: number): Promise<void> {
  stopKlippyRetry()
  if (gen !== generation || !socket?.isOpen) return
  try {
    const info = await serverInfo()
    if (gen !== generation) return
    setServerInfo(info)
    if (info.klippy_connected) {
      const pInfo = await printerInfo().catch(() => null)
      if (pInfo) setPrinterInfo(pInfo)
    }
    if (!info.klippy_connected || info.klippy_state !== 'ready') {
      retryKlippy(gen)
      return
    }
    const [{ objects }, config] = await Promise.all([listObjects(), serverConfig().catch(() => null)])
    if (gen !== generation) return
    setObjectNames(objects)
    if (config) useServerStore.setState({ config })
    const subscription = Object.fromEntries(objects.map((o) => [o, null]))
    const result = await subscribeObjects(subscription)
    if (gen !== generation) return
    setStatus(result.status, result.eventtime)
    useServerStore.setState({ klippyRetries: 0 })
    setKlippyState('ready')
    emitLifecycle('klippy-ready')
  } catch (error) {
    if (gen !== generation) return
    if (error instanceof MoonrakerError && error.code === 503) setKlippyState('error', error.message)
    retryKlippy(gen)
  }
}

function klippyLost(state: KlippyState): void {
  setKlippyState(state)
  emitLifecycle('klippy-lost')
  printerInfo()
    .then((info) => setPrinterInfo(info))
    .catch(() => undefined)
  retryKlippy(generation)
}

onNotification('notify_status_update', (params) => queueStatus(params[0] as PrinterStatus, params[1] as number))
onNotification('notify_klippy_ready', () => void initKlippy(generation))
onNotification('notify_klippy_shutdown', () => klippyLost('shutdown'))
onNotification('notify_klippy_disconnected', () => {
  resetPrinter()
  klippyLost('disconnected')
})

function closeSocket(): void {
  socket?.disconnect(false)
  socket = null
  if (client) client.socket = null
}

/** The Disconnected screen's Reconnect: reopen the socket, or start over when the API was down. */
export function reconnect(): void {
  const { phase } = useSessionStore.getState()
  if (phase !== 'connected' || !socket) {
    void startSession()
    return
  }
  socket.connect().catch(() => undefined)
}

/** The server is about to restart on purpose (update, service restart): its clean close reconnects. */
export function expectServerRestart(): void {
  socket?.expectServerRestart()
}

export async function login(username: string, password: string, source: string): Promise<void> {
  const result = await access.login(username, password, source)
  client!.http.tokens.set({ token: result.token, refreshToken: result.refresh_token })
  await startSession()
}

/** Clears the tokens, closes the socket, and checks whether this client is trusted anyway. */
export async function logout(invalidate = true): Promise<void> {
  if (invalidate && client?.http.tokens.get().token) await access.logout().catch(() => undefined)
  client?.http.tokens.set({ token: null, refreshToken: null })
  generation++
  closeSocket()
  resetPrinterData()
  useSessionStore.setState({ phase: 'login', authenticated: false, user: null })
  await startSession()
}

/** Makes another printer the active one and reconnects to it. */
export async function switchInstance(apiUrl: string): Promise<void> {
  setInstances(activate(useSessionStore.getState().instances, apiUrl))
  await startSession()
}
