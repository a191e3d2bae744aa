/** Fault switches the tests flip to drive the failure paths. */
export const FAULT_FLAGS = [
  'klippy-shutdown',
  'klippy-disconnected',
  'klippy-starting',
  'drop-sockets',
  'slow-replies',
  /** A fully received upload waits for its answer until the switch is off (or Moonraker restarts). */
  'hold-uploads',
  /** Files download at a crawl (SLOW_DOWNLOAD_BYTES_PER_S), so a test can cut one off halfway. */
  'slow-downloads',
  'cpu-throttled',
  /** Every filament sensor loses its filament (a print pauses when the sensor says so). */
  'filament-runout',
  // printer.cfg gains a deprecated option and Klippy restarts, so configfile.warnings has an entry.
  'config-warnings',
  'timelapse-frame-error',
  /** The [spoolman] component loses its link to the Spoolman server (its websocket closes). */
  'spoolman-down',
] as const

export type FaultFlag = (typeof FAULT_FLAGS)[number]

export function isFaultFlag(flag: string): flag is FaultFlag {
  return (FAULT_FLAGS as readonly string[]).includes(flag)
}

export class FaultSwitches {
  private readonly active = new Set<FaultFlag>()
  private listeners: ((flag: FaultFlag, on: boolean) => void)[] = []

  has(flag: FaultFlag): boolean {
    return this.active.has(flag)
  }

  set(flag: FaultFlag, on: boolean): void {
    // drop-sockets acts once and never stays on.
    const changed = flag === 'drop-sockets' ? on : on !== this.active.has(flag)
    if (on && flag !== 'drop-sockets') this.active.add(flag)
    else this.active.delete(flag)
    if (changed) for (const l of this.listeners) l(flag, on)
  }

  list(): FaultFlag[] {
    return [...this.active]
  }

  onChange(listener: (flag: FaultFlag, on: boolean) => void): void {
    this.listeners.push(listener)
  }
}
