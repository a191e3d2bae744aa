import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { RunningSim } from '../../sim/index'

// Loaded on first use, so the runner's pure parts (and their tests) do not load the whole printer.
async function startSim(opts: { port: number; dataDir: string; timeScale: number; seedHistory?: number }): Promise<RunningSim> {
  const sim = await import('../../sim/index')
  return sim.startSim(opts)
}

export interface PrinterOptions {
  /** 1 = real time; N runs heaters, moves and prints N times faster. */
  timeScale: number
  /** Past jobs the printer invents for its empty history (the history scenario). */
  seedHistory?: number
}

/** A virtual printer for one scenario, reached only through its public HTTP API. */
export class BenchPrinter {
  private constructor(
    private sim: RunningSim,
    readonly dataDir: string,
    readonly timeScale: number,
  ) {}

  /** A printer already running (one of a farm's), stopped with the farm. */
  static wrap(sim: RunningSim, dataDir: string, timeScale: number): BenchPrinter {
    return new BenchPrinter(sim, dataDir, timeScale)
  }

  static async start(opts: PrinterOptions): Promise<BenchPrinter> {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stratum-bench-'))
    let sim: RunningSim
    try {
      sim = await startSim({ port: 0, dataDir, timeScale: opts.timeScale, seedHistory: opts.seedHistory })
    } catch (err) {
      rmSync(dataDir, { recursive: true, force: true })
      throw err
    }
    const printer = new BenchPrinter(sim, dataDir, opts.timeScale)
    try {
      await printer.waitForKlippy('ready', 30_000)
    } catch (err) {
      await printer.stop()
      throw err
    }
    return printer
  }

  get url(): string {
    return this.sim.url
  }

  get gcodesDir(): string {
    return path.join(this.dataDir, 'gcodes')
  }

  /** Stops the printer, runs `whileDown` on its data folder, and starts it again (its URL may change). */
  async restart(whileDown?: () => void | Promise<void>): Promise<void> {
    await this.sim.stop()
    await whileDown?.()
    this.sim = await startSim({ port: 0, dataDir: this.dataDir, timeScale: this.timeScale })
    await this.waitForKlippy('ready', 30_000)
  }

  async stop(): Promise<void> {
    try {
      await this.sim.stop()
    } finally {
      // Retries: the printer may still be closing a log file as the folder goes.
      rmSync(this.dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
    }
  }

  private async call<T>(verb: 'GET' | 'POST', pathAndQuery: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.url}${pathAndQuery}`, {
      method: verb,
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    let json: { result?: T; error?: { message?: string } } = {}
    try {
      json = JSON.parse(text) as typeof json
    } catch {
      // not JSON: report the status below
    }
    if (!res.ok) throw new Error(`${verb} ${pathAndQuery}: ${res.status} ${json.error?.message ?? text.slice(0, 200)}`)
    return json.result as T
  }

  get<T>(pathAndQuery: string): Promise<T> {
    return this.call<T>('GET', pathAndQuery)
  }

  post<T>(pathAndQuery: string, body: unknown = {}): Promise<T> {
    return this.call<T>('POST', pathAndQuery, body)
  }

  async klippyState(): Promise<string> {
    const info = await this.get<{ klippy_state: string }>('/server/info')
    return info.klippy_state
  }

  async waitForKlippy(state: string, timeoutMs: number): Promise<void> {
    await waitUntil(async () => (await this.klippyState().catch(() => '')) === state, timeoutMs, `klippy did not become '${state}'`)
  }

  async printState(): Promise<string> {
    const r = await this.get<{ status: { print_stats?: { state?: string } } }>('/printer/objects/query?print_stats=state')
    return r.status.print_stats?.state ?? ''
  }

  /** Uploads a file into the gcodes root the way a slicer would, so the printer reads its metadata. */
  async upload(relativePath: string, content: string): Promise<void> {
    const form = new FormData()
    const dir = path.posix.dirname(relativePath)
    form.set('root', 'gcodes')
    if (dir !== '.') form.set('path', dir)
    form.set('file', new Blob([content], { type: 'application/octet-stream' }), path.posix.basename(relativePath))
    const res = await fetch(`${this.url}/server/files/upload`, { method: 'POST', body: form })
    if (!res.ok) throw new Error(`upload ${relativePath}: ${res.status} ${(await res.text()).slice(0, 200)}`)
  }

  async startPrint(filename: string): Promise<void> {
    await this.post(`/printer/print/start?filename=${encodeURIComponent(filename)}`)
    await waitUntil(async () => (await this.printState()) === 'printing', 30_000, `print of ${filename} did not start`)
  }

  /**
   * Makes the cameras' stream and snapshot URLs absolute on the printer: a dashboard resolves a relative
   * one against its own page, which for a dashboard served apart from Moonraker is the wrong host.
   */
  async absoluteCameraUrls(): Promise<void> {
    const { webcams } = await this.get<{ webcams: { uid: string; stream_url: string; snapshot_url: string }[] }>('/server/webcams/list')
    for (const cam of webcams) {
      const abs = (u: string) => (u ? new URL(u, this.url).href : u)
      if (abs(cam.stream_url) !== cam.stream_url || abs(cam.snapshot_url) !== cam.snapshot_url) {
        await this.post('/server/webcams/item', { uid: cam.uid, stream_url: abs(cam.stream_url), snapshot_url: abs(cam.snapshot_url) })
      }
    }
  }

  /** Asks the sim to emit console lines at a steady rate (a test-only endpoint of the sim). */
  async flood(linesPerSecond: number, seconds: number): Promise<void> {
    await this.post('/sim/flood', { lines_per_second: linesPerSecond, seconds })
  }
}

export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, message: string, everyMs = 200): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${message} within ${Math.round(timeoutMs / 1000)} s`)
    await new Promise((r) => setTimeout(r, everyMs))
  }
}

/** `count` virtual printers in this process (the sim's startSims), each with its own data folder and name. */
export class BenchFarm {
  private constructor(
    readonly printers: BenchPrinter[],
    private readonly dataDir: string,
  ) {}

  static async start(count: number, opts: PrinterOptions): Promise<BenchFarm> {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stratum-bench-farm-'))
    const sim = await import('../../sim/index')
    let sims: RunningSim[]
    try {
      sims = await sim.startSims(count, { port: 0, dataDir, timeScale: opts.timeScale, seedHistory: opts.seedHistory })
    } catch (err) {
      rmSync(dataDir, { recursive: true, force: true })
      throw err
    }
    const farm = new BenchFarm(
      sims.map((s, i) => BenchPrinter.wrap(s, sim.farmDataDir(dataDir, count, i + 1), opts.timeScale)),
      dataDir,
    )
    try {
      await Promise.all(farm.printers.map((p) => p.waitForKlippy('ready', 60_000)))
    } catch (err) {
      await farm.stop()
      throw err
    }
    return farm
  }

  get urls(): string[] {
    return this.printers.map((p) => p.url)
  }

  /** Starts `filename` on every printer and waits until each reports printing. */
  async startPrints(filename: string): Promise<void> {
    await Promise.all(this.printers.map((p) => p.startPrint(filename)))
  }

  /** Starts `filename` again on every printer whose print has ended (a long comparison outlasts one job). */
  async keepPrinting(filename: string): Promise<void> {
    const states = await this.printStates()
    await Promise.all(this.printers.map((p, i) => (states[i] === 'printing' ? undefined : p.startPrint(filename))))
  }

  async printStates(): Promise<string[]> {
    return Promise.all(this.printers.map((p) => p.printState().catch(() => 'unreachable')))
  }

  async stop(): Promise<void> {
    await Promise.allSettled(this.printers.map((p) => p.stop()))
    rmSync(this.dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
  }
}
