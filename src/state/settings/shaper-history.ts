/**
 * Input shaper measurements kept on the printer, in Stratum's own database namespace ('stratum',
 * key 'inputShaper.<id>'): the analysed results, so another browser sees the same history.
 */
import { readHistory, storedForm, type StoredMeasurement } from '../../lib/input-shaper/history'
import { randomId } from '../../lib/random-id'
import { deleteDatabaseItem, getDatabaseItem, postDatabaseItem } from '../../moonraker/api/database'
import { MoonrakerError } from '../../moonraker/errors'
import { sessionStore } from '../printer-session'
import type { AxisAnalysis } from '../../lib/input-shaper/analyse'

export const SHAPER_NAMESPACE = 'stratum'
const KEY = 'inputShaper'

export interface ShaperHistoryState {
  measurements: StoredMeasurement[]
  loaded: boolean
  /** Ids of the (at most two) measurements compared. */
  compared: string[]
}

export const useShaperHistory = sessionStore<ShaperHistoryState>(() => ({ measurements: [], loaded: false, compared: [] }))

/** Reads the printer's measurements; a namespace or key not there yet is an empty history. */
export async function loadShaperHistory(): Promise<void> {
  let stored: unknown = {}
  try {
    stored = (await getDatabaseItem(SHAPER_NAMESPACE, KEY)).value
  } catch (e) {
    if (!(e instanceof MoonrakerError && e.code === 404)) throw e
  }
  useShaperHistory.setState({ measurements: readHistory(stored), loaded: true })
}

/** Keeps a new measurement on the printer and at the head of the list. */
export async function keepMeasurement(analysis: AxisAnalysis, measuredAt = Date.now()): Promise<StoredMeasurement> {
  const m: StoredMeasurement = { ...analysis, id: randomId(), measuredAt }
  await postDatabaseItem(SHAPER_NAMESPACE, `${KEY}.${m.id}`, storedForm(m))
  useShaperHistory.setState((s) => ({ measurements: [m, ...s.measurements] }))
  return m
}

export async function forgetMeasurement(id: string): Promise<void> {
  await deleteDatabaseItem(SHAPER_NAMESPACE, `${KEY}.${id}`)
  useShaperHistory.setState((s) => ({ measurements: s.measurements.filter((m) => m.id !== id), compared: s.compared.filter((c) => c !== id) }))
}

/** Adds a measurement to the comparison (the older of two already there leaves) or takes it out. */
export function toggleCompared(id: string): void {
  useShaperHistory.setState((s) => ({ compared: s.compared.includes(id) ? s.compared.filter((c) => c !== id) : [...s.compared, id].slice(-2) }))
}
