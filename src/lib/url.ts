/** Adds http:// when the text has no http(s) scheme (the add-printer dialog's rule). */
export function normalizePrinterUrl(text: string): string {
  const trimmed = text.trim()
  if (!trimmed) return ''
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`
}

/** True when the (normalised) text parses as an http(s) URL with a host. */
export function isValidPrinterUrl(text: string): boolean {
  try {
    if (/\s/.test(text.trim())) return false
    const url = new URL(normalizePrinterUrl(text))
    // Browsers differ on odd hosts (Chromium percent-encodes spaces); accept only real host names.
    const hostOk = /^[a-z0-9.-]+$/i.test(url.hostname) || /^\[[0-9a-f:.]+\]$/i.test(url.hostname)
    return (url.protocol === 'http:' || url.protocol === 'https:') && hostOk
  } catch {
    return false
  }
}

/** The API base (ending in '/') and socket URL of a printer URL. */
export function endpointsOf(apiUrl: string): { apiUrl: string; socketUrl: string } {
  const url = new URL(normalizePrinterUrl(apiUrl))
  const base = url.origin + url.pathname.replace(/\/+$/, '') + '/'
  const socket = new URL(base)
  socket.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  return { apiUrl: base, socketUrl: socket.toString() + 'websocket' }
}

/** A logo address the app may load: http(s) or a path on this server, never javascript: or data:. */
export function isSafeLogoUrl(src: string): boolean {
  return src === '' || /^https?:\/\/[^\s]+$/i.test(src) || (/^\/?[\w.\-/]+$/.test(src) && !src.startsWith('//'))
}
