/**
 * Remembers what was last sent for every object field, so each status tick carries only
 * the fields that changed (values are compared by their JSON form).
 */
import type { PlantedObjects, StatusMap } from './types'

export class StatusTracker {
  private readonly sent = new Map<string, Map<string, { ref: unknown; json: string }>>()

  /** The changed fields of `full`, recording them as sent. */
  diff(full: StatusMap): StatusMap {
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
