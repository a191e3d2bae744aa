/** The soak's samples and the figures taken from them: pure, so they are tested without a browser. */
import { slope } from '../stats'

export type SoakPhase = 'dashboard' | 'farm'

/** One sample of the long-lived tab. */
export interface SoakSample {
  /** Simulated seconds since the loop started. */
  sim: number
  phase: SoakPhase
  /** JS heap after GC, bytes. */
  heap: number
  /** Of the heap, by a heap snapshot: the page's data, compiled code, and optimised machine code within it; null without snapshots (--smoke). */
  js: number | null
  code: number | null
  jit: number | null
  /** JS heaps of the page's workers together (the socket's, a camera's reader), after GC; null where unreadable. */
  workers: number | null
  nodes: number
  listeners: number
  /** Live intervals, pending timeouts and animation frames of the main thread; null without the timer probe. */
  intervals: number | null
  timeouts: number | null
  rafs: number | null
  /** Renderer resident memory, bytes; null where unreadable. */
  rss: number | null
  /** Prints completed and Klipper restarts so far, all printers together. */
  prints: number
  restarts: number
}

export type Measure = 'heap' | 'js' | 'code' | 'workers' | 'nodes' | 'listeners' | 'intervals' | 'rss'

/** The simulated times (s) a sample is due at: from 0 to the end, every `everySimS`, the end included. */
export function sampleTimes(totalSimS: number, everySimS: number): number[] {
  const times: number[] = []
  for (let t = 0; t < totalSimS - 1e-6; t += everySimS) times.push(t)
  times.push(totalSimS)
  return times
}

/**
 * Where a phase's figures start: one simulated hour in (after start-up, caches and charts have
 * filled), or half way through a phase shorter than two hours.
 */
export function settleSimS(phaseSimS: number): number {
  return Math.min(3600, phaseSimS / 2)
}

/** The first sample at or after `fromSim` among `samples`, or null. */
export function sampleFrom(samples: SoakSample[], fromSim: number): SoakSample | null {
  return samples.find((s) => s.sim >= fromSim - 1e-6) ?? null
}

/** Growth of a measure from the first sample at or after `fromSim` to the last sample, in % of the first. */
export function growthPercent(samples: SoakSample[], measure: Measure, fromSim: number): number | null {
  const base = sampleFrom(samples, fromSim)
  const last = samples.at(-1)
  const a = base?.[measure]
  const b = last?.[measure]
  if (base === last || a === null || a === undefined || b === null || b === undefined || !(a > 0)) return null
  return ((b - a) / a) * 100
}

/**
 * The least-squares trend of a measure over the samples at or after `fromSim`, in % of the first of
 * them per simulated hour: less sensitive to one noisy sample than last against first.
 */
export function trendPercentPerHour(samples: SoakSample[], measure: Measure, fromSim: number): number | null {
  const base = sampleFrom(samples, fromSim)
  const a = base?.[measure]
  if (!base || a === null || a === undefined || !(a > 0)) return null
  const points = samples.filter((s) => s.sim >= base.sim && s[measure] !== null).map((s) => ({ x: s.sim / 3600, y: ((s[measure] ?? 0) / a) * 100 }))
  return points.length < 3 ? null : slope(points)
}

/** The change of a measure from the first sample at or after `fromSim` to the last, in its own units. */
export function growthCount(samples: SoakSample[], measure: Measure, fromSim: number): number | null {
  const base = sampleFrom(samples, fromSim)
  const last = samples.at(-1)
  const a = base?.[measure]
  const b = last?.[measure]
  if (base === last || a === null || a === undefined || b === null || b === undefined) return null
  return b - a
}

export const phaseSamples = (samples: SoakSample[], phase: SoakPhase) => samples.filter((s) => s.phase === phase)

const MB = 1e6
const num = (v: number | null, digits = 0) => (v === null ? '–' : v.toFixed(digits))

/** Simulated time as h:mm. */
export function simClock(simS: number): string {
  const minutes = Math.round(simS / 60)
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
}

/** The curve as a small text table, one row per sample. */
export function formatCurve(samples: SoakSample[]): string {
  const head = ['sim time', 'page', 'heap MB', 'JS data', 'code', 'optimised', 'workers', 'nodes', 'listeners', 'intervals', 'timeouts', 'rAF', 'RSS MB', 'prints', 'restarts']
  const rows = samples.map((s) => [
    simClock(s.sim),
    s.phase,
    num(s.heap / MB, 2),
    num(s.js === null ? null : s.js / MB, 2),
    num(s.code === null ? null : s.code / MB, 2),
    num(s.jit === null ? null : s.jit / MB, 2),
    num(s.workers === null ? null : s.workers / MB, 2),
    num(s.nodes),
    num(s.listeners),
    num(s.intervals),
    num(s.timeouts),
    num(s.rafs),
    num(s.rss === null ? null : s.rss / MB, 0),
    num(s.prints),
    num(s.restarts),
  ])
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ').trimEnd()
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}
