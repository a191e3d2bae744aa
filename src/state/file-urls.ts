import { useCallback } from 'react'
import { create } from 'zustand'
import { oneshotToken } from '../moonraker/api/access'
import { fileUrl as apiFileUrl } from '../moonraker/api/files'
import { moonraker } from '../moonraker/client'

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
const srcs = new Map<string, string>()
const pending = new Set<string>()
const failures = new Map<string, number>()
/** Bumped when a token arrives, so the images waiting for one render again. */
const useSrcVersion = create<{ version: number }>(() => ({ version: 0 }))
let bumpTimer: ReturnType<typeof setTimeout> | null = null
/** Tokens for a screenful of thumbnails arrive together: the rows render again once for them, not per token. */
function bump(): void {
  bumpTimer ??= setTimeout(() => {
    bumpTimer = null
    useSrcVersion.setState((s) => ({ version: s.version + 1 }))
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

function fetchToken(url: string): void {
  if (pending.has(url)) return
  pending.add(url)
  oneshotToken()
    .then((token) => {
      srcs.set(url, withToken(url, token))
      bump()
    })
    .catch(() => undefined)
    .finally(() => pending.delete(url))
}

/** The src to use now for a file URL; null while its token is on its way. */
export function fileSrc(url: string | null): string | null {
  if (!url) return null
  if (!serverWantsLogin()) return url
  const src = srcs.get(url)
  if (src) return src
  fetchToken(url)
  return null
}

/** An image whose token was already used and no longer cached: one fresh token per URL, not a loop. */
export function fileSrcFailed(url: string | null): void {
  if (!url || !srcs.has(url)) return
  const n = failures.get(url) ?? 0
  if (n >= 1) return
  failures.set(url, n + 1)
  srcs.delete(url)
  fetchToken(url)
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
