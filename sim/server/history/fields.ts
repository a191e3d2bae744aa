/**
 * Moonraker's history fields: a value a component (a [sensor]'s history_field_* option) tracks while a
 * job runs, stored in the job's auxiliary_data and, when asked, added up in the totals.
 */

export type TrackingStrategy = 'basic' | 'accumulate' | 'delta' | 'average' | 'maximum' | 'minimum' | 'collect'

const STRATEGIES: readonly TrackingStrategy[] = ['basic', 'accumulate', 'delta', 'average', 'maximum', 'minimum', 'collect']

export function strategyOf(name: string): TrackingStrategy {
  const s = name.trim().toLowerCase()
  const found = STRATEGIES.find((x) => x === s)
  if (!found) throw new Error(`Invalid tracking strategy '${name}'`)
  return found
}

/** What server.sensors.list?extended=true shows of a field (Moonraker's get_configuration). */
export interface FieldConfiguration {
  field: string
  provider: string
  description: string
  strategy: TrackingStrategy
  units: string | null
  init_tracker: boolean
  exclude_paused: boolean
  report_total: boolean
  report_maximum: boolean
  precision: number | null
}

/** One entry of a job's auxiliary_data. */
export interface AuxiliaryEntry {
  provider: string
  name: string
  value: unknown
  description: string
  units: string | null
}

/** One entry of server.history.totals → auxiliary_totals. */
export interface AuxiliaryTotal {
  provider: string
  field: string
  maximum: number | null
  total: number | null
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)
const MAX_COLLECTED = 100

export class HistoryField {
  private value: unknown = 0
  private last: number | null = null
  private count = 0
  private initialized = false

  constructor(
    readonly config: FieldConfiguration,
    /** The latest measurement, for init_tracker. */
    private readonly latest: () => unknown,
    /** Whether a job is running (and, when paused values are excluded, not paused). */
    private readonly tracking: (excludePaused: boolean) => boolean,
  ) {}

  /** A job starts. */
  reset(): void {
    const init = this.config.init_tracker ? this.latest() : undefined
    this.count = 0
    this.initialized = false
    switch (this.config.strategy) {
      case 'basic':
        if (this.config.init_tracker) this.value = init
        return
      case 'delta':
        this.value = 0
        this.last = isNumber(init) ? init : null
        return
      case 'collect':
        this.value = init === undefined || init === null ? [] : [init]
        return
      default:
        this.value = isNumber(init) ? init : 0
        this.initialized = isNumber(init)
    }
  }

  update(v: unknown): void {
    const { strategy, exclude_paused } = this.config
    const on = this.tracking(exclude_paused)
    if (strategy === 'basic') {
      if (on) this.value = v
      return
    }
    if (strategy === 'collect') {
      if (!on || v === null || v === undefined) return
      const list = Array.isArray(this.value) ? this.value.filter((x) => x !== v) : []
      list.push(v)
      this.value = list.slice(-MAX_COLLECTED)
      return
    }
    if (!isNumber(v)) return
    if (strategy === 'delta') {
      if (on && this.last !== null) this.value = this.num + (v - this.last)
      this.last = v
      return
    }
    if (!on) return
    if (strategy === 'accumulate') this.value = this.num + v
    else if (strategy === 'average') {
      this.count += 1
      this.value = (this.num * (this.count - 1) + v) / this.count
    } else if (!this.initialized) {
      this.value = v
      this.initialized = true
    } else this.value = strategy === 'maximum' ? Math.max(this.num, v) : Math.min(this.num, v)
  }

  private get num(): number {
    return isNumber(this.value) ? this.value : 0
  }

  private rounded(v: unknown): unknown {
    const p = this.config.precision
    return p !== null && isNumber(v) ? Number(v.toFixed(p)) : v
  }

  asEntry(): AuxiliaryEntry {
    const c = this.config
    return { provider: c.provider, name: c.field, value: this.rounded(this.value), description: c.description, units: c.units }
  }

  hasTotals(): boolean {
    const c = this.config
    const numeric = c.strategy === 'basic' ? isNumber(this.value) : c.strategy !== 'collect'
    return numeric && (c.report_total || c.report_maximum)
  }

  /** The totals after a job ended (or zeroed by a reset), from the last ones of the same field. */
  totals(last: readonly AuxiliaryTotal[], reset = false): AuxiliaryTotal {
    const c = this.config
    if (reset) return { provider: c.provider, field: c.field, maximum: c.report_maximum ? 0 : null, total: c.report_total ? 0 : null }
    const cur = this.num
    const prev = last.find((t) => t.provider === c.provider && t.field === c.field)
    let maximum = c.report_maximum ? Math.max(cur, prev?.maximum ?? 0) : null
    let total = c.report_total ? cur + (prev?.total ?? 0) : null
    if (c.precision !== null) {
      if (maximum !== null) maximum = Number(maximum.toFixed(c.precision))
      if (total !== null) total = Number(total.toFixed(c.precision))
    }
    return { provider: c.provider, field: c.field, maximum, total }
  }
}
