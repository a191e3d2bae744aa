import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { buildIfStale } from '../scripts/build-if-stale'
import { serveDist, type DistServer } from '../scripts/serve-dist'
import { checkFigures, loadBudgets } from './budgets'
import { compareResults } from './compare'
import { launchBrowser } from './harness/browser'
import { ScenarioContext, type Scenario, type ScenarioDetail } from './harness/context'
import { REPO_ROOT, type BenchOptions } from './options'
import { readResults, writeResults, type Figure, type ResultsFile, type ScenarioError } from './results'
import { formatSummary, formatTable } from './table'

/** A scenario that has not finished in this long is stuck; its printer and pages are torn down. */
const SCENARIO_TIMEOUT_MS = 6 * 60_000
const SMOKE_TIMEOUT_MS = 60_000

export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${Math.round(ms / 1000)} s`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/** Relative to the working directory when inside it, absolute otherwise. */
export function displayPath(file: string): string {
  const rel = path.relative(process.cwd(), file)
  return rel.startsWith('..') ? file : rel
}

export function errorMessage(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err)
  return text.split('\n')[0]
}

/**
 * Builds this repository's dashboard when dist/ is stale and returns a copy of it to serve: a build
 * started elsewhere (e2e, a developer) would otherwise swap files mid-run. The caller removes it.
 */
export function snapshotOwnDist(): string {
  buildIfStale()
  const snapshot = mkdtempSync(path.join(os.tmpdir(), 'stratum-bench-dist-'))
  cpSync(path.join(REPO_ROOT, 'dist'), snapshot, { recursive: true })
  return snapshot
}

export interface BenchOutcome {
  results: ResultsFile
  /** 0 all well; 1 a scenario failed to run, or (outside --smoke) a figure is over budget. */
  exitCode: number
}

async function runScenarios(scenarios: Scenario[], browser: Browser, dashboard: DistServer, options: BenchOptions, log: (m: string) => void) {
  const figures: Figure[] = []
  const errors: ScenarioError[] = []
  const details: Record<string, ScenarioDetail> = {}
  for (const scenario of scenarios) {
    const started = Date.now()
    log(`▸ ${scenario.title} …`)
    const ctx = new ScenarioContext(scenario.id, browser, dashboard, options, options.cpu ?? 1, (m) => log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s  ${m}`))
    try {
      const own = typeof scenario.timeoutMs === 'function' ? scenario.timeoutMs(options) : scenario.timeoutMs
      await withTimeout(scenario.run(ctx), options.smoke ? SMOKE_TIMEOUT_MS : (own ?? SCENARIO_TIMEOUT_MS), scenario.title)
    } catch (err) {
      errors.push({ scenario: scenario.id, message: errorMessage(err) })
    } finally {
      await ctx.close()
    }
    figures.push(...ctx.figures)
    if (ctx.detail) details[scenario.id] = ctx.detail
    log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  return { figures, errors, details }
}

export async function runBench(scenarios: Scenario[], options: BenchOptions, log: (m: string) => void = (m) => process.stderr.write(m + '\n')): Promise<BenchOutcome> {
  const budgets = loadBudgets()
  const earlier = options.compare ? readResults(options.compare) : null
  let dist = options.dist
  let snapshot: string | null = null
  if (!dist) {
    dist = path.join(REPO_ROOT, 'dist')
    snapshot = snapshotOwnDist()
  }
  if (!existsSync(path.join(snapshot ?? dist, 'index.html'))) throw new Error(`${dist} has no index.html: not a built dashboard`)

  const dashboard = await serveDist({ dist: snapshot ?? dist, port: 0, config: {} })
  const browser = await launchBrowser()
  let ran: { figures: Figure[]; errors: ScenarioError[]; details: Record<string, ScenarioDetail> }
  try {
    ran = await runScenarios(scenarios, browser, dashboard, options, log)
  } finally {
    await browser.close().catch(() => undefined)
    await dashboard.close()
    if (snapshot) rmSync(snapshot, { recursive: true, force: true })
  }

  const results: ResultsFile = {
    version: 1,
    date: new Date().toISOString(),
    dist: path.relative(REPO_ROOT, dist) || '.',
    chromium: browser.version(),
    node: process.version,
    cpus: os.cpus().length,
    figures: checkFigures(ran.figures, budgets),
    errors: ran.errors,
  }
  const detailed = Object.entries(ran.details)
  if (detailed.length) results.details = Object.fromEntries(detailed.map(([id, d]) => [id, d.data]))
  console.log(formatTable(results.figures, results.errors))
  console.log(formatSummary(results.figures, results.errors))
  for (const [id, d] of detailed) console.log(`\n${id}\n${d.text}`)
  if (earlier && options.compare) {
    console.log('')
    console.log(compareResults(earlier, results, displayPath(options.compare), scenarios.map((s) => s.id)))
  }
  if (options.out) {
    writeResults(options.out, results)
    log(`Results written to ${displayPath(options.out)}`)
  }
  const overBudget = results.figures.some((f) => f.verdict === 'fail')
  const exitCode = results.errors.length > 0 || (!options.smoke && overBudget) ? 1 : 0
  return { results, exitCode }
}
