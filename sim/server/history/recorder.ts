import type { Klippy, KlippyState, PrintEnded, PrintStarted } from '../../klippy/types'
import type { FileManager } from '../files/manager'
import type { GcodeMetadata } from '../files/metadata/store'
import type { SimContext } from '../types'
import type { AuxiliaryFields } from './auxiliary'
import type { HistoryJob, HistoryStore, JobStatus } from './store'

/** How long to wait for Klippy's own print_ended after it shut down or disconnected. */
const END_GRACE_MS = 150

/**
 * Turns Klippy's print events into history jobs: 'added' when a print starts, 'finished' when it
 * ends however it ends, and a job still running when the server stops is closed as server_exit.
 */
export class JobRecorder {
  private current: HistoryJob | null = null
  private readonly pendingUsers = new Map<string, string | null>()
  private graceTimer: NodeJS.Timeout | null = null

  constructor(
    private readonly ctx: SimContext,
    private readonly klippy: Klippy,
    private readonly files: FileManager,
    private readonly store: HistoryStore,
    private readonly aux: AuxiliaryFields,
  ) {
    // A job that was running when the sim last went down never saw its end.
    for (const job of store.jobs) {
      if (job.status === 'in_progress') store.finish(job, 'server_exit', {})
    }
    klippy.on('print_started', this.onStarted)
    klippy.on('print_ended', this.onEnded)
    klippy.on('state', this.onState)
  }

  /** The job of the print now running, if any. */
  get running(): HistoryJob | null {
    return this.current
  }

  /** Remembers who asked for the next print of this file (upload with print=true, print.start). */
  noteUser(filename: string, username: string | null): void {
    this.pendingUsers.set(filename, username)
  }

  close(): void {
    this.klippy.off('print_started', this.onStarted)
    this.klippy.off('print_ended', this.onEnded)
    this.klippy.off('state', this.onState)
    if (this.graceTimer) clearTimeout(this.graceTimer)
    if (this.current) this.finishCurrent('server_exit', {})
    this.store.flush()
  }

  private readonly onStarted = (info: PrintStarted): void => {
    if (this.current) this.finishCurrent('error', {})
    const cached = this.files.metadata.peek(info.filename)
    const job = this.store.add({
      user: this.pendingUsers.get(info.filename) ?? null,
      filename: info.filename,
      status: 'in_progress',
      start_time: info.start_time,
      end_time: null,
      print_duration: 0,
      total_duration: 0,
      filament_used: 0,
      metadata: cached ? jobMetadata(cached) : {},
      auxiliary_data: this.aux.start(),
    })
    this.pendingUsers.delete(info.filename)
    this.current = job
    if (!cached) {
      void this.files.metadata
        .get(info.filename)
        .then((meta) => {
          if (!meta) return
          job.metadata = jobMetadata(meta)
          this.store.touched()
        })
        .catch(() => undefined)
    }
    this.ctx.notify('notify_history_changed', [{ action: 'added', job: { ...job, exists: true } }])
  }

  private readonly onEnded = (info: PrintEnded): void => {
    if (!this.current) return
    this.finishCurrent(info.status, {
      end_time: info.end_time,
      print_duration: info.print_duration,
      total_duration: info.total_duration,
      filament_used: info.filament_used,
    })
  }

  private readonly onState = (state: KlippyState): void => {
    if (!this.current || (state !== 'shutdown' && state !== 'disconnected' && state !== 'error')) return
    // Klippy usually reports the end itself; only close the job if it does not.
    if (this.graceTimer) clearTimeout(this.graceTimer)
    this.graceTimer = setTimeout(() => {
      this.graceTimer = null
      if (this.current) this.finishCurrent(state === 'disconnected' ? 'klippy_disconnect' : 'klippy_shutdown', {})
    }, END_GRACE_MS)
    this.graceTimer.unref()
  }

  private finishCurrent(status: JobStatus, figures: Partial<HistoryJob>): void {
    const job = this.current!
    this.current = null
    const now = Date.now() / 1000
    const elapsed = Math.max(0, now - job.start_time)
    job.auxiliary_data = this.aux.entries()
    this.aux.addToTotals()
    this.store.finish(job, status, {
      end_time: figures.end_time ?? now,
      total_duration: figures.total_duration ?? elapsed,
      print_duration: figures.print_duration ?? job.print_duration,
      filament_used: figures.filament_used ?? job.filament_used,
    })
    void this.files.fileExists('gcodes', job.filename).then((exists) => {
      this.ctx.notify('notify_history_changed', [{ action: 'finished', job: { ...job, exists } }])
    })
  }
}

/** The metadata kept with a job, without the fields that point back at the job. */
export function jobMetadata(meta: GcodeMetadata): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...meta }
  delete copy.job_id
  delete copy.print_start_time
  delete copy.filename
  return copy
}
