import { existsSync, mkdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { serveDist, type DistServer } from '../scripts/serve-dist'
import { launchBrowser, openPage, type BenchPage } from './harness/browser'
import { busyShare, cpuShare, heapAfterGc, navigationStart, readMetrics, scriptTimeOf, toPageMs, type CpuProfile, type Metrics } from './harness/cdp-metrics'
import { sleep } from './harness/context'
import { dashboardConfig, dashboardName, fillConfigTemplate, hostConfigTemplate, LIVE_TEMPERATURE } from './harness/dashboard'
import { isStream, NetworkLog } from './harness/network-log'
import { BenchFarm, BenchPrinter } from './harness/printer'
import { firstPaint, probe, waitForText } from './harness/probe'
import { REPO_ROOT, VS_OPT_IN, VS_SCENARIOS, type BenchOptions } from './options'
import { writeResults, type ResultsFile, type ScenarioError, type VsResults } from './results'
import { displayPath, errorMessage, snapshotOwnDist, withTimeout } from './runner'
import { loadQuietMs } from './scenarios/cold-load'
import { FARM_JOB, FARM_SIZE, FARM_TIME_SCALE, measureFarm, otherFarm, STRATUM_FARM, stratumFarmConfig, type FarmSample, type FarmView, type FarmWindows } from './scenarios/farm'
import { compressible, gzipSize } from './scenarios/initial-payload'
import { JOB_PATH, uploadTwoHourJob } from './scenarios/print-job'
import { valueAt } from './stats'
import { formatVsTable, vsRow, type VsFigure, type VsRow } from './vs-table'

const KB = 1000
const MB = 1e6
export const SHOTS_DIR = path.join(REPO_ROOT, 'bench', 'vs-shots')
/** A round that has not finished in this long is stuck; its page is closed and its figures left out. */
const ROUND_TIMEOUT_MS = 3 * 60_000
/** The roots Fluidd creates (as {}) in the 'fluidd' namespace on its first connection to a Moonraker. */
const FLUIDD_ROOTS = ['uiSettings', 'macros', 'sensors', 'console', 'charts', 'webcams', 'layout']
/** A camera picture in view: at least this much of it inside the viewport (px). */
const CAMERA_MIN = { width: 160, height: 120 }

const TITLES: Record<string, string> = { 'cold-load': 'cold load', 'printing-dashboard': 'printing', farm: 'farm' }

const COLD_FIGURES: VsFigure[] = [
  { scenario: 'cold-load', metric: 'bytes', label: 'bytes transferred (as served)', unit: 'KB' },
  { scenario: 'cold-load', metric: 'bytes_gzip', label: 'bytes of the load (gzip)', unit: 'KB' },
  { scenario: 'cold-load', metric: 'requests', label: 'HTTP requests', unit: 'count' },
  { scenario: 'cold-load', metric: 'network_idle', label: 'to network idle', unit: 'ms' },
  { scenario: 'cold-load', metric: 'script_profile', label: 'script time of the load (CPU profile)', unit: 'ms' },
  { scenario: 'cold-load', metric: 'script', label: 'script time of the load (ScriptDuration)', unit: 'ms' },
  { scenario: 'cold-load', metric: 'tasks', label: 'main-thread task time of the load', unit: 'ms' },
  { scenario: 'cold-load', metric: 'first_paint', label: 'first contentful paint', unit: 'ms' },
  { scenario: 'cold-load', metric: 'live_data', label: 'to live data (paint)', unit: 'ms' },
]

const PRINTING_FIGURES: VsFigure[] = [
  { scenario: 'printing-dashboard', metric: 'busy', label: 'main-thread busy', unit: '%' },
  { scenario: 'printing-dashboard', metric: 'cpu', label: 'main-thread CPU time', unit: '%' },
  { scenario: 'printing-dashboard', metric: 'long_tasks', label: 'long tasks (> 50 ms)', unit: 'count' },
  { scenario: 'printing-dashboard', metric: 'heap_start', label: 'JS heap after GC, start', unit: 'MB' },
  { scenario: 'printing-dashboard', metric: 'heap_end', label: 'JS heap after GC, end', unit: 'MB' },
]

/** The farm's figures; busy at each CPU rate, the rest (CPU time at ×1) at the first rate. */
const FARM_FIGURES: (VsFigure & { atEveryRate?: boolean })[] = [
  { scenario: 'farm', metric: 'busy', label: `main-thread busy, ${FARM_SIZE} printers printing`, unit: '%', atEveryRate: true },
  { scenario: 'farm', metric: 'cpu', label: 'main-thread CPU time', unit: '%' },
  { scenario: 'farm', metric: 'heap_growth', label: 'heap growth (after GC)', unit: '%' },
  { scenario: 'farm', metric: 'heap_start', label: 'JS heap after GC, start', unit: 'MB' },
  { scenario: 'farm', metric: 'heap_end', label: 'JS heap after GC, end', unit: 'MB' },
  { scenario: 'farm', metric: 'dom_nodes', label: 'DOM nodes', unit: 'count' },
]

type Sample = Record<string, number | null>

/** One of the two dashboards: its server and the config.json it gets for a printer. */
interface Side {
  key: 'ours' | 'other'
  name: string
  server: DistServer
  config(printerUrl: string): Record<string, unknown>
}

/** What each round saw besides its figures, for the notes under the table. */
interface Checks {
  rounds: number
  liveMissing: number
  /** Printing rounds, each checked for a camera picture in view. */
  cameraRounds: number
  cameraMissing: number
}

const newChecks = (): Checks => ({ rounds: 0, liveMissing: 0, cameraRounds: 0, cameraMissing: 0 })

/**
 * Sets a printer up the same for both dashboards: camera URLs made absolute on the printer (a
 * relative one is resolved against the page, which for a dashboard served apart from Moonraker is
 * the wrong host), and the 'fluidd' namespace holding the roots Fluidd creates on its first
 * connection, as a Moonraker that has had Fluidd connected once holds them.
 */
async function preparePrinter(printer: BenchPrinter): Promise<void> {
  await printer.absoluteCameraUrls()
  const existing = await printer
    .get<{ value: Record<string, unknown> }>('/server/database/item?namespace=fluidd')
    .then((r) => r.value)
    .catch(() => ({}) as Record<string, unknown>)
  for (const root of FLUIDD_ROOTS) {
    if (!(root in existing)) await printer.post('/server/database/item', { namespace: 'fluidd', key: root, value: {} })
  }
}

/** A camera picture in view; asked a few times, as a player swapping frames may have none for a moment. */
async function cameraInView(page: Page): Promise<boolean> {
  for (let i = 0; i < 10; i++) {
    if ((await probe.mediaInView(page, CAMERA_MIN.width, CAMERA_MIN.height)) > 0) return true
    await sleep(300)
  }
  return false
}

async function openSide(browser: Browser, cpu: number): Promise<{ bench: BenchPage; net: NetworkLog }> {
  const bench = await openPage(browser, { cpu, watches: [{ id: 'live', pattern: LIVE_TEMPERATURE }] })
  const net = new NetworkLog(bench.cdp)
  await net.start()
  return { bench, net }
}

/**
 * One navigation in a fresh context until live temperatures show and the network has been quiet
 * (loadQuietMs). The load ends with the later of the two: the last request's end and the paint of
 * live data. Performance metrics are read every 100 ms meanwhile, so script and task time can be
 * taken at that moment, and a CPU profile runs through it for the script time counted in full.
 */
/** The end of a load on the monotonic clock (s): the later of the last request's end and live data's paint (ms from navigation). */
export function loadEnd(lastRequestEnd: number | null, livePaintMs: number | null, navStart: number): number | null {
  const live = livePaintMs === null ? null : navStart + livePaintMs / 1000
  if (lastRequestEnd === null) return live
  return live === null ? lastRequestEnd : Math.max(lastRequestEnd, live)
}

async function coldLoad(browser: Browser, side: Side, cpu: number): Promise<{ sample: Sample; live: boolean }> {
  const { bench, net } = await openSide(browser, cpu)
  try {
    const samples: Metrics[] = []
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        const m = await readMetrics(bench.cdp).catch(() => null)
        if (m) samples.push(m)
        await sleep(100)
      }
    })()
    try {
      await bench.cdp.send('Profiler.enable')
      await bench.cdp.send('Profiler.setSamplingInterval', { interval: 250 })
      await bench.cdp.send('Profiler.start')
      await bench.page.goto(side.server.url + '/', { timeout: 60_000 })
      const live = await waitForText(bench.page, 'live', 15_000 * Math.min(cpu, 2))
      await net.waitForQuiet(loadQuietMs(cpu), 10_000 * cpu)
      sampling = false
      await sampler
      const { profile } = await bench.cdp.send('Profiler.stop')
      const nav = await navigationStart(bench.cdp)
      const idle = net.lastFinish()
      const end = loadEnd(idle, live?.paint ?? null, nav)
      // Samples of this document only: before navigation the counters belong to the blank page.
      const ofThisPage = samples.filter((m) => m.NavigationStart === nav)
      const atEnd = (metric: string) => (end === null ? null : valueAt(ofThisPage.map((m) => ({ x: m.Timestamp, y: m[metric] })), end))
      const load = net.finished().filter((r) => r.type !== 'WebSocket' && !isStream(r))
      const bodies = await Promise.all(load.map((r) => net.body(r.id).catch(() => null)))
      const gzip = load.reduce((sum, r, i) => {
        const body = bodies[i]
        return body ? sum + (compressible(r) ? Math.min(gzipSize(body), body.length) : body.length) : sum
      }, 0)
      const scriptAtEnd = atEnd('ScriptDuration')
      const tasksAtEnd = atEnd('TaskDuration')
      return {
        live: Boolean(live && live.paint !== null),
        sample: {
          bytes: load.reduce((sum, r) => sum + r.encodedBytes, 0) / KB,
          bytes_gzip: gzip / KB,
          requests: load.length,
          network_idle: idle === null ? null : toPageMs(idle, nav),
          script_profile: end === null ? null : scriptTimeOf(profile as CpuProfile, end),
          script: scriptAtEnd === null ? null : scriptAtEnd * 1000,
          tasks: tasksAtEnd === null ? null : tasksAtEnd * 1000,
          first_paint: await firstPaint(bench.page),
          live_data: live?.paint ?? null,
        },
      }
    } finally {
      sampling = false
      await sampler
    }
  } finally {
    await bench.close()
  }
}

/**
 * The dashboard open on the running print: after it shows live data and settles, heap after GC,
 * then `windowMs` of main-thread busy share, CPU time and long tasks, then heap after GC again.
 */
async function printingRound(browser: Browser, side: Side, cpu: number, windowMs: number, shot: string | null): Promise<{ sample: Sample; live: boolean; camera: boolean }> {
  const { bench, net } = await openSide(browser, cpu)
  try {
    const { page, cdp } = bench
    await page.goto(side.server.url + '/', { timeout: 60_000 })
    const live = await waitForText(page, 'live', 15_000 * Math.min(cpu, 2))
    // Let lazy cards, charts, the camera and first history requests settle before the steady state.
    await net.waitForQuiet(1000, 15_000)
    await sleep(5_000)
    const camera = await cameraInView(page)
    const heapStart = await heapAfterGc(cdp)
    const counting = await probe.startLongTasks(page)
    const before = await readMetrics(cdp)
    await sleep(windowMs)
    const after = await readMetrics(cdp)
    const longTasks = counting ? await probe.stopLongTasks(page) : null
    const heapEnd = await heapAfterGc(cdp)
    if (shot) {
      mkdirSync(path.dirname(shot), { recursive: true })
      await page.screenshot({ path: shot })
    }
    return {
      live: Boolean(live && live.paint !== null),
      camera,
      sample: {
        busy: busyShare(before, after),
        cpu: cpuShare(before, after),
        long_tasks: longTasks ? longTasks.count : null,
        heap_start: heapStart / MB,
        heap_end: heapEnd / MB,
      },
    }
  } finally {
    await bench.close()
  }
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9.]+/g, '-').replace(/^-|-$/g, '') || 'other'
}

/** What a side failed to show, for the notes (and as an error: a comparison without it is not one). */
function checkNotes(side: Side, c: Checks): string[] {
  const out: string[] = []
  if (c.liveMissing) out.push(`${side.name}: no live temperature in ${c.liveMissing} of ${c.rounds} rounds`)
  if (c.cameraMissing) out.push(`${side.name}: no camera picture in view in ${c.cameraMissing} of ${c.cameraRounds} printing rounds`)
  return out
}

/**
 * `--only farm`: ten printers in one process printing the longest sample file at real time, both
 * dashboards' farm pages on them in alternating rounds (a fresh context each): busy at each rate in
 * turn on the same page, then heap after GC over the heap window (measureFarm, as the farm scenario).
 */
async function farmRounds(
  browser: Browser,
  sides: { side: Side; view: FarmView; config(urls: string[]): Record<string, unknown> }[],
  other: { prepare(farm: BenchFarm): Promise<void> },
  windows: FarmWindows,
  rounds: number,
  stamp: () => string,
  log: (m: string) => void,
): Promise<{ rows: VsRow[]; errors: ScenarioError[]; notes: string[] }> {
  const rows: VsRow[] = []
  const errors: ScenarioError[] = []
  const samples: Record<Side['key'], (FarmSample | null)[]> = { ours: [], other: [] }
  const farm = await BenchFarm.start(FARM_SIZE, { timeScale: FARM_TIME_SCALE })
  try {
    await other.prepare(farm)
    await farm.startPrints(FARM_JOB)
    for (const { side, config } of sides) side.server.config = config(farm.urls)
    for (let round = 0; round < rounds; round++) {
      for (const { side, view } of sides) {
        const what = `farm ${side.name} round ${round + 1}/${rounds}`
        await farm.keepPrinting(FARM_JOB)
        const bench = await openPage(browser, { cpu: windows.rates[0] })
        try {
          const work = measureFarm(bench, side.server.url + view.route, view, windows, (m) => log(`${stamp()}  ${what}: ${m}`))
          const s = await withTimeout(work, ROUND_TIMEOUT_MS + windows.busyMs * windows.rates.length + windows.heapMs, what)
          samples[side.key].push(s)
          if (s.end.printing < FARM_SIZE) errors.push({ scenario: 'farm', message: `${what}: ${s.end.printing} of ${s.end.cards} cards printing at the end` })
        } catch (err) {
          samples[side.key].push(null)
          errors.push({ scenario: 'farm', message: `${what}: ${errorMessage(err)}` })
          log(`${stamp()}  ${what}: failed: ${errorMessage(err)}`)
        } finally {
          await bench.close()
        }
      }
    }
  } finally {
    await farm.stop().catch(() => undefined)
  }
  const value = (s: FarmSample | null, metric: string, rate: number): number | null => {
    if (!s) return null
    if (metric === 'busy') return s.busy[rate] ?? null
    if (metric === 'cpu') return s.cpu
    return { heap_growth: s.heapGrowth, heap_start: s.heapStart / MB, heap_end: s.heapEnd / MB, dom_nodes: s.domNodes }[metric] ?? null
  }
  for (const f of FARM_FIGURES) {
    const at = f.atEveryRate ? windows.rates : [windows.rates[0]]
    for (const rate of at) {
      if (f.metric === 'cpu' && rate !== 1) continue
      const { atEveryRate: _, ...figure } = f
      rows.push(vsRow(figure, rate, samples.ours.map((s) => value(s, f.metric, rate)), samples.other.map((s) => value(s, f.metric, rate))))
    }
  }
  const notes = [
    `farm: ${FARM_SIZE} printers in one process printing ${FARM_JOB} at real time; ${sides[0].side.name} on ${sides[0].view.route}, ${sides[1].side.name} on ${sides[1].view.route}; ${Math.round(windows.busyMs / 1000)} s busy window at each rate on the same page, then heap after GC at the start and end of ${Math.round(windows.heapMs / 1000)} s at CPU ×${windows.rates[0]}`,
    `farm: ${sides[1].side.name} connected to printer-1 with all ${FARM_SIZE} printers as its remote printers (one socket each besides its own); ${sides[0].side.name} with all ${FARM_SIZE} in config.json endpoints (printer-1's session in its worker, a light session on the page for each other printer)`,
  ]
  return { rows, errors, notes }
}

export interface VsOutcome {
  results: ResultsFile
  exitCode: number
}

/**
 * `--vs DIR`: this repository's dashboard and another build, each served on its own port against
 * the same virtual printer per scenario, measured in alternating rounds (ours, other, ours …) at
 * each CPU rate; the median of each side's rounds goes into one side-by-side table.
 */
export async function runVs(options: BenchOptions, log: (m: string) => void = (m) => process.stderr.write(m + '\n')): Promise<VsOutcome> {
  const otherDist = options.vs as string
  if (!existsSync(path.join(otherDist, 'index.html'))) throw new Error(`${otherDist} has no index.html: not a built dashboard`)
  const scenarios = [...VS_SCENARIOS, ...VS_OPT_IN].filter((s) => (options.only.length === 0 ? (VS_SCENARIOS as readonly string[]).includes(s) : options.only.includes(s)))
  const template = options.vsConfig ? null : hostConfigTemplate(otherDist)
  if (!options.vsConfig && template === null && scenarios.some((s) => s !== 'farm')) {
    throw new Error(`${otherDist} ships no Fluidd-style config.json; give its config template with --vs-config FILE`)
  }
  // Known before anything starts: the farm compares with a build that has a farm page.
  const farmOther = scenarios.includes('farm') ? otherFarm(otherDist, options.vsConfig) : null
  const rates = options.cpu === null ? [1, 4] : [options.cpu]
  const rounds = options.runs
  const windowMs = options.vsWindow * 1000
  const otherName = dashboardName(otherDist)
  const shots = { ours: path.join(SHOTS_DIR, 'stratum-printing.png'), other: path.join(SHOTS_DIR, `${slug(otherName)}-printing.png`) }

  const snapshot = snapshotOwnDist()
  const servers: DistServer[] = []
  let browser: Browser | null = null
  const release = async () => {
    await browser?.close().catch(() => undefined)
    for (const server of servers) await server.close()
    rmSync(snapshot, { recursive: true, force: true })
  }
  let sides: Side[]
  try {
    servers.push(await serveDist({ dist: snapshot, port: 0, config: {} }), await serveDist({ dist: otherDist, port: 0, config: {} }))
    sides = [
      { key: 'ours', name: 'Stratum', server: servers[0], config: (url) => dashboardConfig(null, url) },
      {
        key: 'other',
        name: otherName,
        server: servers[1],
        config: (url) => (options.vsConfig ? dashboardConfig(options.vsConfig, url) : fillConfigTemplate(template as string, url)),
      },
    ]
    browser = await launchBrowser()
  } catch (err) {
    await release()
    throw err
  }
  const started = Date.now()
  const stamp = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`
  log(`▸ ${sides[0].name} (${sides[0].server.url}) vs ${sides[1].name} (${sides[1].server.url}): ${scenarios.join(', ')} at CPU ${rates.map((r) => `×${r}`).join(' and ')}, ${rounds} rounds each`)

  const rows: VsRow[] = []
  const errors: ScenarioError[] = []
  const notes: string[] = []
  const checks: Record<Side['key'], Checks> = { ours: newChecks(), other: newChecks() }
  const taken = { ours: null as string | null, other: null as string | null }

  try {
    for (const scenario of scenarios) {
      if (scenario === 'farm') {
        const farmSides = sides.map((side) => ({
          side,
          view: side.key === 'ours' ? STRATUM_FARM : (farmOther as NonNullable<typeof farmOther>).view,
          config: side.key === 'ours' ? stratumFarmConfig : (farmOther as NonNullable<typeof farmOther>).config,
        }))
        const windows: FarmWindows = { busyMs: windowMs, heapMs: windowMs * 10, rates }
        const out = await farmRounds(browser, farmSides, farmOther as NonNullable<typeof farmOther>, windows, rounds, stamp, log)
        rows.push(...out.rows)
        errors.push(...out.errors)
        notes.push(...out.notes)
        continue
      }
      const printer = await BenchPrinter.start({ timeScale: 1 })
      try {
        await preparePrinter(printer)
        for (const side of sides) side.server.config = side.config(printer.url)
        const figures = scenario === 'cold-load' ? COLD_FIGURES : PRINTING_FIGURES
        if (scenario === 'cold-load') {
          // The first navigation of each dashboard pays for process and cache start-up; not counted.
          for (const side of sides) await withTimeout(coldLoad(browser, side, 1), ROUND_TIMEOUT_MS, `${side.name} warm-up load`).catch(() => undefined)
        } else {
          // The first 90 s of the job travel without extruding, so the print moves while it heats up.
          await uploadTwoHourJob(printer, 90)
          await printer.startPrint(JOB_PATH)
        }
        for (const cpu of rates) {
          const samples: Record<Side['key'], (Sample | null)[]> = { ours: [], other: [] }
          for (let round = 0; round < rounds; round++) {
            for (const side of sides) {
              const what = `${TITLES[scenario]} ${side.name} CPU ×${cpu} round ${round + 1}/${rounds}`
              const shot = scenario === 'printing-dashboard' && cpu === rates[0] && round === 0 ? shots[side.key] : null
              try {
                if (scenario === 'cold-load') {
                  const r = await withTimeout(coldLoad(browser, side, cpu), ROUND_TIMEOUT_MS, what)
                  checks[side.key].rounds += 1
                  if (!r.live) checks[side.key].liveMissing += 1
                  samples[side.key].push(r.sample)
                  log(`${stamp()}  ${what}: live ${r.live ? `${Math.round(r.sample.live_data ?? 0)} ms` : 'NOT SEEN'}, idle ${Math.round(r.sample.network_idle ?? 0)} ms`)
                } else {
                  const r = await withTimeout(printingRound(browser, side, cpu, windowMs, shot), ROUND_TIMEOUT_MS + windowMs, what)
                  checks[side.key].rounds += 1
                  checks[side.key].cameraRounds += 1
                  if (!r.live) checks[side.key].liveMissing += 1
                  if (!r.camera) checks[side.key].cameraMissing += 1
                  if (shot) taken[side.key] = shot
                  samples[side.key].push(r.sample)
                  log(`${stamp()}  ${what}: busy ${(r.sample.busy ?? Number.NaN).toFixed(1)} %, live ${r.live ? 'yes' : 'NOT SEEN'}, camera ${r.camera ? 'yes' : 'NOT IN VIEW'}`)
                }
              } catch (err) {
                samples[side.key].push(null)
                errors.push({ scenario, message: `${what}: ${errorMessage(err)}` })
                log(`${stamp()}  ${what}: failed: ${errorMessage(err)}`)
              }
            }
          }
          for (const f of figures) {
            // Throttled, the main thread stays on the CPU while Chromium holds it back: CPU time says nothing then.
            if (f.metric === 'cpu' && cpu > 1) continue
            const pick = (list: (Sample | null)[]) => list.map((s) => s?.[f.metric] ?? null)
            rows.push(vsRow(f, cpu, pick(samples.ours), pick(samples.other)))
          }
        }
      } finally {
        await printer.stop().catch(() => undefined)
      }
    }
  } finally {
    await release()
  }

  notes.push(`each figure: the median of ${rounds} alternating rounds per dashboard (${sides[0].name}, ${sides[1].name}, ${sides[0].name} …), the same virtual printer for both within a scenario`)
  if (scenarios.includes('cold-load')) {
    notes.push('cold load: empty profile each time, until live temperatures show and the network has been quiet for 1.5 s (3 s at ×4); bytes and requests exclude the socket and camera streams; as served = uncompressed, gzip = text responses at gzip -9')
    notes.push('cold load: script and task time run from navigation to the end of the load, the later of network idle and live data on screen')
    notes.push("cold load: script time (CPU profile) sums the samples of a 250 µs profile that fall in JavaScript, whatever started it; Chromium's ScriptDuration leaves out JavaScript run as a promise continuation (after a fetch resolves, where an app may start itself); task time counts all main-thread work")
  }
  if (scenarios.includes('printing-dashboard')) {
    notes.push(`printing: ${options.vsWindow} s window per round${options.vsWindow !== 60 ? ' (the normal run measures 60 s)' : ''}, a two-hour print running at real time, the camera in view`)
    if (rates.some((r) => r > 1)) notes.push('printing: no CPU time under throttling: Chromium keeps the throttled main thread on the CPU while holding it back (an idle page reads ~65 % at ×4)')
  }
  for (const side of sides) {
    for (const n of checkNotes(side, checks[side.key])) {
      notes.push(n)
      errors.push({ scenario: 'vs', message: n })
    }
  }
  const table = formatVsTable(rows, { ours: sides[0].name, other: sides[1].name }, TITLES)
  const screenshots = { ours: taken.ours && path.relative(REPO_ROOT, taken.ours), other: taken.other && path.relative(REPO_ROOT, taken.other) }
  const vs: VsResults = {
    ours: { name: sides[0].name, dist: 'dist' },
    other: { name: otherName, dist: otherDist, config: options.vsConfig ?? `${path.join(otherDist, 'config.json')} with endpoints set to the printer` },
    rounds,
    printingWindowSeconds: options.vsWindow,
    rows,
    screenshots,
    notes,
    table,
  }
  const results: ResultsFile = {
    version: 1,
    date: new Date().toISOString(),
    dist: 'dist',
    chromium: browser.version(),
    node: process.version,
    cpus: os.cpus().length,
    figures: [],
    errors,
    vs,
  }
  console.log(table)
  for (const n of notes) console.log(`  · ${n}`)
  for (const e of errors.filter((e) => e.scenario !== 'vs')) console.log(`  ! ${e.message}`)
  for (const side of sides) {
    const shot = taken[side.key]
    if (shot) console.log(`Screenshot of ${side.name}: ${displayPath(shot)}`)
  }
  if (options.out) {
    writeResults(options.out, results)
    log(`Results written to ${displayPath(options.out)} (${((Date.now() - started) / 60_000).toFixed(1)} min)`)
  }
  return { results, exitCode: errors.length ? 1 : 0 }
}
