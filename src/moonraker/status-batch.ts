import { isRoutine, mergeChanges, STATUS_FLUSH_MS } from './status-fields'
import type { PrinterStatus } from './types'

/**
 * Klipper's temperature report ("B:60.1 /60.0 T0:150.2 /150.0"), printed every second while M109 or
 * M190 waits: a reading like the status, so it waits for the flush with it (in order, every line kept).
 */
const TEMPERATURE_REPORT = /^(?:ok\s+)?[A-Z]\w*:-?\d+(?:\.\d+)?\s*\/-?\d+(?:\.\d+)?(?:\s+[A-Z]\w*:-?\d+(?:\.\d+)?\s*\/-?\d+(?:\.\d+)?)*\s*$/

const isTemperatureReport = (line: unknown): boolean => typeof line === 'string' && TEMPERATURE_REPORT.test(line)

export interface BatchTimers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/**
 * Holds a socket's routine traffic — readings in notify_status_update, the host's statistics in
 * notify_proc_stat_update, Klipper's temperature reports while it waits for a heater — and lets it through at most once per STATUS_FLUSH_MS: the readings merged
 * into one update, every statistics sample kept. Anything else (replies, events, console lines) goes
 * out at once, after what is held, so the order of the stream is kept. `emit` gets the messages of
 * one delivery together, as the texts the server sent (the merged update written anew).
 */
export class StatusBatcher {
  private status: PrinterStatus | null = null
  private eventtime: unknown = undefined
  /** Statistics samples and temperature reports held, in their order. */
  private samples: string[] = []
  private timer: unknown = null
  private lastFlush = -Infinity

  constructor(
    private readonly emit: (messages: string[]) => void,
    private readonly timers: BatchTimers = globalThis as unknown as BatchTimers,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** One message as it came off the socket. */
  push(data: string): void {
    const held = this.hold(data)
    if (held) {
      this.timer ??= this.timers.setTimeout(() => this.flush(), Math.max(0, this.lastFlush + STATUS_FLUSH_MS - this.now()))
      return
    }
    const out = this.take()
    out.push(data)
    this.emit(out)
  }

  /** Lets out what is held now (the timer's job, and the socket's last act before it closes). */
  flush(): void {
    const out = this.take()
    if (out.length) this.emit(out)
  }

  /** Drops what is held and the timer. */
  stop(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer)
    this.timer = null
    this.status = null
    this.samples = []
  }

  private hold(data: string): boolean {
    // Cheap tests first: only notifications of these three methods are ever held.
    const line = data.includes('"notify_gcode_response"')
    if (!line && !data.includes('"notify_status_update"') && !data.includes('"notify_proc_stat_update"')) return false
    let msg: { method?: unknown; params?: unknown[] }
    try {
      msg = JSON.parse(data)
    } catch {
      return false
    }
    if (msg.method === 'notify_proc_stat_update' || (line && msg.method === 'notify_gcode_response' && isTemperatureReport(msg.params?.[0]))) {
      this.samples.push(data)
      return true
    }
    const changes = msg.params?.[0] as PrinterStatus | undefined
    if (msg.method !== 'notify_status_update' || !changes || typeof changes !== 'object' || !isRoutine(changes)) return false
    this.status ??= {}
    mergeChanges(this.status, changes)
    this.eventtime = msg.params?.[1]
    return true
  }

  private take(): string[] {
    if (this.timer !== null) this.timers.clearTimeout(this.timer)
    this.timer = null
    const out: string[] = []
    if (this.status) {
      const params = this.eventtime === undefined ? [this.status] : [this.status, this.eventtime]
      out.push(JSON.stringify({ jsonrpc: '2.0', method: 'notify_status_update', params }))
      this.status = null
      this.eventtime = undefined
    }
    if (this.samples.length) {
      out.push(...this.samples)
      this.samples = []
    }
    if (out.length) this.lastFlush = this.now()
    return out
  }
}
