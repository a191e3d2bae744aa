import { randomInt } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { SimCore } from '../core'
import type { Database } from '../database/store'
import { getString, optBool, optString } from '../params'
import { ApiError } from '../types'
import { applyRecover, applyRollback, applyUpgrade, hasUpdate, initialCatalog, versionInfo, type UpdaterState } from './catalog'

const NAMESPACE = 'update_manager'
const ORDER = ['system', 'stratum', 'klipper', 'moonraker']

export interface UpdateHooks {
  isPrinting(): boolean
  restartKlipper(): void
  restartMoonraker(): void
}

/** machine.update.* of update_manager.md, with simulated updates that stream their output. */
export class UpdateManager {
  private readonly apps: Record<string, UpdaterState>
  private busy = false

  constructor(
    private readonly core: SimCore,
    private readonly db: Database,
    private readonly hooks: UpdateHooks,
  ) {
    db.protectedNamespaces.add(NAMESPACE)
    this.apps = db.getItemOr(NAMESPACE, 'sim_state', null) ?? initialCatalog()
  }

  get moonrakerVersion(): string {
    const info = versionInfo(this.apps.moonraker)
    return String(info.full_version_string ?? info.version)
  }

  status() {
    return {
      busy: this.busy,
      github_rate_limit: 60,
      github_requests_remaining: 57,
      github_limit_reset_time: Math.floor(Date.now() / 1000) + 3600,
      version_info: Object.fromEntries(Object.entries(this.apps).map(([k, v]) => [k, versionInfo(v)])),
    }
  }

  private app(name: string): UpdaterState {
    const app = this.apps[name]
    if (!app) throw new ApiError(400, `No updater registered for '${name}'`)
    return app
  }

  private persist(): void {
    this.db.insertItem(NAMESPACE, 'sim_state', this.apps)
  }

  private checkCanUpdate(): void {
    if (this.hooks.isPrinting()) throw new ApiError(400, 'Updates are not allowed while printing')
    if (this.busy) throw new ApiError(400, 'An update is already in progress')
  }

  refresh(name?: string): ReturnType<UpdateManager['status']> {
    if (this.busy) throw new ApiError(503, 'Cannot refresh while an update is in progress')
    if (this.hooks.isPrinting()) throw new ApiError(503, 'Cannot refresh while printing')
    if (name !== undefined) this.app(name)
    const status = this.status()
    this.core.notify('notify_update_refreshed', [status])
    return status
  }

  private async stream(application: string, lines: string[]): Promise<void> {
    const procId = randomInt(100_000, 999_999)
    const send = (message: string, complete: boolean) =>
      this.core.notify('notify_update_response', [{ application, proc_id: procId, message, complete }])
    for (const line of lines) {
      send(line, false)
      await sleep(this.core.scaledMs(150))
    }
    send(`Update of ${application} finished`, true)
  }

  /** Runs one updater to completion: the output lines, then the restarts it implies. */
  private async runOne(name: string, work: (app: UpdaterState) => string[]): Promise<void> {
    const app = this.app(name)
    const lines = work(app)
    this.persist()
    await this.stream(name, lines)
    if (name === 'klipper') this.hooks.restartKlipper()
  }

  async run(names: string[], work: (app: UpdaterState) => string[]): Promise<void> {
    this.checkCanUpdate()
    for (const n of names) this.app(n)
    this.busy = true
    let restartMoonraker = false
    try {
      for (const name of names) {
        await this.runOne(name, work)
        if (name === 'moonraker') restartMoonraker = true
      }
    } finally {
      this.busy = false
    }
    this.core.notify('notify_update_refreshed', [this.status()])
    if (restartMoonraker) setTimeout(() => this.hooks.restartMoonraker(), 100)
  }

  /** A git repo with local changes must be recovered before it updates, as Moonraker insists. */
  checkClean(names: string[]): void {
    for (const n of names) {
      const app = this.app(n)
      if (app.kind === 'git_repo' && app.dirty) throw new ApiError(400, `Repo ${n} is dirty; recover it before updating`)
    }
  }

  /** Every updater with something to install, in Moonraker's order. */
  pending(): string[] {
    return ORDER.filter((n) => this.apps[n] && hasUpdate(this.apps[n]))
  }
}

export function installUpdateManager(core: SimCore, manager: UpdateManager): void {
  const reg = (d: Parameters<SimCore['registry']['register']>[0]) => core.registry.register(d)
  const upgrade = (names: string[]) => {
    manager.checkClean(names)
    return manager.run(names, applyUpgrade).then(() => 'ok')
  }

  reg({
    method: 'machine.update.status',
    http: [{ verb: 'GET', path: '/machine/update/status' }],
    handler(params) {
      if (optBool(params, 'refresh', false)) {
        try {
          return manager.refresh()
        } catch {
          return manager.status()
        }
      }
      return manager.status()
    },
  })

  reg({
    method: 'machine.update.refresh',
    http: [{ verb: 'POST', path: '/machine/update/refresh' }],
    handler: (params) => manager.refresh(optString(params, 'name')),
  })

  reg({
    method: 'machine.update.upgrade',
    http: [{ verb: 'POST', path: '/machine/update/upgrade' }],
    handler(params) {
      const name = optString(params, 'name')
      return upgrade(name ? [name] : manager.pending())
    },
  })

  reg({
    method: 'machine.update.full',
    http: [{ verb: 'POST', path: '/machine/update/full' }],
    handler: () => upgrade(manager.pending()),
  })

  for (const name of ['moonraker', 'klipper', 'system'] as const) {
    reg({
      method: `machine.update.${name}`,
      http: [{ verb: 'POST', path: `/machine/update/${name}` }],
      handler: () => upgrade([name]),
    })
  }

  reg({
    method: 'machine.update.client',
    http: [{ verb: 'POST', path: '/machine/update/client' }],
    handler: (params) => upgrade([getString(params, 'name')]),
  })

  reg({
    method: 'machine.update.recover',
    http: [{ verb: 'POST', path: '/machine/update/recover' }],
    handler(params) {
      const name = getString(params, 'name')
      const hard = optBool(params, 'hard', false)
      return manager.run([name], (app) => applyRecover(app, hard)).then(() => 'ok')
    },
  })

  reg({
    method: 'machine.update.rollback',
    http: [{ verb: 'POST', path: '/machine/update/rollback' }],
    handler: (params) => manager.run([getString(params, 'name')], applyRollback).then(() => 'ok'),
  })
}
