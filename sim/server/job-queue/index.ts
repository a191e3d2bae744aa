import { randomBytes } from 'node:crypto'
import { existsSync, statSync } from 'node:fs'
import { resolve, sep } from 'node:path'
import type { SimCore } from '../core'
import { getString, getStringList, optBool } from '../params'
import type { KlippyBridge } from '../printer/bridge'
import { ApiError } from '../types'

type QueueState = 'ready' | 'loading' | 'starting' | 'paused'

interface QueuedJob {
  filename: string
  job_id: string
  time_added: number
}

export interface JobQueueOptions {
  gcodesDir: string
  loadOnStartup: boolean
  automaticTransition: boolean
  transitionDelaySeconds: number
  transitionGcode: string
}

/**
 * server.job_queue.* of job_queue.md: a FIFO of prints that follow each other, held in memory as
 * Moonraker holds it. Recorded against the genuine stack (sim/contract/queue.test.ts): the queue starts
 * paused, adding never loads a job, "print next" sends no notification, and a job loads only from
 * `start` (or after the previous print with automatic_transition).
 */
export class JobQueue {
  private jobs: QueuedJob[] = []
  private state: QueueState = 'paused'
  /** `pause` was asked and no `start` since: an added job does not make the queue ready. */
  private pauseRequested = false
  private popTimer: NodeJS.Timeout | null = null

  constructor(
    private readonly core: SimCore,
    private readonly bridge: KlippyBridge,
    private readonly opts: JobQueueOptions,
  ) {
    bridge.klippy.on('print_ended', (info) => {
      if (info.status === 'completed') this.afterJob()
      else if ((info.status === 'cancelled' || info.status === 'error') && this.jobs.length) this.setState('paused')
    })
    bridge.onState((state) => {
      if (state === 'shutdown') {
        // Paused, without counting as the user's pause.
        const requested = this.pauseRequested
        this.pause()
        this.pauseRequested = requested
      }
      if (state === 'ready' && this.opts.loadOnStartup && this.jobs.length && (this.state === 'ready' || this.state === 'paused')) {
        this.setState('loading')
        this.popLater(1000, false)
      }
    })
  }

  status() {
    const now = Date.now() / 1000
    return {
      queued_jobs: this.jobs.map((j) => ({ ...j, time_in_queue: Math.max(0, now - j.time_added) })),
      queue_state: this.state,
    }
  }

  /** notify_job_queue_changed: the whole queue for a change of its jobs, null for a change of state only. */
  private changed(action: string): void {
    this.core.notify('notify_job_queue_changed', [{ action, updated_queue: action === 'state_changed' ? null : this.status().queued_jobs, queue_state: this.state }])
  }

  private setState(state: QueueState): void {
    if (state === this.state) return
    this.state = state
    this.changed('state_changed')
  }

  /** The state as it is now, after an await that a pause may have come during. */
  private stateNow(): QueueState {
    return this.state
  }

  private canPrint(): boolean {
    if (this.bridge.effective.state !== 'ready') return false
    const s = this.bridge.printState()
    return s !== 'printing' && s !== 'paused'
  }

  private checkFile(filename: string): string {
    const root = resolve(this.opts.gcodesDir)
    const path = resolve(root, filename)
    if (!path.startsWith(root + sep) || !existsSync(path) || !statSync(path).isFile()) throw new ApiError(400, `G-Code File ${filename} does not exist`)
    return filename
  }

  post(filenames: string[], reset: boolean) {
    const checked = filenames.map((f) => this.checkFile(f))
    if (reset) this.jobs = []
    const now = Date.now() / 1000
    for (const filename of checked) this.jobs.push({ filename, job_id: randomBytes(8).toString('hex').toUpperCase(), time_added: now })
    this.changed('jobs_added')
    if (this.opts.automaticTransition && !this.pauseRequested) {
      const s = this.bridge.printState()
      if (s === 'printing' || s === 'paused') this.setState('ready')
    }
    return this.status()
  }

  remove(ids: string[] | 'all') {
    if (!this.jobs.length || (ids !== 'all' && !ids.length)) return this.status()
    this.jobs = ids === 'all' ? [] : this.jobs.filter((j) => !ids.includes(j.job_id))
    this.changed('jobs_removed')
    return this.status()
  }

  pause() {
    this.setState('paused')
    if (this.popTimer) clearTimeout(this.popTimer)
    this.popTimer = null
    this.pauseRequested = true
    return this.status()
  }

  start() {
    this.pauseRequested = false
    if (this.state === 'ready' || this.state === 'paused') {
      if (!this.jobs.length) this.setState('paused')
      else if (this.canPrint()) {
        this.setState('loading')
        this.popLater(10, false)
      } else this.setState(this.opts.automaticTransition ? 'ready' : 'paused')
    }
    return this.status()
  }

  /** Print next: the job moves to the front. Moonraker sends no notification for it. */
  jump(jobId: string) {
    const idx = this.jobs.findIndex((j) => j.job_id === jobId)
    if (idx < 0) throw new ApiError(400, `Invalid job id: ${jobId}`)
    const [job] = this.jobs.splice(idx, 1)
    this.jobs.unshift(job)
    return this.status()
  }

  private popLater(ms: number, transition: boolean): void {
    if (this.popTimer) clearTimeout(this.popTimer)
    this.popTimer = setTimeout(() => {
      this.popTimer = null
      void this.pop(transition)
    }, ms)
  }

  private async pop(transition: boolean): Promise<void> {
    if (this.state === 'paused') return
    const job = this.jobs[0]
    if (!job) return this.setState('paused')
    if (!this.canPrint() || this.state !== 'loading') return this.setState('paused')
    try {
      if (transition && this.opts.transitionGcode.trim()) {
        await this.bridge.klippy.runGcode(this.opts.transitionGcode.trim())
        if (this.stateNow() !== 'loading') {
          this.setState('paused')
          return
        }
      }
      this.setState('starting')
      await this.bridge.klippy.startPrint(job.filename)
    } catch (err) {
      this.core.log(`Job queue: could not start ${job.filename}: ${err instanceof Error ? err.message : String(err)}`)
      this.setState('paused')
      return
    }
    this.jobs = this.jobs.filter((j) => j !== job)
    if (this.stateNow() === 'starting') this.state = this.jobs.length && this.opts.automaticTransition ? 'ready' : 'paused'
    this.changed('job_loaded')
  }

  /** A print completed: with automatic_transition, the next job loads after the transition delay. */
  private afterJob(): void {
    if (!this.opts.automaticTransition || this.state !== 'ready' || !this.jobs.length) return
    this.setState('loading')
    this.popLater(this.core.scaledMs(this.opts.transitionDelaySeconds * 1000, 0), true)
  }

  stop(): void {
    if (this.popTimer) clearTimeout(this.popTimer)
    this.popTimer = null
  }
}

export function installJobQueue(core: SimCore, queue: JobQueue): void {
  const reg = (d: Parameters<SimCore['registry']['register']>[0]) => core.registry.register(d)
  reg({
    method: 'server.job_queue.status',
    http: [{ verb: 'GET', path: '/server/job_queue/status' }],
    handler: () => queue.status(),
  })
  reg({
    method: 'server.job_queue.post_job',
    http: [{ verb: 'POST', path: '/server/job_queue/job' }],
    handler: (params) => queue.post(getStringList(params, 'filenames'), optBool(params, 'reset', false)),
  })
  reg({
    method: 'server.job_queue.delete_job',
    http: [{ verb: 'DELETE', path: '/server/job_queue/job' }],
    handler: (params) => queue.remove(optBool(params, 'all', false) ? 'all' : getStringList(params, 'job_ids')),
  })
  reg({
    method: 'server.job_queue.pause',
    http: [{ verb: 'POST', path: '/server/job_queue/pause' }],
    handler: () => queue.pause(),
  })
  reg({
    method: 'server.job_queue.start',
    http: [{ verb: 'POST', path: '/server/job_queue/start' }],
    handler: () => queue.start(),
  })
  reg({
    method: 'server.job_queue.jump',
    http: [{ verb: 'POST', path: '/server/job_queue/jump' }],
    handler: (params) => queue.jump(getString(params, 'job_id')),
  })
}
