import type { Klippy } from '../../klippy/types'
import type { SimCore } from '../core'
import { ApiError } from '../types'

export interface UnitState {
  active_state: string
  sub_state: string
}

const RUNNING: UnitState = { active_state: 'active', sub_state: 'running' }
const STOPPED: UnitState = { active_state: 'inactive', sub_state: 'dead' }
const STARTING: UnitState = { active_state: 'activating', sub_state: 'start' }

export type ServiceAction = 'start' | 'stop' | 'restart'

export interface ServiceHooks {
  /** Drops every socket and comes back, as a Moonraker restart does. */
  restartMoonraker(): void
}

/** The systemd units Moonraker may manage, with klipper tied to the simulated Klippy. */
export class ServiceManager {
  private readonly states = new Map<string, UnitState>([
    ['klipper', RUNNING],
    ['klipper_mcu', RUNNING],
    ['moonraker', RUNNING],
    ['crowsnest', RUNNING],
  ])

  constructor(
    private readonly core: SimCore,
    private readonly klippy: Klippy,
    private readonly hooks: ServiceHooks,
  ) {}

  names(): string[] {
    return [...this.states.keys()]
  }

  snapshot(): Record<string, UnitState> {
    return Object.fromEntries(this.states)
  }

  isRunning(name: string): boolean {
    return this.states.get(name)?.active_state === 'active'
  }

  private set(name: string, state: UnitState): void {
    const prev = this.states.get(name)
    if (prev?.active_state === state.active_state && prev.sub_state === state.sub_state) return
    this.states.set(name, state)
    this.core.notify('notify_service_state_changed', [{ [name]: { ...state } }])
  }

  private startKlippy(): void {
    this.set('klipper', STARTING)
    this.core.faults.set('klippy-disconnected', false)
    this.klippy.start().catch((err) => this.core.log(`Klipper failed to start: ${String(err)}`))
    this.set('klipper', RUNNING)
  }

  private stopUnit(name: string): void {
    if (name === 'klipper') this.klippy.disconnect()
    this.set(name, STOPPED)
  }

  private startUnit(name: string): void {
    if (name === 'klipper') this.startKlippy()
    else {
      this.set(name, STARTING)
      this.set(name, RUNNING)
    }
  }

  /** Validates and runs the action; the unit changes state just after the reply is sent. */
  request(name: string, action: ServiceAction): void {
    if (!this.states.has(name)) throw new ApiError(400, `Service '${name}' not allowed`)
    if (name === 'moonraker') {
      if (action !== 'restart') throw new ApiError(400, `Service action '${action}' is not available for moonraker`)
      this.core.log('Restarting the moonraker service')
      setTimeout(() => this.hooks.restartMoonraker(), 50)
      return
    }
    this.core.log(`Service ${name}: ${action}`)
    setTimeout(() => this.perform(name, action), 20)
  }

  private perform(name: string, action: ServiceAction): void {
    if (action === 'stop') {
      if (this.isRunning(name)) this.stopUnit(name)
      return
    }
    if (action === 'start') {
      if (!this.isRunning(name)) this.startUnit(name)
      return
    }
    if (this.isRunning(name)) this.stopUnit(name)
    setTimeout(() => this.startUnit(name), this.core.scaledMs(500, 50))
  }

  /** Host going down: every unit stops; coming back: every unit starts. */
  allStopped(): void {
    for (const name of this.states.keys()) if (name !== 'moonraker') this.stopUnit(name)
  }

  allStarted(): void {
    for (const name of this.states.keys()) if (name !== 'moonraker' && !this.isRunning(name)) this.startUnit(name)
  }
}
