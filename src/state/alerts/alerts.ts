/**
 * Alerts from every printer (the fleet's sessions: the active one's and each light one's): changes are
 * turned into events (detect.ts), each raised once across tabs (one-tab.ts), on the channels the user
 * chose for it (preferences.ts), unless the printer is muted or the quiet hours say otherwise.
 */
import { loadTexts, translate } from '../../i18n'
import { pushNotification } from '../notifications'
import { addUnseenAlert, clearUnseenAlerts, useAlertBadge } from '../alert-badge'
import { printerName, type FarmPrinter } from '../fleet/farm-printer'
import { startFleet, useFleetStore, type FleetPrinter } from '../fleet/fleet'
import { detectAlerts, type AlertEvent } from './detect'
import { announceSeen, claimAlert, onSeenElsewhere } from './one-tab'
import { ALERT_CHANNELS, inQuietHours, matrixFor, useAlertPreferences, type AlertChannel } from './preferences'
import { playAlertTone } from './sound'
import { useVersionsStore } from '../versions'
import { updatableComponents } from '../../lib/system/versions'

/** What the app does when the user clicks a desktop notification: that printer's dashboard. */
let openPrinter: (apiUrl: string) => void = () => undefined

export interface RaisedAlert extends AlertEvent {
  apiUrl: string
  printer: string
}

/** The alert's title and text in the page's language. */
export function alertText(a: RaisedAlert): { title: string; body: string } {
  const title = translate(`alerts:event.${a.kind}`, a.kind, { printer: a.printer, detail: a.detail })
  const body = [a.filename, a.detail && a.kind !== 'layer' && a.kind !== 'progress' ? a.detail : ''].filter(Boolean).join(' · ')
  return { title, body }
}

const tabHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden'

/** The channels this alert goes out on now. */
export function channelsFor(a: RaisedAlert, now = new Date()): AlertChannel[] {
  const prefs = useAlertPreferences.getState()
  if (prefs.mutedPrinters.includes(a.apiUrl)) return []
  const row = matrixFor(prefs, a.apiUrl)[a.kind]
  const loud = !inQuietHours(prefs, now) && (!prefs.onlyWhenHidden || tabHidden())
  return ALERT_CHANNELS.filter((c) => row[c] && (c === 'toast' || c === 'title' || loud))
}

/** Sends one alert out on one channel; also the settings' test buttons. */
export function sendOn(channel: AlertChannel, a: RaisedAlert): void {
  const { title, body } = alertText(a)
  switch (channel) {
    case 'toast':
      pushNotification({ type: a.kind === 'complete' || a.kind === 'firstLayer' ? 'success' : a.kind === 'paused' || a.kind === 'layer' || a.kind === 'progress' ? 'warning' : 'error', title, description: body, snackbar: true, to: '/' })
      break
    case 'sound':
      playAlertTone(a.kind, useAlertPreferences.getState().volume)
      break
    case 'desktop':
      if (desktopAvailable() === 'ready') {
        const n = new Notification(title, { body, tag: `${a.apiUrl}|${a.kind}`, icon: '/favicon.svg' })
        n.onclick = () => {
          window.focus()
          openPrinter(a.apiUrl)
          n.close()
        }
      }
      break
    case 'title':
      if (tabHidden()) addUnseenAlert()
      break
    case 'badge':
      void navigator.setAppBadge?.(useAlertBadge.getState().unseen || 1).catch(() => undefined)
      break
    case 'vibrate':
      navigator.vibrate?.([200, 100, 200])
      break
  }
}

/** Whether desktop notifications can be shown: 'insecure' on plain HTTP (the browser allows them only on HTTPS or localhost). */
export function desktopAvailable(): 'ready' | 'ask' | 'denied' | 'insecure' | 'unsupported' {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported'
  if (!window.isSecureContext) return 'insecure'
  if (Notification.permission === 'granted') return 'ready'
  return Notification.permission === 'denied' ? 'denied' : 'ask'
}

async function raise(a: RaisedAlert): Promise<void> {
  const channels = channelsFor(a)
  if (!channels.length) return
  // The same change seen by every open tab: one of them raises it.
  if (!(await claimAlert(`${a.apiUrl}|${a.kind}|${a.filename}|${a.detail}`))) return
  // The texts come with the first alert, not with the page.
  await loadTexts(['alerts']).catch(() => undefined)
  for (const c of channels) sendOn(c, a)
}

const previous = new Map<string, FarmPrinter>()
const unreachableRaised = new Set<string>()

function watch(printer: FleetPrinter): () => void {
  const check = (next: FarmPrinter) => {
    const prev = previous.get(printer.apiUrl) ?? null
    previous.set(printer.apiUrl, next)
    const { layer, progress } = useAlertPreferences.getState()
    for (const event of detectAlerts(prev, next, { layer, progress })) void raise({ ...event, apiUrl: printer.apiUrl, printer: printerName(next, printer.host) })
    if (next.connection === 'online') unreachableRaised.delete(printer.apiUrl)
  }
  check(printer.store.getState())
  return printer.store.subscribe(check)
}

/** A printer's host away for longer than the set time is an alert of its own (once per absence). */
function checkUnreachable(): void {
  const minutes = useAlertPreferences.getState().unreachableMinutes
  for (const p of useFleetStore.getState().printers) {
    const s = p.store.getState()
    if ((s.connection !== 'offline' && s.connection !== 'refused') || !s.since || unreachableRaised.has(p.apiUrl)) continue
    if (Date.now() - s.since < minutes * 60_000) continue
    unreachableRaised.add(p.apiUrl)
    void raise({ kind: 'unreachable', filename: '', detail: s.error, apiUrl: p.apiUrl, printer: printerName(s, p.host) })
  }
}

/**
 * The active printer's updates: a component that becomes updatable while the page is open is an
 * alert (those known at start-up are the bell's, not news).
 */
function watchUpdates(): () => void {
  let known: Set<string> | null = null
  const check = () => {
    const { info, loaded } = useVersionsStore.getState()
    if (!loaded) {
      known = null
      return
    }
    const now = new Set(updatableComponents(info))
    const fresh = known ? [...now].filter((c) => !known!.has(c)) : []
    known = now
    const active = useFleetStore.getState().printers.find((p) => p.active)
    if (fresh.length && active) void raise({ kind: 'update', filename: '', detail: fresh.join(', '), apiUrl: active.apiUrl, printer: printerName(active.store.getState(), active.host) })
  }
  check()
  return useVersionsStore.subscribe(check)
}

let stop: (() => void) | null = null

/** Starts watching every printer; `open` shows a printer's dashboard (a notification's click). */
export function startAlerts(open: (apiUrl: string) => void): () => void {
  openPrinter = open
  if (stop) return stop
  startFleet()
  let watching = new Map<FleetPrinter, () => void>()
  const follow = (printers: FleetPrinter[]) => {
    const next = new Map<FleetPrinter, () => void>()
    for (const p of printers) next.set(p, watching.get(p) ?? watch(p))
    for (const [p, unwatch] of watching) if (!next.has(p)) unwatch()
    watching = next
  }
  follow(useFleetStore.getState().printers)
  const unfollow = useFleetStore.subscribe((s) => follow(s.printers))
  const timer = window.setInterval(checkUnreachable, 30_000)
  const unwatchUpdates = watchUpdates()
  const seen = () => {
    if (tabHidden()) return
    clearUnseenAlerts()
    void navigator.clearAppBadge?.().catch(() => undefined)
    announceSeen()
  }
  document.addEventListener('visibilitychange', seen)
  const unseen = onSeenElsewhere(() => {
    clearUnseenAlerts()
    void navigator.clearAppBadge?.().catch(() => undefined)
  })
  // Running: what a test (or a curious user) can see on the page.
  document.documentElement.dataset.alerts = 'on'
  stop = () => {
    delete document.documentElement.dataset.alerts
    unfollow()
    unwatchUpdates()
    for (const unwatch of watching.values()) unwatch()
    window.clearInterval(timer)
    document.removeEventListener('visibilitychange', seen)
    unseen()
    previous.clear()
    stop = null
  }
  return stop
}
