import { MoonrakerError } from './errors'
import { TOKEN_REFRESH_THRESHOLD_S } from './constants'

export interface Tokens {
  token: string | null
  refreshToken: string | null
}

/** Where the client keeps its tokens: access token in memory, refresh token persisted by the caller. */
export interface TokenStore {
  get(): Tokens
  set(tokens: Tokens): void
}

export function memoryTokenStore(initial: Tokens = { token: null, refreshToken: null }): TokenStore {
  let tokens = initial
  return { get: () => tokens, set: (t) => (tokens = t) }
}

export interface TransferProgress {
  loaded: number
  total: number
  /** Bytes per second since the transfer started. */
  speed: number
}

export interface Transfer<T> {
  promise: Promise<T>
  cancel(): void
}

/** Seconds until the JWT expires; Infinity when it carries no exp or cannot be read. */
export function secondsUntilExpiry(token: string, nowMs = Date.now()): number {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')))
    return typeof payload.exp === 'number' ? payload.exp - nowMs / 1000 : Infinity
  } catch {
    return Infinity
  }
}

export function needsRefresh(token: string, nowMs = Date.now()): boolean {
  return secondsUntilExpiry(token, nowMs) < TOKEN_REFRESH_THRESHOLD_S
}

/** Base URLs always end in '/'; calls are made relative to it ('server/info'). */
export function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`
}

type Query = Record<string, string | number | boolean | undefined>

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE'
  query?: Query
  body?: unknown
  /** Skip the bearer token (login, refresh_jwt, access/info). */
  noAuth?: boolean
  signal?: AbortSignal
  /** Give up after this many ms (only the API probes use one; calls have no timeout). */
  timeoutMs?: number
}

/** The token a request carried, from its headers. */
function bearerOf(headers: Record<string, string>): string | null {
  return headers.Authorization?.replace(/^Bearer /, '') ?? null
}

/**
 * Moonraker's HTTP API: bearer token refreshed when it expires in under 300 s, JSON results unwrapped
 * from {result}, errors as MoonrakerError with the server's message. A refused token goes through one
 * door (`refused`) for every call, socket calls, downloads and uploads included: renew it once, try again,
 * else end the session.
 */
export class HttpClient {
  private refreshing: Promise<void> | null = null
  private renewal: Promise<boolean> | null = null
  /** The session has ended (the token was refused and could not be renewed): log out. */
  onUnauthorized: (() => void) | null = null

  constructor(
    public baseUrl: string,
    readonly tokens: TokenStore = memoryTokenStore(),
  ) {
    this.baseUrl = withTrailingSlash(baseUrl)
  }

  url(path: string, query?: Query): string {
    const u = new URL(path.replace(/^\//, ''), this.baseUrl)
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) u.searchParams.set(k, String(v))
    return u.toString()
  }

  async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const body = options.body !== undefined ? JSON.stringify(options.body) : undefined
    for (let retried = false; ; retried = true) {
      const headers: Record<string, string> = options.noAuth ? {} : await this.authHeaders()
      if (body !== undefined) headers['Content-Type'] = 'application/json'
      const controller = new AbortController()
      const timer = options.timeoutMs ? setTimeout(() => controller.abort(), options.timeoutMs) : null
      options.signal?.addEventListener('abort', () => controller.abort())
      let res: Response
      try {
        res = await fetch(this.url(path, options.query), { method: options.method ?? 'GET', headers, body, signal: controller.signal })
      } catch (error) {
        throw new MoonrakerError(0, error instanceof Error ? error.message : 'Network error', path)
      } finally {
        if (timer) clearTimeout(timer)
      }
      const data = await res.json().catch(() => null)
      if (res.ok) return (data && 'result' in data ? data.result : data) as T
      // Only a refused token counts; a 401 without one just means 'log in'.
      if (res.status === 401 && headers.Authorization && (await this.retryAfterRefusal(headers, retried))) continue
      throw new MoonrakerError(res.status, data?.error?.message ?? (res.statusText || 'Server error'), path)
    }
  }

  /**
   * The one door for a refused token: renews it once, shared by every caller refused at the same time.
   * True when the caller should try again with the new token; false when renewing failed and the
   * session has been ended (onUnauthorized).
   */
  refused(usedToken: string | null): Promise<boolean> {
    const current = this.tokens.get().token
    if (current && current !== usedToken) return Promise.resolve(true)
    this.renewal ??= this.renew().finally(() => (this.renewal = null))
    return this.renewal
  }

  /** A 401 to a request that carried a token: try once more after the door, or end the session. */
  private async retryAfterRefusal(headers: Record<string, string>, retried: boolean): Promise<boolean> {
    if (!retried) return this.refused(bearerOf(headers))
    // Refused again with a token that was just renewed: the session is over.
    this.onUnauthorized?.()
    return false
  }

  private async renew(): Promise<boolean> {
    const before = this.tokens.get().token
    if (this.tokens.get().refreshToken) {
      await this.refresh()
      const after = this.tokens.get().token
      if (after && after !== before) return true
    }
    this.onUnauthorized?.()
    return false
  }

  /** The Authorization header for the current token, refreshed first when it is about to expire. */
  async authHeaders(): Promise<Record<string, string>> {
    let { token } = this.tokens.get()
    if (token && needsRefresh(token)) {
      await this.refresh()
      token = this.tokens.get().token
    }
    return token ? { Authorization: `Bearer ${token}` } : {}
  }

  /** Swaps the refresh token for a new access token; a failure resolves silently with nothing. */
  refresh(): Promise<void> {
    if (this.refreshing) return this.refreshing
    const { refreshToken } = this.tokens.get()
    if (!refreshToken) return Promise.resolve()
    this.refreshing = this.request<{ token: string }>('access/refresh_jwt', {
      method: 'POST',
      body: { refresh_token: refreshToken },
      noAuth: true,
    })
      .then((r) => this.tokens.set({ token: r.token, refreshToken }))
      .catch(() => undefined)
      .finally(() => (this.refreshing = null))
    return this.refreshing
  }

  /** Uploads one file as multipart form data with progress; `fields` are root, path, print … */
  upload<T>(file: Blob, filename: string, fields: Record<string, string>, onProgress?: (p: TransferProgress) => void): Transfer<T> {
    let xhr: XMLHttpRequest | null = null
    let cancelled = false
    const send = (headers: Record<string, string>) =>
      new Promise<{ status: number; data: { result?: T; error?: { message: string } } | null }>((resolve, reject) => {
        const req = new XMLHttpRequest()
        xhr = req
        const started = performance.now()
        req.open('POST', this.url('server/files/upload'))
        for (const [k, v] of Object.entries(headers)) req.setRequestHeader(k, v)
        req.upload.onprogress = (e) => {
          const seconds = Math.max((performance.now() - started) / 1000, 0.001)
          onProgress?.({ loaded: e.loaded, total: e.total || file.size, speed: e.loaded / seconds })
        }
        req.onload = () => {
          let data = null
          try {
            data = JSON.parse(req.responseText)
          } catch {
            /* not JSON */
          }
          resolve({ status: req.status, data })
        }
        req.onerror = () => reject(new MoonrakerError(0, 'Network error', 'upload'))
        req.onabort = () => reject(new MoonrakerError(-1, 'User cancelled.', 'upload'))
        const form = new FormData()
        for (const [k, v] of Object.entries(fields)) form.append(k, v)
        form.append('file', file, filename)
        req.send(form)
      })
    const promise = (async () => {
      for (let retried = false; ; retried = true) {
        if (cancelled) throw new MoonrakerError(-1, 'User cancelled.', 'upload')
        const headers = await this.authHeaders()
        const { status, data } = await send(headers)
        if (status >= 200 && status < 300) return (data?.result ?? data) as T
        if (status === 401 && headers.Authorization && (await this.retryAfterRefusal(headers, retried))) continue
        throw new MoonrakerError(status, data?.error?.message ?? 'Server error', 'upload')
      }
    })()
    return {
      promise,
      cancel: () => {
        cancelled = true
        ;(xhr as XMLHttpRequest | null)?.abort()
      },
    }
  }

  /** Downloads a file with progress; cancel rejects with 'User cancelled.'. */
  download(path: string, onProgress?: (p: TransferProgress) => void): Transfer<Blob> {
    const controller = new AbortController()
    const promise = (async () => {
      let res: Response
      for (let retried = false; ; retried = true) {
        const headers = await this.authHeaders()
        try {
          res = await fetch(this.url(path, { date: Date.now() }), { headers, signal: controller.signal })
        } catch (error) {
          if (controller.signal.aborted) throw new MoonrakerError(-1, 'User cancelled.', path)
          throw new MoonrakerError(0, error instanceof Error ? error.message : 'Network error', path)
        }
        if (res.ok) break
        const data = await res.json().catch(() => null)
        if (res.status === 401 && headers.Authorization && (await this.retryAfterRefusal(headers, retried))) continue
        throw new MoonrakerError(res.status, data?.error?.message ?? (res.statusText || 'Server error'), path)
      }
      return readBody(res, path, controller.signal, onProgress)
    })()
    return { promise, cancel: () => controller.abort() }
  }
}

/** Reads a download's body with progress. */
async function readBody(res: Response, path: string, signal: AbortSignal, onProgress?: (p: TransferProgress) => void): Promise<Blob> {
  const total = Number(res.headers.get('Content-Length') ?? 0)
  const reader = res.body?.getReader()
  if (!reader) return res.blob()
  const chunks: Uint8Array[] = []
  let loaded = 0
  const started = performance.now()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      loaded += value.length
      const seconds = Math.max((performance.now() - started) / 1000, 0.001)
      onProgress?.({ loaded, total, speed: loaded / seconds })
    }
  } catch {
    if (signal.aborted) throw new MoonrakerError(-1, 'User cancelled.', path)
    throw new MoonrakerError(0, 'Network error', path)
  }
  return new Blob(chunks as BlobPart[], { type: res.headers.get('Content-Type') ?? 'application/octet-stream' })
}
