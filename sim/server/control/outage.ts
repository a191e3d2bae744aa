import type { SimCore } from '../core'

/**
 * How the API goes away: 'down' = nothing answers (Moonraker stopped, host rebooting: connections are
 * refused); 'unavailable' = a proxy in front still answers, with 503 (nginx while Moonraker restarts).
 */
export type OutageMode = 'down' | 'unavailable'

export function isOutageMode(mode: string): mode is OutageMode {
  return mode === 'down' || mode === 'unavailable'
}

/** A timed outage of the whole API (HTTP and websocket), for the dashboard's reconnect tests. Klippy keeps its state. */
export class Outage {
  private timer: NodeJS.Timeout | null = null
  private current: OutageMode | null = null

  constructor(
    private readonly core: SimCore,
    private readonly destroySockets: () => void,
  ) {}

  get mode(): OutageMode | null {
    return this.current
  }

  /** Starts an outage for `seconds` (0: until end() is called). */
  start(mode: OutageMode, seconds: number): void {
    this.end()
    this.current = mode
    this.core.log(`Simulated outage: ${mode} for ${seconds > 0 ? `${seconds} s` : 'until ended'}`)
    if (mode === 'down') {
      this.core.down = true
      this.core.connections.dropAll(1001, 'Host rebooting')
      this.destroySockets()
    } else {
      this.core.unavailable = true
      this.core.connections.dropAll(1012, 'Service restarting')
    }
    if (seconds > 0) this.timer = setTimeout(() => this.end(), seconds * 1000)
  }

  end(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    if (!this.current) return
    this.core.log(`Simulated outage over: ${this.current}`)
    this.current = null
    this.core.down = false
    this.core.unavailable = false
  }
}
