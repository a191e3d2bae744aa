import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { openPage, type BenchPage } from '../harness/browser'
import { busyShare, cpuShare, domNodeCount, heapAfterGc, readMetrics } from '../harness/cdp-metrics'
import { sleep, type Scenario } from '../harness/context'
import { fillConfigTemplate } from '../harness/dashboard'
import { BenchFarm } from '../harness/printer'

/** Printers in the farm. */
export const FARM_SIZE = 10
/**
 * The longest file the virtual printers seed (about 47 minutes at real time, plus heating): at time
 * scale 1 every printer is still printing when the longest window (busy ×1, ×4, then 10 minutes of
 * heap) ends.
 */
export const FARM_JOB = 'tall_vase_0.3mm_PLA_47m.gcode'
export const FARM_TIME_SCALE = 1
const MB = 1e6

/** How long each part of the measurement runs. */
export interface FarmWindows {
  /** Busy share window at each CPU rate. */
  busyMs: number
  /** Heap after GC at its start and end (at the first rate). */
  heapMs: number
  /** CPU throttling rates, each measured in turn on the same page. */
  rates: number[]
}

export const farmWindows = (smoke: boolean, rates: number[]): FarmWindows => ({ busyMs: smoke ? 5_000 : 60_000, heapMs: smoke ? 10_000 : 600_000, rates })

/** What the page shows of the farm: cards on the page and how many of them say printing. */
export interface FarmSeen {
  cards: number
  printing: number
}

/** A dashboard's farm page: where it is and how to read its cards. */
export interface FarmView {
  route: string
  seen(page: Page): Promise<FarmSeen>
}

/** Stratum's /farm: a `farm-card` per printer with its state in data-state. */
export const STRATUM_FARM: FarmView = {
  route: '/farm',
  seen: (page) =>
    page.evaluate(() => {
      const cards = [...document.querySelectorAll('[data-testid="farm-card"]')]
      return { cards: cards.length, printing: cards.filter((c) => c.getAttribute('data-state') === 'printing').length }
    }),
}

/** Mainsail's "Printers" page (/allPrinters): a `.farmprinter-panel` per printer, its status ("12% Printing") in the card's h3. */
export const MAINSAIL_FARM: FarmView = {
  route: '/allPrinters',
  seen: (page) =>
    page.evaluate(() => {
      const cards = [...document.querySelectorAll('.farmprinter-panel')]
      return { cards: cards.length, printing: cards.filter((c) => /printing/i.test(c.querySelector('h3')?.textContent ?? '')).length }
    }),
}

/** The config.json that has Stratum show every printer: the first as apiUrl, all of them as endpoints. */
export function stratumFarmConfig(urls: string[]): Record<string, unknown> {
  return { apiUrl: urls[0], endpoints: urls }
}

/**
 * Mainsail keeps its farm ("remote printers") in the Moonraker database of the printer it is
 * connected to (config.json `instancesDB: "moonraker"`, namespace `mainsail`, key
 * `remoteprinters.printers.<id>`); every one of them gets a socket of its own and a card on
 * /allPrinters. With `instancesDB: "json"` or `"browser"` it opens on a printer picker instead
 * until one is chosen. So: connect it to the first printer and list all of them there.
 */
export async function seedMainsailFarm(farm: BenchFarm): Promise<void> {
  const printers: Record<string, unknown> = {}
  farm.urls.forEach((u, i) => {
    const url = new URL(u)
    printers[`bench-printer-${i + 1}`] = { hostname: url.hostname, port: Number(url.port), path: '', settings: {} }
  })
  await farm.printers[0].post('/server/database/item', { namespace: 'mainsail', key: 'remoteprinters', value: { printers } })
}

export async function waitForFarm(page: Page, view: FarmView, count: number, timeoutMs: number): Promise<FarmSeen> {
  const deadline = Date.now() + timeoutMs
  let seen: FarmSeen = { cards: 0, printing: 0 }
  while (Date.now() < deadline) {
    seen = await view.seen(page).catch(() => seen)
    if (seen.cards === count && seen.printing === count) return seen
    await sleep(250)
  }
  throw new Error(`the farm page showed ${seen.cards} cards, ${seen.printing} printing, not ${count} printing within ${Math.round(timeoutMs / 1000)} s`)
}

export interface FarmSample {
  /** Busy share (%) per CPU rate. */
  busy: Record<number, number>
  /** CPU time share (%) at ×1 (throttled, Chromium keeps the main thread on the CPU: meaningless). */
  cpu: number | null
  heapStart: number
  heapEnd: number
  heapGrowth: number
  domNodes: number
  /** What the page showed at the end. */
  end: FarmSeen
}

/**
 * The farm page opened at `url` in `bench` (a fresh context at windows.rates[0]): once every card
 * says printing and the page has settled, the busy share for `busyMs` at each rate in turn (the
 * throttling changed on the same page), then back at the first rate heap after GC at the start and
 * end of `heapMs`. Forced collections fall outside the busy windows.
 */
export async function measureFarm(bench: BenchPage, url: string, view: FarmView, windows: FarmWindows, log: (m: string) => void): Promise<FarmSample> {
  const { page, cdp } = bench
  await page.goto(url, { timeout: 60_000 })
  const ready = await waitForFarm(page, view, FARM_SIZE, 60_000 * Math.min(windows.rates[0], 2))
  log(`${ready.cards} cards, ${ready.printing} printing`)
  // Lazy pieces, pictures and the first round of every printer's updates settle before the steady state.
  await sleep(5_000)
  const busy: Record<number, number> = {}
  let cpu: number | null = null
  for (const rate of windows.rates) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    if (rate !== windows.rates[0]) await sleep(3_000)
    const before = await readMetrics(cdp)
    await sleep(windows.busyMs)
    const after = await readMetrics(cdp)
    busy[rate] = busyShare(before, after)
    if (rate === 1) cpu = cpuShare(before, after)
    log(`busy ${busy[rate].toFixed(2)} % at CPU ×${rate}`)
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: windows.rates[0] })
  const heapStart = await heapAfterGc(cdp)
  // Heap after GC each minute along the way, so a stuck run shows in the log.
  const heapEnds = Date.now() + windows.heapMs
  while (Date.now() < heapEnds) {
    await sleep(Math.min(60_000, heapEnds - Date.now()))
    if (Date.now() < heapEnds) log(`heap ${((await heapAfterGc(cdp)) / MB).toFixed(2)} MB`)
  }
  const heapEnd = await heapAfterGc(cdp)
  const end = await view.seen(page)
  return {
    busy,
    cpu,
    heapStart,
    heapEnd,
    heapGrowth: heapStart > 0 ? ((heapEnd - heapStart) / heapStart) * 100 : Number.NaN,
    domNodes: await domNodeCount(cdp),
    end,
  }
}

/**
 * Ten virtual printers in one process, each printing the longest sample file at real time, and the
 * dashboard's farm page showing them all: main-thread busy share at CPU ×1 and ×4, heap growth over
 * ten minutes.
 */
export const farmScenario: Scenario = {
  id: 'farm',
  title: 'farm',
  summary: `${FARM_SIZE} printers printing on /farm: main-thread busy at CPU ×1 and ×4 (60 s each), heap growth after GC over 10 min`,
  optIn: true,
  timeoutMs: 25 * 60_000,
  async run(ctx) {
    if (ctx.options.dist) throw new Error('farm measures this repository\'s dashboard; compare another with --vs DIR --only farm')
    const rates = ctx.options.cpu === null ? [1, 4] : [ctx.options.cpu]
    const windows = farmWindows(ctx.smoke, rates)
    const farm = await BenchFarm.start(FARM_SIZE, { timeScale: FARM_TIME_SCALE })
    ctx.defer(() => farm.stop())
    await farm.startPrints(FARM_JOB)
    ctx.log(`${FARM_SIZE} printers printing ${FARM_JOB}`)
    ctx.dashboard.config = stratumFarmConfig(farm.urls)
    const bench = await openPage(ctx.browser, { cpu: rates[0] })
    ctx.defer(() => bench.close())
    const s = await measureFarm(bench, ctx.dashboardUrl(STRATUM_FARM.route), STRATUM_FARM, windows, ctx.log)
    const states = await farm.printStates()
    const stopped = states.filter((st) => st !== 'printing').length
    const notes = [
      stopped ? `${stopped} of ${FARM_SIZE} printers no longer printing at the end` : '',
      s.end.printing < FARM_SIZE ? `${s.end.printing} of ${s.end.cards} cards printing at the end` : '',
    ].filter(Boolean)
    for (const rate of rates) ctx.report('busy', `main-thread busy, ${FARM_SIZE} printers printing`, s.busy[rate], '%', { cpu: rate, note: notes.join(', ') || undefined })
    if (s.cpu !== null) ctx.report('cpu', 'main-thread CPU time', s.cpu, '%', { cpu: 1 })
    const heapCpu = { cpu: rates[0], note: `${Math.round(windows.heapMs / 1000)} s window` }
    ctx.report('heap_growth', 'heap growth (after GC)', s.heapGrowth, '%', heapCpu)
    ctx.report('heap_start', 'JS heap after GC, start', s.heapStart / MB, 'MB', { cpu: rates[0] })
    ctx.report('heap_end', 'JS heap after GC, end', s.heapEnd / MB, 'MB', { cpu: rates[0] })
    ctx.report('dom_nodes', 'DOM nodes', s.domNodes, 'count', { cpu: rates[0] })
  },
}

/** How another dashboard is shown a farm: its farm page, its config.json for the printers, and what the printers need first. */
export interface OtherFarm {
  view: FarmView
  config(urls: string[]): Record<string, unknown>
  prepare(farm: BenchFarm): Promise<void>
}

/**
 * The farm setup of another build, for `--vs DIR --only farm`. Mainsail (from its release_info.json,
 * or a config.json with `instancesDB`): its own config.json connected to the first printer with
 * `instancesDB: "moonraker"` (or the --vs-config template, filled with the first printer's address),
 * all printers stored as its remote printers there (seedMainsailFarm), /allPrinters. Fluidd has no
 * farm page; other builds are not known.
 */
export function otherFarm(dist: string, template: string | null): OtherFarm {
  const readJson = (file: string): Record<string, unknown> | null => {
    try {
      const v = JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as unknown
      return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null
    } catch {
      return null
    }
  }
  const own = readJson('config.json')
  const project = String(readJson('release_info.json')?.project_name ?? '').toLowerCase()
  if (project !== 'mainsail' && !(own && 'instancesDB' in own)) {
    throw new Error(`${dist} is not a Mainsail build: --only farm compares with Mainsail's farm page (/allPrinters) only`)
  }
  return {
    view: MAINSAIL_FARM,
    config: (urls) => {
      if (template) return fillConfigTemplate(readFileSync(template, 'utf8'), urls[0])
      const first = new URL(urls[0])
      return { ...own, instancesDB: 'moonraker', instances: [], hostname: first.hostname, port: Number(first.port), path: null }
    },
    prepare: seedMainsailFarm,
  }
}
