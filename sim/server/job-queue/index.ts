import { randomBytes } from 'node:crypto'
import { existsSync, statSync } from 'node:fs'
import { resolve, sep } from 'node:path'
import type { SimCore } from '../core'
import type { Database } from '../database/store'
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

const NAMESPACE = 'job_queue'

/** server.job_queue.* of job_queue.md: a FIFO of prints that follow each other. */
export class JobQueue {
  private jobs: QueuedJob[]
  private state: QueueState
  private transitionTimer: NodeJS.Timeout | null = null

  constructor(
    private readonly core: SimCore,
    private readonly db: Database,
    private readonly bridge: KlippyBridge,
    private readonly opts: JobQueueOptions,
  ) {
    db.protectedNamespaces.add(NAMESPACE)
    this.jobs = db.getItemOr<QueuedJob[]>(NAMESPACE, 'queued_jobs', [])
    this.state = opts.loadOnStartup ? 'ready' : 'paused'
    bridge.klippy.on('print_ended', (info) => {
      if (info.status === 'completed') this.afterJob()
    })
    bridge.onState((state) => {
      if (state === 'ready' && this.opts.loadOnStartup && this.jobs.length) this.start()
    })
  }

  status() {
    const now = Date.now() / 1000
    return {
      queued_jobs: this.jobs.map((j) => ({ ...j, time_in_queue: Math.max(0, now - j.time_added) })),
      queue_state: this.state,
    }
  }

  private changed(action: string, queueChanged: boolean): void {
    this.db.insertItem(NAMESPACE, 'queued_jobs', this.jobs)
    const st = this.status()
    this.core.notify('notify_job_queue_changed', [
      { action, updated_queue: queueChanged ? st.queued_jobs : null, queue_state: this.state },
    ])
  }

  private setState(state: QueueState): void {
    if (state === this.state) return
    this.state = state
    this.changed('state_changed', false)
  }

  private canLoad(): boolean {
    if (this.bridge.effective.state !== 'ready') return false
    const s = this.bridge.printState()
    return s !== 'printing' && s !== 'paused'
  }

  private checkFile(filename: string): string {
    const root = resolve(this.opts.gcodesDir)
    const path = resolve(root, filename)
    if (!path.startsWith(root + sep) || !existsSync(path) || !statSync(path).isFile()) {
      throw new ApiError(400, `Invalid job, file '${filename}' does not exist`)
    }
    return filename
  }

  post(filenames: string[], reset: boolean) {
    const checked = filenames.map((f) => this.checkFile(f.replace(/^\/+/, '').replace(/^gcodes\//, '')))
    if (reset) this.jobs = []
    const now = Date.now() / 1000
    for (const filename of checked) {
      this.jobs.push({ filename, job_id: randomBytes(8).toString('hex').toUpperCase(), time_added: now })
    }
    this.changed('jobs_added', true)
    if (this.state === 'ready' && this.canLoad()) void this.loadNext()
    return this.status()
  }

  remove(ids: string[] | 'all') {
    const before = this.jobs.length
    this.jobs = ids === 'all' ? [] : this.jobs.filter((j) => !ids.includes(j.job_id))
    if (this.jobs.length !== before) this.changed('jobs_removed', true)
    return this.status()
  }

  pause() {
    if (this.transitionTimer) clearTimeout(this.transitionTimer)
    this.transitionTimer = null
    this.setState('paused')
    return this.status()
  }

  start() {
    if (this.state === 'loading' || this.state === 'starting') return this.status()
    if (this.jobs.length && this.canLoad()) void this.loadNext()
    else this.setState('ready')
    return this.status()
  }

  jump(jobId: string) {
    const idx = this.jobs.findIndex((j) => j.job_id === jobId)
    if (idx < 0) throw new ApiError(404, `Invalid job id: ${jobId}`)
    const [job] = this.jobs.splice(idx, 1)
    this.jobs.unshift(job)
    this.changed('jobs_added', true)
    return this.status()
  }

  private async loadNext(): Promise<void> {
    const job = this.jobs.shift()
    if (!job) return this.setState('ready')
    this.setState('loading')
    this.setState('starting')
    try {
      await this.bridge.klippy.startPrint(job.filename)
      this.state = this.opts.automaticTransition ? 'ready' : 'paused'
      this.changed('job_loaded', true)
    } catch (err) {
      this.core.log(`Job queue: could not start ${job.filename}: ${err instanceof Error ? err.message : String(err)}`)
      this.jobs.unshift(job)
      this.setState('paused')
    }
  }

  private afterJob(): void {
    if (this.state !== 'ready' || this.jobs.length === 0) return
    this.setState('loading')
    this.transitionTimer = setTimeout(async () => {
      this.transitionTimer = null
      if (this.opts.transitionGcode.trim()) {
        await this.bridge.klippy.runGcode(this.opts.transitionGcode.trim()).catch(() => undefined)
      }
      this.state = 'ready'
      if (this.canLoad()) await this.loadNext()
    }, this.core.scaledMs(this.opts.transitionDelaySeconds * 1000, 0))
  }

  stop(): void {
    if (this.transitionTimer) clearTimeout(this.transitionTimer)
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
