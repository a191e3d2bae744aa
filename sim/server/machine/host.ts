import type { SimCore } from '../core'
import type { ServiceManager } from './services'

/**
 * The host's power and Moonraker's own process: restarts drop every socket, a reboot or
 * shutdown takes the whole API away for a while and brings it back.
 */
export class HostControl {
  private timers = new Set<NodeJS.Timeout>()
  services: ServiceManager | null = null

  constructor(
    private readonly core: SimCore,
    private readonly destroySockets: () => void,
  ) {}

  private later(ms: number, fn: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t)
      fn()
    }, ms)
    this.timers.add(t)
  }

  restartMoonraker(): void {
    this.core.log('Restarting Moonraker')
    this.core.down = true
    this.core.connections.dropAll(1012, 'Server restarting')
    // The process ends: requests in flight (an upload halfway) are cut, as a real restart cuts them.
    this.destroySockets()
    this.later(this.core.scaledMs(400, 100), () => {
      this.core.down = false
      this.core.log('Moonraker started')
    })
  }

  powerCycle(kind: 'reboot' | 'shutdown'): void {
    this.core.log(kind === 'reboot' ? 'Rebooting the host' : 'Shutting the host down')
    this.services?.allStopped()
    this.core.down = true
    this.core.connections.dropAll(1001, kind === 'reboot' ? 'Host rebooting' : 'Host shutting down')
    this.destroySockets()
    // A powered-off host comes back as if someone switched it on again.
    const downtime = this.core.scaledMs(kind === 'reboot' ? 4000 : 8000, 300)
    this.later(downtime, () => {
      this.core.down = false
      this.core.log('Host is up')
      this.services?.allStarted()
    })
  }

  stop(): void {
    for (const t of this.timers) clearTimeout(t)
    this.timers.clear()
  }
}
