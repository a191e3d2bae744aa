export interface GcodeEntry {
  message: string
  time: number
  type: 'command' | 'response'
}

/** The last gcode_store_size commands and responses, oldest first (server.gcode_store). */
export class GcodeStore {
  private entries: GcodeEntry[] = []

  constructor(readonly size = 1000) {}

  add(message: string, type: GcodeEntry['type']): void {
    this.entries.push({ message, time: Date.now() / 1000, type })
    // Trim in chunks so a flood of responses costs amortized O(1) per line.
    if (this.entries.length > this.size + 100) this.entries = this.entries.slice(-this.size)
  }

  latest(count?: number): GcodeEntry[] {
    const all = this.entries.length > this.size ? this.entries.slice(-this.size) : this.entries
    return count === undefined || count >= all.length ? [...all] : all.slice(all.length - Math.max(0, count))
  }
}
