/** The page title: '[progress%] | instance | route' while printing, 'instance | route' otherwise. */
export function pageTitle({ route, instance, progress }: { route: string; instance: string; progress: number | null }): string {
  const parts = [instance, route].filter(Boolean)
  if (progress !== null) parts.unshift(`[${progress}%]`)
  return parts.join(' | ')
}

const ALERT_DOT = `<circle cx="50" cy="14" r="13" fill="#f03e3e"/>`

/** The favicon with a red dot: an alert the user has not seen. */
export function alertDotSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect x="8" y="8" width="48" height="48" rx="10" fill="#2196f3"/>${ALERT_DOT}</svg>`
}

/** A favicon that shows print progress as a ring (and the alert dot). */
export function progressRingSvg(percent: number, alert = false): string {
  const r = 26
  const c = 2 * Math.PI * r
  const done = (Math.max(0, Math.min(100, percent)) / 100) * c
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="${r}" fill="none" stroke="#555" stroke-width="10"/>` +
    `<circle cx="32" cy="32" r="${r}" fill="none" stroke="#2196f3" stroke-width="10" stroke-dasharray="${done} ${c}" transform="rotate(-90 32 32)"/>` +
    (alert ? ALERT_DOT : '') +
    `</svg>`
  )
}

/**
 * What the app bar and the tab call the printer: the name the user gave it in Settings, else the
 * host name Klipper's machine reports, else the address it was reached at.
 */
export function printerTitle({ setting, hostname, address }: { setting?: string | null; hostname?: string | null; address?: string | null }): string {
  return setting?.trim() || hostname?.trim() || address || 'Stratum'
}
