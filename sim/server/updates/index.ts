import { randomInt } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { SimCore } from '../core'
import type { Database } from '../database/store'
import { getString, optBool, optString } from '../params'
import { ApiError, type Params } from '../types'
import { applyRecover, applyRollback, applyUpgrade, hasUpdate, initialCatalog, versionInfo, type UpdaterState } from './catalog'

const NAMESPACE = 'update_manager'
const ORDER = ['system', 'stratum', 'klipper', 'moonraker']
/** A refreshing status request within this long of the last refresh only reads the status. */
const REFRESH_SPAM_MS = 60_000

export interface UpdateHooks {
  isPrinting(): boolean
  restartKlipper(): void
  restartMoonraker(): void
}

/** What one updater does for a request: the lines it prints, and its closing line (none: it had nothing to do). */
interface Work {
  lines: string[]
  finish?: string
}

const upgradeWork = (app: UpdaterState): Work => {
  const lines = applyUpgrade(app)
  // An updater that is current answers 'ok' without a word, as Moonraker's do.
  return lines.length ? { lines, finish: 'update finished' } : { lines }
}

/** machine.update.* of update_manager.md, with simulated updates that stream their output. */
export class UpdateManager {
  private readonly apps: Record<string, UpdaterState>
  private busy = false
  /** What the running request is called in its notifications (the app, recover_<app>, rollback_<app>, full), and its id. */
  private current: string | undefined
  private procId = 0
  private lastRefresh = 0
  private fullDone = false

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

  /** The updater an operation names; Moonraker answers 404 (JSON-RPC -32601) for one it lacks. */
  private app(name: string): UpdaterState {
    const app = this.apps[name]
    if (!app) throw new ApiError(404, `Updater ${name} not available`)
    return app
  }

  private persist(): void {
    this.db.insertItem(NAMESPACE, 'sim_state', this.apps)
  }

  private checkIdle(names: string[]): void {
    const same = names.find((n) => n === this.current || this.current === 'full')
    if (same !== undefined) throw new ApiError(503, `Item ${same} is currently updating`)
    if (this.busy) throw new ApiError(503, 'An update is already in progress')
  }

  refresh(name?: string): ReturnType<UpdateManager['status']> {
    if (name !== undefined && !this.apps[name]) throw new ApiError(400, `No updater registered for '${name}'`)
    if (this.busy || this.hooks.isPrinting()) throw new ApiError(503, 'Server is busy, cannot perform refresh')
    this.lastRefresh = Date.now()
    // Moonraker answers first and notifies the refreshed state a moment later.
    setTimeout(() => this.core.notify('notify_update_refreshed', [this.status()]), this.core.scaledMs(200))
    return this.status()
  }

  /** machine.update.status: refresh=true is ignored while busy or printing, and within a minute of the last refresh. */
  statusRequest(refresh: boolean): ReturnType<UpdateManager['status']> {
    if (!refresh || this.busy || this.hooks.isPrinting() || Date.now() - this.lastRefresh < REFRESH_SPAM_MS) return this.status()
    return this.refresh()
  }

  /** notify_update_response, named after the request; a full update completes only at its end. */
  private respond(message: string, complete: boolean): void {
    if (this.current === undefined) return
    this.core.notify('notify_update_response', [{ message, application: this.current, proc_id: this.procId, complete: complete && (this.current !== 'full' || this.fullDone) }])
  }

  private async stream(app: UpdaterState, work: Work): Promise<void> {
    // Git repos prefix their status lines with the repo, as Moonraker's updaters do.
    const prefix = app.kind === 'git_repo' ? `Git Repo ${app.name}: ` : ''
    for (const line of work.lines) {
      this.respond(prefix + line, false)
      await sleep(this.core.scaledMs(150))
    }
    this.respond(prefix + work.finish, true)
  }

  /** Runs one request over its updaters, then the restarts and the refreshed status it implies. */
  private async run(label: string, names: string[], work: (app: UpdaterState) => Work): Promise<void> {
    const apps = names.map((n) => this.app(n))
    this.busy = true
    this.current = label
    this.procId = randomInt(100_000, 999_999_999)
    let restartMoonraker = false
    let changed = false
    try {
      if (label === 'full') this.respond('Preparing full software update...', false)
      for (const app of apps) {
        const done = work(app)
        if (done.finish === undefined) continue
        changed = true
        this.persist()
        await this.stream(app, done)
        if (app.name === 'klipper') this.hooks.restartKlipper()
        if (app.name === 'moonraker') restartMoonraker = true
      }
      if (label === 'full') {
        this.fullDone = true
        this.respond('Full update finished', true)
      }
    } finally {
      this.fullDone = false
      this.busy = false
      this.current = undefined
    }
    if (changed) this.core.notify('notify_update_refreshed', [this.status()])
    if (restartMoonraker) setTimeout(() => this.hooks.restartMoonraker(), 100)
  }

  /** Updates the named updaters (label 'full' for all pending ones). A repo with local changes is refused. */
  async upgrade(names: string[], label: string): Promise<void> {
    if (this.hooks.isPrinting()) throw new ApiError(503, 'Update Refused: Klippy is printing')
    for (const n of names) this.app(n)
    this.checkIdle(names)
    const dirty = names.map((n) => this.apps[n]).find((a) => a.kind === 'git_repo' && a.dirty)
    if (dirty) {
      const message = 'Update aborted, repo has been modified'
      this.current = label
      this.respond(`Error updating ${dirty.name}: ${message}`, true)
      this.current = undefined
      throw new ApiError(400, message)
    }
    await this.run(label, names, upgradeWork)
  }

  async recover(name: string, hard: boolean): Promise<void> {
    if (this.hooks.isPrinting()) throw new ApiError(400, 'Recovery Attempt Refused: Klippy is printing')
    if (this.app(name).kind !== 'git_repo') throw new ApiError(400, `Updater ${name} is not a Git Repo Type`)
    this.checkIdle([name])
    await this.run(`recover_${name}`, [name], (app) => ({ lines: applyRecover(app, hard), finish: 'recovery complete' }))
  }

  async rollback(name: string): Promise<void> {
    if (this.hooks.isPrinting()) throw new ApiError(400, 'Rollback Attempt Refused: Klippy is printing')
    const kind = this.app(name).kind
    this.checkIdle([name])
    if (kind === 'system') {
      const message = `Rollback not available for ${name}`
      this.current = `rollback_${name}`
      this.respond(`Error Rolling Back ${name}`, false)
      this.respond(message, true)
      this.current = undefined
      throw new ApiError(400, message)
    }
    await this.run(`rollback_${name}`, [name], (app) => {
      const lines = applyRollback(app)
      return lines.length ? { lines, finish: 'rollback complete' } : { lines, finish: 'nothing to roll back to' }
    })
  }

  /** Every updater with something to install, in Moonraker's order. */
  pending(): string[] {
    return ORDER.filter((n) => this.apps[n] && hasUpdate(this.apps[n]))
  }
}

export function installUpdateManager(core: SimCore, manager: UpdateManager): void {
  const reg = (d: Parameters<SimCore['registry']['register']>[0]) => core.registry.register(d)
  const ok = () => 'ok'

  reg({
    method: 'machine.update.status',
    http: [{ verb: 'GET', path: '/machine/update/status' }],
    handler: (params) => manager.statusRequest(optBool(params, 'refresh', false)),
  })

  reg({
    method: 'machine.update.refresh',
    http: [{ verb: 'POST', path: '/machine/update/refresh' }],
    handler: (params) => manager.refresh(optString(params, 'name')),
  })

  // upgrade and client without a name are a full update, as in Moonraker.
  const named = (params: Params) => {
    const name = optString(params, 'name')
    return name === undefined ? manager.upgrade(manager.pending(), 'full') : manager.upgrade([name], name)
  }
  for (const method of ['upgrade', 'client']) {
    reg({ method: `machine.update.${method}`, http: [{ verb: 'POST', path: `/machine/update/${method}` }], handler: (params) => named(params).then(ok) })
  }

  reg({
    method: 'machine.update.full',
    http: [{ verb: 'POST', path: '/machine/update/full' }],
    handler: () => manager.upgrade(manager.pending(), 'full').then(ok),
  })

  for (const name of ['moonraker', 'klipper', 'system'] as const) {
    reg({
      method: `machine.update.${name}`,
      http: [{ verb: 'POST', path: `/machine/update/${name}` }],
      handler: () => manager.upgrade([name], name).then(ok),
    })
  }

  reg({
    method: 'machine.update.recover',
    http: [{ verb: 'POST', path: '/machine/update/recover' }],
    handler: (params) => manager.recover(getString(params, 'name'), optBool(params, 'hard', false)).then(ok),
  })

  reg({
    method: 'machine.update.rollback',
    http: [{ verb: 'POST', path: '/machine/update/rollback' }],
    handler: (params) => manager.rollback(getString(params, 'name')).then(ok),
  })
}
