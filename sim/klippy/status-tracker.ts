/**
 * Remembers what was last sent for every object field, so each status tick carries only
 * the fields that changed (values are compared by their JSON form).
 */
import type { PlantedObjects, StatusMap } from './types'

export class StatusTracker {
  private readonly sent = new Map<string, Map<string, { ref: unknown; json: string }>>()
  /** Some client subscribes to status; building and comparing every object for nobody is most of an idle tick. */
  private watched = true
  /** Ticks went by unwatched: what was last sent is no longer what clients hold. */
  private stale = false

  /** A status tick: the changed fields of `status()`, or null (nothing built) while nobody watches. */
  tick(status: () => StatusMap): StatusMap | null {
    if (this.watched) return this.diff(status())
    this.stale = true
    return null
  }

  /** Someone subscribes (or nobody any more). A subscriber starts from a full query: the status of now counts as sent. */
  watch(on: boolean, status: () => StatusMap | undefined): void {
    const now = on && this.stale ? status() : undefined
    if (now) this.diff(now)
    this.watched = on
  }

  /** The changed fields of `full`, recording them as sent. */
  diff(full: StatusMap): StatusMap {
    this.stale = false
    const out: StatusMap = {}
    for (const [name, fields] of Object.entries(full)) {
      let prev = this.sent.get(name)
      if (!prev) {
        prev = new Map()
        this.sent.set(name, prev)
      }
      for (const [field, value] of Object.entries(fields)) {
        const last = prev.get(field)
        // Large unchanging values (configfile) come back as the same object: skip serialising.
        if (last && typeof value === 'object' && value !== null && last.ref === value) continue
        const json = JSON.stringify(value) ?? 'null'
        if (last && last.json === json) {
          last.ref = value
          continue
        }
        prev.set(field, { ref: value, json })
        ;(out[name] ??= {})[field] = value
      }
    }
    return out
  }

  reset(): void {
    this.sent.clear()
    this.stale = false
  }
}

/**
 * Test-only: fields reported as planted, over what the simulation computes, in status updates and
 * queries alike (a printer whose objects have an unexpected shape).
 */
export class PlantedStatus {
  private readonly fields = new Map<string, Record<string, unknown>>()

  plant(objects: PlantedObjects): void {
    for (const [name, fields] of Object.entries(objects)) {
      if (fields) this.fields.set(name, { ...this.fields.get(name), ...fields })
      else this.fields.delete(name)
    }
  }

  over(status: StatusMap): StatusMap {
    for (const [name, fields] of this.fields) if (status[name]) status[name] = { ...status[name], ...fields }
    return status
  }
}
