/**
 * What raises an alert and how it reaches the user, kept in this browser (sound, desktop notifications
 * and vibration belong to the device, not to the printer): the event × channel matrix, printers left
 * out, quiet hours, "only when this tab is hidden", and the chosen layer and progress.
 */
import { create } from 'zustand'

export const ALERT_KINDS = ['complete', 'cancelled', 'error', 'paused', 'shutdown', 'heater', 'disconnected', 'unreachable', 'firstLayer', 'layer', 'progress', 'queueEmpty', 'bedCheck', 'update'] as const
export type AlertKind = (typeof ALERT_KINDS)[number]

export const ALERT_CHANNELS = ['toast', 'sound', 'desktop', 'title', 'badge', 'vibrate'] as const
export type AlertChannel = (typeof ALERT_CHANNELS)[number]

export type AlertMatrix = Record<AlertKind, Record<AlertChannel, boolean>>

export interface AlertPreferences {
  /** For each event, the channels it uses. */
  matrix: AlertMatrix
  /** A printer's own matrix (API URL → matrix), where the user chose differently for it. */
  printerMatrix: Record<string, AlertMatrix>
  /** Printers (API URLs) whose events raise nothing. */
  mutedPrinters: string[]
  /** 0–1. */
  volume: number
  quietHours: { enabled: boolean; from: string; to: string }
  /** Sound, desktop notification and vibration only while the tab is not seen (the toast and list always). */
  onlyWhenHidden: boolean
  /** Minutes a printer's host may be unreachable before it is an alert. */
  unreachableMinutes: number
  /** A layer and a progress (%) to be told of; null for none. */
  layer: number | null
  progress: number | null
}

const ALL_ON: Record<AlertChannel, boolean> = { toast: true, sound: true, desktop: true, title: true, badge: true, vibrate: true }
const QUIET: Record<AlertChannel, boolean> = { toast: true, sound: false, desktop: false, title: false, badge: false, vibrate: false }

export const DEFAULT_PREFERENCES: AlertPreferences = {
  matrix: {
    complete: ALL_ON,
    cancelled: { ...QUIET, title: true },
    error: ALL_ON,
    paused: ALL_ON,
    shutdown: ALL_ON,
    heater: ALL_ON,
    disconnected: { ...QUIET, title: true },
    unreachable: { ...ALL_ON, vibrate: false },
    firstLayer: { ...QUIET, sound: true },
    layer: ALL_ON,
    progress: ALL_ON,
    queueEmpty: { ...QUIET, sound: true, title: true },
    bedCheck: { ...ALL_ON, vibrate: false },
    update: QUIET,
  },
  printerMatrix: {},
  mutedPrinters: [],
  volume: 0.5,
  quietHours: { enabled: false, from: '22:00', to: '07:00' },
  onlyWhenHidden: false,
  unreachableMinutes: 5,
  layer: null,
  progress: null,
}

const STORAGE_KEY = 'stratum-alerts'

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isTime = (v: unknown): v is string => typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v)
const numberOr = <T>(v: unknown, fallback: T, min: number, max: number): number | T => (typeof v === 'number' && v >= min && v <= max ? v : fallback)

/** A stored matrix over `base`: rows and cells of the wrong kind keep base's. */
function readMatrix(stored: unknown, base: AlertMatrix): AlertMatrix {
  const matrix = { ...base }
  if (!isRecord(stored)) return matrix
  for (const kind of ALERT_KINDS) {
    const row = stored[kind]
    if (!isRecord(row)) continue
    matrix[kind] = { ...base[kind] }
    for (const channel of ALERT_CHANNELS) if (typeof row[channel] === 'boolean') matrix[kind][channel] = row[channel]
  }
  return matrix
}

/** Reads stored preferences over the defaults: anything missing or of the wrong kind is the default. */
export function readPreferences(stored: unknown): AlertPreferences {
  const d = DEFAULT_PREFERENCES
  if (!isRecord(stored)) return d
  const matrix = readMatrix(stored.matrix, d.matrix)
  const printerMatrix: Record<string, AlertMatrix> = {}
  if (isRecord(stored.printerMatrix)) for (const [url, m] of Object.entries(stored.printerMatrix)) if (isRecord(m)) printerMatrix[url] = readMatrix(m, matrix)
  const quiet = isRecord(stored.quietHours) ? stored.quietHours : {}
  return {
    matrix,
    printerMatrix,
    mutedPrinters: Array.isArray(stored.mutedPrinters) ? stored.mutedPrinters.filter((u): u is string => typeof u === 'string') : d.mutedPrinters,
    volume: numberOr(stored.volume, d.volume, 0, 1),
    quietHours: {
      enabled: typeof quiet.enabled === 'boolean' ? quiet.enabled : d.quietHours.enabled,
      from: isTime(quiet.from) ? quiet.from : d.quietHours.from,
      to: isTime(quiet.to) ? quiet.to : d.quietHours.to,
    },
    onlyWhenHidden: typeof stored.onlyWhenHidden === 'boolean' ? stored.onlyWhenHidden : d.onlyWhenHidden,
    unreachableMinutes: numberOr(stored.unreachableMinutes, d.unreachableMinutes, 1, 1440),
    layer: numberOr(stored.layer, null, 1, 100_000),
    progress: numberOr(stored.progress, null, 1, 100),
  }
}

function load(): AlertPreferences {
  try {
    return readPreferences(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'))
  } catch {
    return DEFAULT_PREFERENCES
  }
}

export const useAlertPreferences = create<AlertPreferences>(load)

export function setAlertPreferences(change: Partial<AlertPreferences>): void {
  useAlertPreferences.setState(change)
  localStorage.setItem(STORAGE_KEY, JSON.stringify(useAlertPreferences.getState()))
}

/** Another tab changed them: this one follows. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEY) useAlertPreferences.setState(load())
  })
}

/** Minutes since midnight of 'HH:MM'. */
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))

/** Inside the quiet hours (a window may run past midnight: 22:00–07:00). */
export function inQuietHours(p: AlertPreferences, now: Date): boolean {
  if (!p.quietHours.enabled) return false
  const t = now.getHours() * 60 + now.getMinutes()
  const from = minutes(p.quietHours.from)
  const to = minutes(p.quietHours.to)
  return from <= to ? t >= from && t < to : t >= from || t < to
}

/** The matrix that holds for a printer: its own, else the one for every printer. */
export function matrixFor(p: AlertPreferences, apiUrl: string): AlertMatrix {
  return p.printerMatrix[apiUrl] ?? p.matrix
}
