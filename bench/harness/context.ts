import type { Browser } from 'playwright-core'
import type { DistServer } from '../../scripts/serve-dist'
import type { BenchOptions } from '../options'
import { figureOf, type Figure, type Unit } from '../results'
import { openPage, type BenchPage, type TextWatch } from './browser'
import { navigationStart } from './cdp-metrics'
import { dashboardConfig } from './dashboard'
import { NetworkLog } from './network-log'
import { BenchPrinter, type PrinterOptions } from './printer'

export interface DashboardPage extends BenchPage {
  net: NetworkLog
  /** The page's time origin on the DevTools clock (seconds), read after the last navigation. */
  navStart(): Promise<number>
}

export interface OpenOptions {
  route: string
  cpu?: number
  watches?: TextWatch[]
  /** Do not navigate yet: the caller wants to start measuring first and then call page.goto. */
  deferNavigation?: boolean
  /** Let the dashboard's service worker run (blocked otherwise). */
  serviceWorkers?: boolean
}

/** What a scenario gets: the browser, a printer of its own, pages, and the figures it reports. */
export class ScenarioContext {
  private readonly cleanups: (() => Promise<void>)[] = []
  readonly figures: Figure[] = []
  /** Data a scenario keeps beside its figures (a curve), saved in the results file under its id. */
  detail: ScenarioDetail | null = null

  constructor(
    readonly scenario: string,
    readonly browser: Browser,
    readonly dashboard: DistServer,
    readonly options: BenchOptions,
    /** CPU throttling rate the scenario runs at unless it chooses its own. */
    readonly cpu: number,
    readonly log: (message: string) => void,
  ) {}

  get smoke(): boolean {
    return this.options.smoke
  }

  defer(cleanup: () => Promise<void>): void {
    this.cleanups.push(cleanup)
  }

  async startPrinter(opts: PrinterOptions): Promise<BenchPrinter> {
    const printer = await BenchPrinter.start(opts)
    this.defer(() => printer.stop())
    return printer
  }

  /** Points the dashboard at `printer` and opens `route` in a fresh, cold browser context. */
  async openDashboard(printer: BenchPrinter, opts: OpenOptions): Promise<DashboardPage> {
    this.dashboard.config = dashboardConfig(this.options.config, printer.url)
    const bench = await openPage(this.browser, { cpu: opts.cpu ?? this.cpu, watches: opts.watches, serviceWorkers: opts.serviceWorkers })
    this.defer(() => bench.close())
    const net = new NetworkLog(bench.cdp)
    await net.start()
    const page: DashboardPage = { ...bench, net, navStart: () => navigationStart(bench.cdp) }
    if (!opts.deferNavigation) await page.page.goto(this.dashboardUrl(opts.route), { timeout: 60_000 })
    return page
  }

  dashboardUrl(route: string): string {
    return new URL(route, this.dashboard.url).href
  }

  /** Records one figure of this scenario. */
  report(metric: string, label: string, value: number | null, unit: Unit, extra: { cpu?: number; note?: string } = {}): void {
    this.figures.push(figureOf({ scenario: this.scenario, metric, label, unit, cpu: extra.cpu ?? this.cpu, note: extra.note }, value))
  }

  async close(): Promise<void> {
    for (const cleanup of this.cleanups.reverse()) await cleanup().catch(() => undefined)
    this.cleanups.length = 0
  }
}

/** More than figures: a scenario's own data for the results file, and a text printed after the table. */
export interface ScenarioDetail {
  text: string
  data: unknown
}

export interface Scenario {
  id: string
  title: string
  /** What the scenario measures, for --list and the README. */
  summary: string
  /** Too long for every run: it runs only when named with --only. */
  optIn?: boolean
  /** How long it may run before the runner gives up (the runner's default otherwise); a function where the options set its length. */
  timeoutMs?: number | ((options: BenchOptions) => number)
  run(ctx: ScenarioContext): Promise<void>
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))
