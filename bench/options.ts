import path from 'node:path'
import { parseArgs } from 'node:util'

export const REPO_ROOT = path.resolve(import.meta.dirname, '..')

export interface BenchOptions {
  /** Scenario ids to run; empty = all. */
  only: string[]
  /** CDP CPU throttling rate; null = each scenario's default (cold load runs ×1 and ×4, the rest ×1). */
  cpu: number | null
  compare: string | null
  /** The dashboard build to serve; null = this repository's dist/ (built when stale). */
  dist: string | null
  /** A config.json template for --dist; {{apiUrl}}, {{host}} and {{port}} are replaced with the printer's. */
  config: string | null
  smoke: boolean
  /** Where results go; null = do not write (smoke). */
  out: string | null
  /** Cold loads per CPU rate; the median is reported. */
  runs: number
  /** Routes of the console and file pages, for dashboards that name them differently. */
  consoleRoute: string
  filesRoute: string
  list: boolean
  help: boolean
  /** --vs: another built dashboard to measure side by side with this one; null = the normal run. */
  vs: string | null
  /** config.json template for --vs; null = derived from the build's own config.json (Fluidd's host config). */
  vsConfig: string | null
  /** Seconds of each printing-dashboard round in --vs mode. */
  vsWindow: number
  /** The soak scenario: simulated hours of its print loop, and the time scale they run at. */
  soakHours: number
  soakTimeScale: number
}

/** The scenarios --vs compares (and runs when --only names none). */
export const VS_SCENARIOS = ['cold-load', 'printing-dashboard'] as const
/** Scenarios --vs compares only when named with --only (long, or for one kind of dashboard). */
export const VS_OPT_IN = ['farm'] as const
export const VS_DEFAULT_WINDOW_S = 60
/** The soak scenario's defaults: 8 simulated hours at time scale 30, 16 minutes of wall time. */
export const SOAK_DEFAULT_HOURS = 8
export const SOAK_DEFAULT_TIME_SCALE = 30

export const USAGE = `Usage: npm run bench -- [options]

  --only NAME        run one scenario (repeat or comma-separate for more); see --list
  --cpu N            CPU throttling ×N for every scenario (default ×1; cold load runs ×1 and ×4)
  --compare FILE     print the change against an earlier results.json
  --dist DIR         measure another built dashboard instead of this repository's dist/
  --config FILE      config.json served with --dist ({{apiUrl}}, {{host}}, {{port}} are filled in)
  --console-route P  route of the console page (default /console)
  --files-route P    route of the G-code file list (default /jobs)
  --runs N           cold loads per CPU rate, median reported (default 3)
  --out FILE         results file (default bench/results.json)
  --smoke            one short scenario, fast; non-zero exit only when the runner is broken
  --list             list the scenarios
  --soak-hours H     simulated hours of the soak scenario, at least 1 (default ${SOAK_DEFAULT_HOURS})
  --soak-time-scale N  its virtual printers' time scale (default ${SOAK_DEFAULT_TIME_SCALE}: 8 h in 16 min)

  --vs DIR           side by side with another built dashboard: cold-load and printing-dashboard,
                     alternating rounds (--runs, default 3 each) at CPU ×1 and ×4 (or --cpu N)
  --vs-config FILE   config.json served with --vs ({{apiUrl}} … filled in); default for a build that
                     ships a Fluidd-style config.json: that file with endpoints set to the printer
  --vs-window S      seconds of each printing-dashboard round with --vs (default ${VS_DEFAULT_WINDOW_S}); with
                     --only farm, of each busy window, the heap window being ten times as long
`

/** 'Console Flood', 'console_flood' and 'console-flood' name the same scenario. */
export function normalizeScenarioName(name: string): string {
  return name.trim().toLowerCase().replace(/[\s_]+/g, '-')
}

function positiveNumber(flag: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback
  const n = Number(raw)
  if (!Number.isFinite(n) || n < 1) throw new Error(`${flag} needs a number ≥ 1, got '${raw}'`)
  return n
}

function route(flag: string, raw: string | undefined, fallback: string): string {
  if (raw === undefined) return fallback
  if (!raw.startsWith('/')) throw new Error(`${flag} must start with '/', got '${raw}'`)
  return raw
}

export function parseBenchArgs(argv: string[], cwd = process.cwd()): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    allowPositionals: false,
    options: {
      only: { type: 'string', multiple: true },
      cpu: { type: 'string' },
      compare: { type: 'string' },
      dist: { type: 'string' },
      config: { type: 'string' },
      smoke: { type: 'boolean', default: false },
      out: { type: 'string' },
      runs: { type: 'string' },
      'console-route': { type: 'string' },
      'files-route': { type: 'string' },
      list: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
      vs: { type: 'string' },
      'vs-config': { type: 'string' },
      'vs-window': { type: 'string' },
      'soak-hours': { type: 'string' },
      'soak-time-scale': { type: 'string' },
    },
  })
  if (values.config && !values.dist) throw new Error('--config only applies with --dist')
  if ((values['vs-config'] !== undefined || values['vs-window'] !== undefined) && values.vs === undefined) {
    throw new Error('--vs-config and --vs-window only apply with --vs')
  }
  const resolve = (p: string | undefined) => (p === undefined ? null : path.resolve(cwd, p))
  const only = (values.only ?? []).flatMap((o) => o.split(',')).map(normalizeScenarioName).filter(Boolean)
  if (values.vs !== undefined) {
    // Our side is always this repository's dist/; a results file of one dashboard does not compare with two.
    const clash = (['dist', 'compare', 'smoke'] as const).filter((k) => values[k] !== undefined && values[k] !== false)
    if (clash.length) throw new Error(`--vs does not combine with ${clash.map((k) => `--${k}`).join(', ')}`)
    const comparable: readonly string[] = [...VS_SCENARIOS, ...VS_OPT_IN]
    const others = only.filter((o) => !comparable.includes(o))
    if (others.length) throw new Error(`--vs compares ${VS_SCENARIOS.join(', ')} and ${VS_OPT_IN.join(', ')} only, not ${others.map((o) => `'${o}'`).join(', ')}`)
  }
  return {
    only,
    cpu: values.cpu === undefined ? null : positiveNumber('--cpu', values.cpu, 1),
    compare: resolve(values.compare),
    dist: resolve(values.dist),
    config: resolve(values.config),
    smoke: values.smoke,
    out: resolve(values.out) ?? (values.smoke ? null : path.join(REPO_ROOT, 'bench', 'results.json')),
    runs: Math.round(positiveNumber('--runs', values.runs, 3)),
    consoleRoute: route('--console-route', values['console-route'], '/console'),
    filesRoute: route('--files-route', values['files-route'], '/jobs'),
    list: values.list,
    help: values.help,
    vs: resolve(values.vs),
    vsConfig: resolve(values['vs-config']),
    vsWindow: positiveNumber('--vs-window', values['vs-window'], VS_DEFAULT_WINDOW_S),
    soakHours: positiveNumber('--soak-hours', values['soak-hours'], SOAK_DEFAULT_HOURS),
    soakTimeScale: positiveNumber('--soak-time-scale', values['soak-time-scale'], SOAK_DEFAULT_TIME_SCALE),
  }
}
