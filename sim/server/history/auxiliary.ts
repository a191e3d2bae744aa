import { HistoryField, type AuxiliaryEntry, type AuxiliaryTotal } from './fields'

/**
 * The history fields other components registered (Moonraker's register_auxiliary_field): reset as a
 * job starts, written into the job as it starts and ends, and added to the totals when it ends.
 */
export class AuxiliaryFields {
  private readonly fields: HistoryField[] = []

  constructor(
    /** The stored totals (kept with the job totals in history.json). */
    private readonly stored: { get(): AuxiliaryTotal[]; set(t: AuxiliaryTotal[]): void },
  ) {}

  register(field: HistoryField): void {
    const { provider, field: name } = field.config
    if (provider === 'history') throw new Error("Provider name 'history' is reserved")
    if (this.fields.some((f) => f.config.provider === provider && f.config.field === name)) {
      throw new Error(`Field ${name} already registered by provider ${provider}.`)
    }
    this.fields.push(field)
  }

  /** A job starts: every tracker starts over. */
  start(): AuxiliaryEntry[] {
    for (const f of this.fields) f.reset()
    return this.entries()
  }

  entries(): AuxiliaryEntry[] {
    return this.fields.map((f) => f.asEntry())
  }

  /** A job ended: its values join the totals of the fields that report them. */
  addToTotals(): void {
    const last = this.stored.get()
    this.stored.set(this.fields.filter((f) => f.hasTotals()).map((f) => f.totals(last)))
  }

  /** Totals of fields still configured only: a removed sensor's totals are dropped, as Moonraker does. */
  totals(): AuxiliaryTotal[] {
    const known = new Set(this.fields.map((f) => `${f.config.provider}\n${f.config.field}`))
    return this.stored.get().filter((t) => known.has(`${t.provider}\n${t.field}`))
  }

  /** server.history.reset_totals: answers the totals before the reset. */
  reset(): AuxiliaryTotal[] {
    const last = this.totals()
    this.stored.set(this.fields.filter((f) => f.hasTotals()).map((f) => f.totals(last, true)))
    return last
  }
}
