import { create } from 'zustand'
import type { SocketStatus } from '../moonraker/rpc'
import type { HostConfig } from '../moonraker/host-config'
import type { Tokens } from '../moonraker/http'
import type { User } from '../moonraker/types'
import { loadInstances, saveInstances, type PrinterInstance } from './instances'

/** Where start-up has got to; the shell shows a screen per phase. */
export type SessionPhase =
  | 'starting'
  /** config.json could not be loaded. */
  | 'config-error'
  /** No API answers (Disconnected screen). */
  | 'api-down'
  /** The API answers but wants a login. */
  | 'login'
  /** Authenticated; the socket connects and Klippy is being initialised. */
  | 'connected'


interface SessionStore {
  phase: SessionPhase
  error: string
  hostConfig: HostConfig
  instances: PrinterInstance[]
  apiUrl: string
  socketUrl: string
  apiConnected: boolean
  authenticated: boolean
  user: User | null
  authSources: string[]
  defaultSource: string
  socket: SocketStatus
  /** Why the API is down, as the server or the network said it ('503 Service Unavailable'). */
  apiError: string
  /** When start-up is tried again while the API is down (epoch ms). */
  apiRetryAt: number | null
  /** 'expired': the session ended by itself (token refused, not renewable): the login is asked over the kept page. */
  loginReason: '' | 'expired'
}

export const useSessionStore = create<SessionStore>(() => ({
  phase: 'starting',
  error: '',
  hostConfig: {},
  instances: loadInstances(),
  apiUrl: '',
  socketUrl: '',
  apiConnected: false,
  authenticated: false,
  user: null,
  authSources: ['moonraker'],
  defaultSource: 'moonraker',
  socket: { phase: 'idle', unauthorized: false, attempts: 0, retryAt: null },
  apiError: '',
  apiRetryAt: null,
  loginReason: '',
}))

export function setInstances(instances: PrinterInstance[]): void {
  saveInstances(instances)
  useSessionStore.setState({ instances })
}

/** Trusted clients and API-key callers get these usernames from Moonraker. */
export function isSpecialUser(user: User | null): boolean {
  return !!user && (user.username === '_TRUSTED_USER_' || user.username === '_API_KEY_USER_')
}

export const useSocketOpen = () => useSessionStore((s) => s.socket.phase === 'open')

/** Resolves once the printer's socket is open (at once when it is), or when the signal aborts. */
export function whenSocketOpen(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe()
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const unsubscribe = useSessionStore.subscribe((s) => s.socket.phase === 'open' && done())
    signal?.addEventListener('abort', done)
    if (useSessionStore.getState().socket.phase === 'open' || signal?.aborted) done()
  })
}
export const useAuthenticated = () => useSessionStore((s) => s.authenticated)
export const useSessionExpired = () => useSessionStore((s) => s.phase === 'login' && s.loginReason === 'expired')
export const useActiveInstance = () => useSessionStore((s) => s.instances.find((i) => i.active))

const REFRESH_KEY_PREFIX = 'stratum-refresh-token:'

/** The refresh token survives reloads; the access token lives in memory only. */
export function loadRefreshToken(apiUrl: string): string | null {
  return localStorage.getItem(REFRESH_KEY_PREFIX + apiUrl)
}

export function saveRefreshToken(apiUrl: string, token: string | null): void {
  if (token) localStorage.setItem(REFRESH_KEY_PREFIX + apiUrl, token)
  else localStorage.removeItem(REFRESH_KEY_PREFIX + apiUrl)
}

/** A printer's tokens: the access token in memory, the refresh token kept across reloads. */
export function tokenStoreFor(apiUrl: string) {
  let tokens: Tokens = { token: null, refreshToken: loadRefreshToken(apiUrl) }
  return {
    get: () => tokens,
    set: (t: Tokens) => {
      tokens = t
      saveRefreshToken(apiUrl, t.refreshToken)
    },
  }
}
