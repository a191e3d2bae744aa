import { useCallback } from 'react'
import type { StoreApi } from 'zustand'
import { oneshotToken } from '../moonraker/api/access'
import { fileUrl as apiFileUrl } from '../moonraker/api/files'
import { moonraker } from '../moonraker/client'
import { sessionPart, sessionStore } from './printer-session'

/** The URL a file of a root is served at on the active printer (thumbnails, media, downloads). */
export function fileUrl(root: string, path: string): string {
  return apiFileUrl(root, path)
}

/**
 * <img> and <video> cannot send the bearer token, so when the server wants a login each file URL gets
 * a oneshot `?token=` (Moonraker: access.oneshot_token, fetched through the one door for a refused
 * token). A URL keeps its token for the page's life: the browser shows it again from its cache; when
 * the cache has let it go, the image fails and `fileSrcFailed` gets it a fresh one.
 */
interface FileSrcs {
  store: StoreApi<{ version: number }>
  srcs: Map<string, string>
  pending: Set<string>
  failures: Map<string, number>
  bumpTimer: ReturnType<typeof setTimeout> | null
}
/** Bumped when a token arrives, so the images waiting for one render again. */
const useSrcVersion = sessionStore<{ version: number }>(() => ({ version: 0 }))
/** The tokens are the printer's: each session has its own. */
const fileSrcs = sessionPart<FileSrcs>(
  (session) => ({ store: useSrcVersion.ofSession(session), srcs: new Map(), pending: new Set(), failures: new Map(), bumpTimer: null }),
  (part) => {
    if (part.bumpTimer) clearTimeout(part.bumpTimer)
    part.bumpTimer = null
  },
)

/** Tokens for a screenful of thumbnails arrive together: the rows render again once for them, not per token. */
function bump(part: FileSrcs): void {
  part.bumpTimer ??= setTimeout(() => {
    part.bumpTimer = null
    part.store.setState((s) => ({ version: s.version + 1 }))
  }, 30)
}

function serverWantsLogin(): boolean {
  try {
    return !!moonraker().http.tokens.get().token
  } catch {
    return false
  }
}

function withToken(url: string, token: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`
}

function fetchToken(part: FileSrcs, url: string): void {
  const { pending, srcs } = part
  if (pending.has(url)) return
  pending.add(url)
  oneshotToken()
    .then((token) => {
      srcs.set(url, withToken(url, token))
      bump(part)
    })
    .catch(() => undefined)
    .finally(() => pending.delete(url))
}

/** The src to use now for a file URL; null while its token is on its way. */
export function fileSrc(url: string | null): string | null {
  if (!url) return null
  if (!serverWantsLogin()) return url
  const part = fileSrcs()
  const src = part.srcs.get(url)
  if (src) return src
  fetchToken(part, url)
  return null
}

/** An image whose token was already used and no longer cached: one fresh token per URL, not a loop. */
export function fileSrcFailed(url: string | null): void {
  const part = fileSrcs()
  if (!url || !part.srcs.has(url)) return
  const n = part.failures.get(url) ?? 0
  if (n >= 1) return
  part.failures.set(url, n + 1)
  part.srcs.delete(url)
  fetchToken(part, url)
}

/** fileSrc for lists (file rows, job rows): the resolver changes when tokens arrive, so rows render again. */
export function useFileSrcs(): (url: string | null) => string | null {
  const version = useSrcVersion((s) => s.version)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((url: string | null) => fileSrc(url), [version])
}

export function useFileSrc(url: string | null): string | null {
  return useFileSrcs()(url)
}
