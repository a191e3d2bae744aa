import { generateSlicedJob } from '../gcode/sliced-job'
import { sleep } from './context'
import type { BenchPrinter } from './printer'

/** The jobs each printer's queue is filled with: short prints of a few simulated minutes each. */
export const LOOP_JOBS = [
  { path: 'soak/two_parts_10min.gcode', minutes: 10 },
  { path: 'soak/two_parts_15min.gcode', minutes: 15 },
  { path: 'soak/two_parts_20min.gcode', minutes: 20 },
]
/** A refill queues every job this many times. */
export const QUEUE_ROUNDS = 2
/** A Klipper restart (FIRMWARE_RESTART) once per this many simulated seconds. */
export const RESTART_EVERY_SIM_S = 3600
/** How often the loop looks at each printer, wall ms. */
export const LOOP_TICK_MS = 1000

/** What the loop reads of one printer on a tick. */
export interface PrinterView {
  klippy: string
  /** print_stats.state; '' while Klippy is not ready. */
  print: string
  queued: number
  queueState: string
}

export type LoopStep = 'wait' | 'restart' | 'refill' | 'start'

/** Restarts due once `simSeconds` of simulated time have passed: one per whole period. */
export function restartsDue(simSeconds: number, everySimS = RESTART_EVERY_SIM_S): number {
  return Math.max(0, Math.floor(simSeconds / everySimS))
}

/**
 * What a user running a queue of prints does next: nothing while Klipper is away or a print runs
 * (or the queue is loading one); a restart when one is due (only between prints, so no print is
 * lost to it); more jobs when the queue ran out; otherwise Start on the queue, which loads its next
 * job (Moonraker's default `automatic_transition: False` pauses the queue after every job it loads).
 */
export function nextStep(v: PrinterView, restartsDone: number, due: number): LoopStep {
  if (v.klippy !== 'ready') return 'wait'
  if (v.print === 'printing' || v.print === 'paused') return 'wait'
  if (v.queueState === 'loading' || v.queueState === 'starting') return 'wait'
  if (due > restartsDone) return 'restart'
  if (v.queued === 0) return 'refill'
  return 'start'
}

/** What the loop did, per printer and in all. */
export interface LoopCounts {
  started: number
  completed: number
  /** Prints that ended otherwise (cancelled, error). */
  failed: number
  restarts: number
  refills: number
  /** Ticks that failed (a request refused or timed out), with the last message. */
  errors: number
  lastError: string | null
}

const zero = (): LoopCounts => ({ started: 0, completed: 0, failed: 0, restarts: 0, refills: 0, errors: 0, lastError: null })

export function sumCounts(all: LoopCounts[]): LoopCounts {
  const total = zero()
  for (const c of all) {
    total.started += c.started
    total.completed += c.completed
    total.failed += c.failed
    total.restarts += c.restarts
    total.refills += c.refills
    total.errors += c.errors
    total.lastError = c.lastError ?? total.lastError
  }
  return total
}

async function readView(printer: BenchPrinter): Promise<PrinterView> {
  const klippy = await printer.klippyState()
  const queue = await printer.get<{ queued_jobs: unknown[]; queue_state: string }>('/server/job_queue/status')
  const print = klippy === 'ready' ? await printer.printState() : ''
  return { klippy, print, queued: queue.queued_jobs.length, queueState: queue.queue_state }
}

/** Uploads the loop's jobs to a printer (each once). */
export async function uploadLoopJobs(printer: BenchPrinter): Promise<void> {
  for (const job of LOOP_JOBS) await printer.upload(job.path, generateSlicedJob({ targetSeconds: job.minutes * 60 }).text)
}

/**
 * A time-scaled print loop driven from outside the page: each printer's job queue is filled with
 * the short jobs, started, started again after every print, refilled when empty, and Klipper is
 * restarted once per simulated hour between two prints; then the queue carries on, started as a
 * user would (it stays paused with its jobs across the restart).
 */
export class PrintLoop {
  readonly counts: LoopCounts[]
  private readonly last: string[]
  private t0 = 0
  private running: Promise<void> | null = null
  private stopping = false

  constructor(
    private readonly printers: BenchPrinter[],
    private readonly timeScale: number,
    private readonly log: (m: string) => void,
  ) {
    this.counts = printers.map(zero)
    this.last = printers.map(() => '')
  }

  /** Simulated seconds since the loop started. */
  simSeconds(): number {
    return this.t0 ? ((Date.now() - this.t0) / 1000) * this.timeScale : 0
  }

  start(): void {
    this.t0 = Date.now()
    this.running = (async () => {
      while (!this.stopping) {
        await Promise.all(this.printers.map((p, i) => this.tick(p, i)))
        await sleep(LOOP_TICK_MS)
      }
    })()
  }

  async stop(): Promise<LoopCounts> {
    this.stopping = true
    await this.running
    return sumCounts(this.counts)
  }

  private async tick(printer: BenchPrinter, i: number): Promise<void> {
    const c = this.counts[i]
    try {
      const v = await readView(printer)
      if (this.last[i] === 'printing' && v.print && v.print !== 'printing' && v.print !== 'paused') {
        if (v.print === 'complete') c.completed += 1
        else c.failed += 1
      }
      if (v.print) this.last[i] = v.print
      const step = nextStep(v, c.restarts, restartsDue(this.simSeconds()))
      if (step === 'restart') {
        await printer.post('/printer/firmware_restart')
        await printer.waitForKlippy('ready', 60_000)
        c.restarts += 1
        this.log(`printer ${i + 1}: Klipper restarted (${c.restarts}) at ${(this.simSeconds() / 3600).toFixed(2)} h simulated`)
      } else if (step === 'refill') {
        const filenames = Array.from({ length: QUEUE_ROUNDS }, () => LOOP_JOBS.map((j) => j.path)).flat()
        await printer.post('/server/job_queue/job', { filenames })
        c.refills += 1
      } else if (step === 'start') {
        await printer.post('/server/job_queue/start')
        await waitForPrinting(printer)
        this.last[i] = 'printing'
        c.started += 1
      }
    } catch (err) {
      c.errors += 1
      c.lastError = err instanceof Error ? err.message : String(err)
    }
  }
}

async function waitForPrinting(printer: BenchPrinter): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if ((await printer.printState()) === 'printing') return
    await sleep(100)
  }
  throw new Error('the queue started no print within 30 s')
}
