/**
 * Bounded time series for the temperature chart: one shared clock column and any number of value
 * columns, kept in fixed-size rings so a long print never grows memory.
 */
export class SeriesRing {
  private times: Float64Array
  private columns = new Map<string, Float64Array>()
  private start = 0
  private length = 0

  constructor(private capacity: number) {
    this.times = new Float64Array(capacity)
  }

  get size(): number {
    return this.length
  }

  get maxSize(): number {
    return this.capacity
  }

  keys(): string[] {
    return [...this.columns.keys()]
  }

  private column(key: string): Float64Array {
    let col = this.columns.get(key)
    if (!col) {
      col = new Float64Array(this.capacity).fill(NaN)
      this.columns.set(key, col)
    }
    return col
  }

  /** Appends one sample; columns missing from `values` get NaN (a gap) at that time. */
  push(time: number, values: Record<string, number | null | undefined>): void {
    const at = (this.start + this.length) % this.capacity
    if (this.length < this.capacity) this.length++
    else this.start = (this.start + 1) % this.capacity
    this.times[at] = time
    for (const [key, col] of this.columns) {
      const v = values[key]
      col[at] = typeof v === 'number' && Number.isFinite(v) ? v : NaN
    }
    for (const [key, v] of Object.entries(values)) {
      if (this.columns.has(key)) continue
      this.column(key)[at] = typeof v === 'number' && Number.isFinite(v) ? v : NaN
    }
  }

  /** Times in order, oldest first: all of them, or the `newest` count. */
  timeline(newest = this.length): number[] {
    return this.ordered(this.times, newest)
  }

  /** One column in order (all, or the `newest` count); null where there was no value (uPlot draws a gap). */
  values(key: string, newest = this.length): (number | null)[] {
    const col = this.columns.get(key)
    if (!col) return new Array<null>(Math.min(newest, this.length)).fill(null)
    const out: (number | null)[] = this.ordered(col, newest)
    for (let i = 0; i < out.length; i++) if (Number.isNaN(out[i])) out[i] = null
    return out
  }

  /** How many of the newest samples were taken at or after `time`, and one more before them if there is one. */
  countFrom(time: number): number {
    let n = 0
    while (n < this.length && this.times[(this.start + this.length - 1 - n) % this.capacity] >= time) n++
    return Math.min(this.length, n + 1)
  }

  /** The last `count` values of a column with their times, oldest first. */
  tail(key: string, count: number): { times: number[]; values: number[] } {
    const col = this.columns.get(key)
    const n = Math.min(count, this.length)
    const times: number[] = []
    const values: number[] = []
    if (!col) return { times, values }
    for (let i = this.length - n; i < this.length; i++) {
      const at = (this.start + i) % this.capacity
      if (Number.isNaN(col[at])) continue
      times.push(this.times[at])
      values.push(col[at])
    }
    return { times, values }
  }

  /**
   * Replaces the contents at once: `times` oldest first, and each column's values aligned to its newest
   * (a shorter column has gaps at the start). Only the newest that fit are kept.
   */
  load(times: readonly number[], columns: Record<string, readonly (number | null | undefined)[]>): void {
    this.clear()
    const n = Math.min(times.length, this.capacity)
    const skip = times.length - n
    for (let i = 0; i < n; i++) this.times[i] = times[skip + i]
    for (const [key, values] of Object.entries(columns)) {
      const col = this.column(key)
      const offset = values.length - n
      for (let i = Math.max(0, -offset); i < n; i++) {
        const v = values[offset + i]
        col[i] = typeof v === 'number' && Number.isFinite(v) ? v : NaN
      }
    }
    this.length = n
  }

  clear(): void {
    this.start = 0
    this.length = 0
    this.columns.clear()
  }

  /** Changes the capacity, keeping the newest samples. */
  resize(capacity: number): void {
    if (capacity === this.capacity || capacity < 1) return
    const keep = Math.min(this.length, capacity)
    const times = new Float64Array(capacity)
    const oldTimes = this.ordered(this.times).slice(this.length - keep)
    times.set(oldTimes)
    const columns = new Map<string, Float64Array>()
    for (const [key, col] of this.columns) {
      const next = new Float64Array(capacity).fill(NaN)
      next.set(this.ordered(col).slice(this.length - keep))
      columns.set(key, next)
    }
    this.capacity = capacity
    this.times = times
    this.columns = columns
    this.start = 0
    this.length = keep
  }

  private ordered(col: Float64Array, newest = this.length): number[] {
    const n = Math.min(newest, this.length)
    const out = new Array<number>(n)
    for (let i = 0; i < n; i++) out[i] = col[(this.start + this.length - n + i) % this.capacity]
    return out
  }
}

/** Rate of change looks at up to this many recent samples (SPEC §9). */
export const RATE_SAMPLES = 5
/** Smaller rates (°C/s) show as 0 so a steady heater does not flicker. */
export const RATE_DEADBAND = 0.05

/** °C per second over the given samples; `unitsPerSecond` is 1000 for times in ms, 1 for seconds. */
export function rateOfChange(times: number[], values: number[], unitsPerSecond = 1000): number {
  const n = Math.min(times.length, values.length)
  if (n < 2) return 0
  const from = Math.max(0, n - RATE_SAMPLES)
  const dt = (times[n - 1] - times[from]) / unitsPerSecond
  if (!(dt > 0)) return 0
  const rate = (values[n - 1] - values[from]) / dt
  return Math.abs(rate) < RATE_DEADBAND ? 0 : rate
}
