import { sessionPart, sessionStore, type PrinterSession } from './printer-session'
import { SeriesRing } from '../lib/chart-buffer'
import { temperatureStore } from '../moonraker/api/server'
import { reportError } from './errors'
import { updateStored, useStored } from './settings/settings'
import { printerNow } from './printer-fields'
import { useServerStore } from './server'

/** Default samples kept per series when the server does not say (SPEC-NOTES). */
export const DEFAULT_RETENTION = 1200
/** One sample a second, as Moonraker's own temperature store. */
export const SAMPLE_MS = 1000
/** The chart shows the last 10 minutes. */
export const CHART_WINDOW_S = 600

/** Column keys in the ring: the sensor name for temperature, name#target, name#power, name#speed. */
export type SeriesField = 'temperature' | 'target' | 'power' | 'speed'
export const seriesKey = (sensor: string, field: SeriesField) => (field === 'temperature' ? sensor : `${sensor}#${field}`)

interface ChartStore {
  /** Bumped once per sample; the chart and rate-of-change readers subscribe to it. */
  version: number
}

export const useChartStore = sessionStore<ChartStore>(() => ({ version: 0 }))

/** A session's sample ring and the sampling that fills it. */
interface Sampler {
  session: PrinterSession
  ring: SeriesRing
  sampling: boolean
  lastSampleAt: number
  fallback: ReturnType<typeof setTimeout> | null
  generation: number
}

const sampler = sessionPart<Sampler>(
  (session) => ({ session, ring: new SeriesRing(DEFAULT_RETENTION), sampling: false, lastSampleAt: -Infinity, fallback: null, generation: 0 }),
  (s) => stopSampling(s),
)

export function chartRing(): SeriesRing {
  return sampler().ring
}

/** Temperature history size: server.config data_store.temperature_store_size, else 1200. */
export function retentionFromConfig(config: Record<string, Record<string, unknown>> | undefined): number {
  const size = Number(config?.data_store?.temperature_store_size ?? config?.server?.temperature_store_size)
  return Number.isFinite(size) && size > 0 ? Math.floor(size) : DEFAULT_RETENTION
}

/** The objects whose temperature is charted: every sensor Klipper lists (heaters included). */
function sensorNames(): string[] {
  return printerNow().object('heaters')?.available_sensors ?? []
}

function currentSample(): Record<string, number | null> {
  const printer = printerNow()
  const sample: Record<string, number | null> = {}
  for (const name of sensorNames()) {
    const o = printer.object(name)
    if (!o) continue
    sample[name] = typeof o.temperature === 'number' ? o.temperature : null
    if (typeof o.target === 'number') sample[seriesKey(name, 'target')] = o.target
    if (typeof o.power === 'number') sample[seriesKey(name, 'power')] = o.power
    if (typeof o.speed === 'number') sample[seriesKey(name, 'speed')] = o.speed
  }
  return sample
}

/**
 * Samples ride on the printer store's once-a-second publish, so the chart and the readings change
 * in one task and the page draws one frame a second, not two. A publish takes a sample once half a
 * second has passed since the last (an event may publish in between); when no publish comes for a
 * little over a second (nothing changed), a timer takes it, and the next publish takes over again.
 */
export const SAMPLE_MIN_GAP_MS = SAMPLE_MS / 2
export const SAMPLE_LATE_MS = 100

/** Whether a status publish at `now` takes the next sample. */
export function sampleDueAtPublish(now: number, lastSampleAt: number): boolean {
  return now - lastSampleAt >= SAMPLE_MIN_GAP_MS
}

function stopSampling(s: Sampler): void {
  s.sampling = false
  if (s.fallback) clearTimeout(s.fallback)
  s.fallback = null
}

/** The timer that samples when no publish comes: always a little over a second after the last publish or sample. */
function armFallback(s: Sampler): void {
  if (s.fallback) clearTimeout(s.fallback)
  if (s.session.disposed) return
  s.fallback = setTimeout(() => sampleNow(s), SAMPLE_MS + SAMPLE_LATE_MS)
}

function sampleNow(s: Sampler): void {
  const now = Date.now()
  s.ring.push(now, currentSample())
  s.lastSampleAt = now
  armFallback(s)
  useChartStore.ofSession(s.session).setState((c) => ({ version: c.version + 1 }))
}

/** The printer store published: take the sample now if one is due. */
export function handleChartsStatusPublished(): void {
  const s = sampler()
  if (!s.sampling) return
  if (sampleDueAtPublish(Date.now(), s.lastSampleAt)) sampleNow(s)
  else armFallback(s)
}

/** Seeds the history from server.temperature_store, newest sample now, one per second before it. */
export function seedRing(target: SeriesRing, store: Record<string, Partial<Record<string, (number | null)[]>>>, now: number): void {
  const fields: [string, SeriesField][] = [['temperatures', 'temperature'], ['targets', 'target'], ['powers', 'power'], ['speeds', 'speed']]
  let length = 0
  for (const series of Object.values(store)) length = Math.max(length, series.temperatures?.length ?? 0)
  length = Math.min(length, target.maxSize)
  const times = Array.from({ length }, (_, i) => now - (length - 1 - i) * SAMPLE_MS)
  const columns: Record<string, (number | null)[]> = {}
  for (const [name, series] of Object.entries(store)) {
    for (const [from, field] of fields) {
      const list = series[from]
      if (list?.length) columns[seriesKey(name, field)] = list
    }
  }
  target.load(times, columns)
}

async function startSampling(): Promise<void> {
  const s = sampler()
  const gen = ++s.generation
  stopSampling(s)
  s.ring.resize(retentionFromConfig(useServerStore.getState().config?.config))
  try {
    const store = await temperatureStore(true)
    if (gen !== s.generation) return
    seedRing(s.ring, store, Date.now())
  } catch {
    // No stored history (older server): the chart starts empty.
  }
  if (gen !== s.generation || s.session.disposed) return
  s.sampling = true
  sampleNow(s)
}

export function handleChartsKlippyReady(): void {
  void startSampling()
}

export function pauseCharts(): void {
  const s = sampler()
  s.generation++
  stopSampling(s)
}

export function resetCharts(): void {
  const s = sampler()
  s.generation++
  stopSampling(s)
  s.ring.clear()
  useChartStore.setState((c) => ({ version: c.version + 1 }))
}

/** Series visibility the user chose in the chart legend ('charts' database root), by series key. */
export function useSeriesVisibility(): Record<string, boolean> {
  return useStored('charts', 'seriesVisibility')
}

/** Temperatures and targets show until switched off; power and fan speed lines start hidden. */
export function isSeriesVisible(choices: Record<string, boolean>, key: string): boolean {
  return choices[key] ?? !/#(power|speed)$/.test(key)
}

/** Shows or hides series, merged into the choices as the server holds them now. */
export function saveSeriesVisibility(changes: Record<string, boolean>): void {
  updateStored('charts', 'seriesVisibility', (choices) => ({ ...choices, ...changes })).catch(reportError)
}
