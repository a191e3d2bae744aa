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

/**
 * Moonraker's HTTP API: bearer token refreshed when it expires in under 300 s, JSON results unwrapped
 * from {result}, errors as MoonrakerError with the server's message.
 */
export class HttpClient {
  private refreshing: Promise<void> | null = null
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
    const headers: Record<string, string> = {}
    if (!options.noAuth) Object.assign(headers, await this.authHeaders())
    let body: BodyInit | undefined
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(options.body)
    }
    const controller = new AbortController()
    const timer = options.timeoutMs ? setTimeout(() => controller.abort(), options.timeoutMs) : null
    options.signal?.addEventListener('abort', () => controller.abort())
    let res: Response
    try {
      res = await fetch(this.url(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: controller.signal,
      })
    } catch (error) {
      throw new MoonrakerError(0, error instanceof Error ? error.message : 'Network error', path)
    } finally {
      if (timer) clearTimeout(timer)
    }
    const data = await res.json().catch(() => null)
    if (!res.ok) {
      const message = data?.error?.message ?? (res.statusText || 'Server error')
      // Only a refused token means the session ended; a 401 without one just means 'log in'.
      if (res.status === 401 && headers.Authorization) this.onUnauthorized?.()
      throw new MoonrakerError(res.status, message, path)
    }
    return (data && 'result' in data ? data.result : data) as T
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
    const xhr = new XMLHttpRequest()
    const promise = (async () => {
      const headers = await this.authHeaders()
      return new Promise<T>((resolve, reject) => {
        const started = performance.now()
        xhr.open('POST', this.url('server/files/upload'))
        for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v)
        xhr.upload.onprogress = (e) => {
          const seconds = Math.max((performance.now() - started) / 1000, 0.001)
          onProgress?.({ loaded: e.loaded, total: e.total || file.size, speed: e.loaded / seconds })
        }
        xhr.onload = () => {
          let data: { result?: T; error?: { message: string } } | null = null
          try {
            data = JSON.parse(xhr.responseText)
          } catch {
            /* not JSON */
          }
          if (xhr.status >= 200 && xhr.status < 300) resolve((data?.result ?? data) as T)
          else {
            if (xhr.status === 401 && headers.Authorization) this.onUnauthorized?.()
            reject(new MoonrakerError(xhr.status, data?.error?.message ?? 'Server error', 'upload'))
          }
        }
        xhr.onerror = () => reject(new MoonrakerError(0, 'Network error', 'upload'))
        xhr.onabort = () => reject(new MoonrakerError(-1, 'User cancelled.', 'upload'))
        const form = new FormData()
        for (const [k, v] of Object.entries(fields)) form.append(k, v)
        form.append('file', file, filename)
        xhr.send(form)
      })
    })()
    return { promise, cancel: () => xhr.abort() }
  }

  /** Downloads a file with progress; cancel rejects with 'User cancelled.'. */
  download(path: string, onProgress?: (p: TransferProgress) => void): Transfer<Blob> {
    const controller = new AbortController()
    const promise = (async () => {
      const headers = await this.authHeaders()
      let res: Response
      try {
        res = await fetch(this.url(path, { date: Date.now() }), { headers, signal: controller.signal })
      } catch (error) {
        if (controller.signal.aborted) throw new MoonrakerError(-1, 'User cancelled.', path)
        throw new MoonrakerError(0, error instanceof Error ? error.message : 'Network error', path)
      }
      if (!res.ok) {
        const data = await res.json().catch(() => null)
        throw new MoonrakerError(res.status, data?.error?.message ?? 'Server error', path)
      }
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
        if (controller.signal.aborted) throw new MoonrakerError(-1, 'User cancelled.', path)
        throw new MoonrakerError(0, 'Network error', path)
      }
      return new Blob(chunks as BlobPart[], { type: res.headers.get('Content-Type') ?? 'application/octet-stream' })
    })()
    return { promise, cancel: () => controller.abort() }
  }
}
