/**
 * What Moonraker recorded beside a job (auxiliary_data): the energy a [sensor]'s history field metered,
 * and the spools Spoolman saw in use. Both are optional: a host without them records neither.
 */
import type { HistoryAuxiliary, HistoryAuxiliaryTotal, HistoryJob } from '../../moonraker/types'
import { formatNumber } from '../format'

/** kWh in one unit of an energy field, for the units a meter reports energy in. */
function kwhPerUnit(units: string | null | undefined): number | null {
  const u = (units ?? '').trim().toLowerCase()
  if (u === 'kwh') return 1
  if (u === 'wh') return 0.001
  return null
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

/** The job's metered energy in kWh: the first history field in kWh (or Wh); null when none was recorded. */
export function jobEnergyKwh(job: Pick<HistoryJob, 'auxiliary_data'>): number | null {
  for (const a of job.auxiliary_data ?? []) {
    const k = kwhPerUnit(a.units)
    if (k !== null && isNumber(a.value)) return a.value * k
  }
  return null
}

/**
 * The history fields in kWh that keep totals, from server.history.totals → auxiliary_totals; the
 * units come from a job that recorded the field (totals carry none).
 */
export function totalEnergyKwh(totals: readonly HistoryAuxiliaryTotal[] | undefined, sample: readonly HistoryAuxiliary[] | undefined): number | null {
  for (const a of sample ?? []) {
    const k = kwhPerUnit(a.units)
    if (k === null) continue
    const t = totals?.find((x) => x.provider === a.provider && x.field === a.name)
    if (t && isNumber(t.total)) return t.total * k
  }
  return null
}

/** Spoolman's spool ids the job used (its 'spool_ids' field collects them), in the order seen. */
export function jobSpoolIds(job: Pick<HistoryJob, 'auxiliary_data'>): number[] {
  const entry = (job.auxiliary_data ?? []).find((a) => a.provider === 'spoolman' && a.name === 'spool_ids')
  return Array.isArray(entry?.value) ? entry.value.filter(isNumber) : []
}

/** A spool's price per kg when a spool database knows it (Spoolman); null when unknown. */
export type SpoolPrice = (spoolId: number) => number | null

/**
 * The price per kg of the filament a job used: the price of the last spool it used with a known
 * price, else the price set in the settings. The place a spool database's prices plug in.
 */
export function jobPricePerKg(job: Pick<HistoryJob, 'auxiliary_data'>, settingsPrice: number | null, spoolPrice?: SpoolPrice): number | null {
  if (spoolPrice) {
    const ids = jobSpoolIds(job)
    for (let i = ids.length - 1; i >= 0; i--) {
      const price = spoolPrice(ids[i])
      if (price !== null && Number.isFinite(price) && price >= 0) return price
    }
  }
  return settingsPrice
}

/** kWh with three decimals in the interface locale ('0,125 kWh' in German); '' for none. */
export function formatKwh(kwh: number | null, locale?: string): string {
  return kwh === null || !Number.isFinite(kwh) ? '' : `${formatNumber(kwh, 3, locale)} kWh`
}
