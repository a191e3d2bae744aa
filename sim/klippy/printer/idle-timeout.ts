/**
 * idle_timeout: "Printing" while the machine is busy, "Ready" once it settles, and "Idle"
 * after `timeout` seconds of Ready, when it runs its gcode (heaters and motors off).
 */
import type { Status, StatusObject } from './types'

export type IdleState = 'Idle' | 'Printing' | 'Ready'

/** Seconds of quiet before Printing turns into Ready. */
const SETTLE = 1

export class IdleTimeout implements StatusObject {
  state: IdleState = 'Idle'
  timeout: number
  private printingSince = 0
  private readySince = 0
  private lastActivity = -Infinity
  private running = false

  constructor(
    timeout: number,
    private readonly deps: {
      /** Moves queued, a wait in progress or a file printing. */
      busy(now: number): boolean
      /** Runs the idle gcode; resolves when done. */
      runIdleGcode(): Promise<void>
    },
  ) {
    this.timeout = timeout
  }

  /** A command that changes the machine's state ran. */
  noteActivity(now: number): void {
    this.lastActivity = now
    if (this.state !== 'Printing') {
      this.state = 'Printing'
      this.printingSince = now
    }
  }

  update(now: number): void {
    if (this.deps.busy(now)) {
      this.noteActivity(now)
      return
    }
    if (this.state === 'Printing' && now - this.lastActivity >= SETTLE) {
      this.state = 'Ready'
      // The machine went quiet at lastActivity, however late this check runs.
      this.readySince = this.lastActivity + SETTLE
    }
    if (this.state === 'Ready' && !this.running && now - this.readySince >= this.timeout) {
      this.running = true
      this.deps
        .runIdleGcode()
        .catch(() => {})
        .finally(() => {
          this.running = false
          this.state = 'Idle'
        })
    }
  }

  getStatus(eventtime: number): Status {
    return {
      state: this.state,
      printing_time: this.state === 'Printing' ? Math.round((eventtime - this.printingSince) * 1000) / 1000 : 0,
      idle_timeout: this.timeout,
    }
  }
}
