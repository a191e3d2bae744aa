import type { ScenarioContext } from '../harness/context'
import type { HeapComposition } from '../harness/heap-snapshot'
import type { LoopCounts } from '../harness/print-loop'
import { growthCount, growthPercent, phaseSamples, trendPercentPerHour, sampleFrom, settleSimS, simClock, type SoakPhase, type SoakSample } from './soak-curve'

const MB = 1e6
export const FIRST_HOUR_S = 3600

/** Heap snapshots' composition at the first sample after the first hour and at the last one. */
export interface SoakComposition {
  from: (HeapComposition & { sim: number }) | null
  to: (HeapComposition & { sim: number }) | null
}

export interface SoakRun {
  plan: { hours: number; timeScale: number }
  /** Simulated second the tab went from the dashboard to the farm page. */
  switchSimS: number
  counts: LoopCounts
  printers: number
  camera: boolean
  /** Cards the farm page showed once opened. */
  farmCards: number
  composition: SoakComposition
}

/** Where each phase's figures start: one simulated hour into the phase (half of a shorter phase). */
export function phaseBaseline(phase: SoakPhase, switchSimS: number, totalSimS: number): number {
  return phase === 'dashboard' ? settleSimS(switchSimS) : switchSimS + settleSimS(totalSimS - switchSimS)
}

const mb = (b: number) => `${(b / MB).toFixed(2)} MB`

/** The heap snapshots' composition, from → to. */
export function compositionLine({ from, to }: SoakComposition): string {
  if (!from || !to) return ''
  const span = (k: keyof HeapComposition) => `${mb(from[k])} → ${mb(to[k])}`
  const parts = [`js ${span('js')}`, `code ${span('code')} (optimised ${span('jit')})`, `native ${span('native')}`, `total ${span('total')}`]
  return `heap snapshots ${simClock(from.sim)} → ${simClock(to.sim)}: ${parts.join(', ')}`
}

/** What the run did, for the text under the table. */
export function soakStory(run: SoakRun): string {
  const { counts, plan } = run
  return [
    `${plan.hours} h simulated at ×${plan.timeScale} on ${run.printers} printers: ${counts.completed} prints completed (${counts.started} started, ${counts.failed} ended otherwise), ${counts.restarts} Klipper restarts`,
    run.camera ? 'camera in view on the dashboard' : 'NO camera picture in view on the dashboard',
    `farm page opened from the navigation half way: ${run.farmCards} cards`,
    counts.errors ? `${counts.errors} loop errors, last: ${counts.lastError}` : '',
    compositionLine(run.composition),
  ]
    .filter(Boolean)
    .join('\n')
}

/** The figures of a soak: heap growth after the first hour (budgeted, as an absolute figure), and per page its growth of every measure. */
export function reportSoak(ctx: ScenarioContext, samples: SoakSample[], run: SoakRun): void {
  const { counts, plan } = run
  const totalSimS = plan.hours * 3600
  const last = samples.at(-1)
  const at1h = sampleFrom(samples, FIRST_HOUR_S)
  const growth = growthPercent(samples, 'heap', FIRST_HOUR_S)
  const span = at1h && last ? `${simClock(at1h.sim)} → ${simClock(last.sim)}` : 'no sample after the first hour'
  ctx.report('heap_growth_abs', 'heap growth after the first hour, absolute', growth === null ? null : Math.abs(growth), '%', { note: `${span}, ${counts.completed} prints completed, ${counts.restarts} restarts` })
  ctx.report('heap_growth', 'heap growth after the first hour', growth, '%', { note: 'dashboard then farm page: see the per-page figures' })
  const { from, to } = run.composition
  const snapNote = from && to ? `heap snapshots at ${simClock(from.sim)} and ${simClock(to.sim)}` : 'no heap snapshots'
  ctx.report('js_data_growth', 'JS data growth after the first hour (compiled code and browser objects left out)', from && to ? ((to.js - from.js) / from.js) * 100 : null, '%', { note: snapNote })
  ctx.report('code_growth', 'compiled code growth after the first hour', from && to ? (to.code - from.code) / MB : null, 'MB')
  ctx.report('jit_growth', 'of which optimised machine code', from && to ? (to.jit - from.jit) / MB : null, 'MB')
  ctx.report('native_growth', 'browser objects held by the heap, growth after the first hour', from && to ? (to.native - from.native) / MB : null, 'MB')
  for (const phase of ['dashboard', 'farm'] as const) {
    const ps = phaseSamples(samples, phase)
    const from = phaseBaseline(phase, run.switchSimS, totalSimS)
    const base = sampleFrom(ps, from)
    const note = base && ps.length ? `${simClock(base.sim)} → ${simClock(ps.at(-1)!.sim)}` : 'too few samples'
    ctx.report(`heap_growth_${phase}`, `${phase}: heap growth (after GC)`, growthPercent(ps, 'heap', from), '%', { note })
    ctx.report(`heap_trend_${phase}`, `${phase}: heap trend (least squares), per simulated hour`, trendPercentPerHour(ps, 'heap', from), '%')
    ctx.report(`js_trend_${phase}`, `${phase}: JS data trend (heap snapshots), per simulated hour`, trendPercentPerHour(ps, 'js', from), '%')
    ctx.report(`workers_growth_${phase}`, `${phase}: workers' heaps growth (after GC)`, growthPercent(ps, 'workers', from), '%')
    ctx.report(`nodes_growth_${phase}`, `${phase}: DOM nodes growth`, growthPercent(ps, 'nodes', from), '%')
    ctx.report(`listeners_growth_${phase}`, `${phase}: JS event listeners growth`, growthPercent(ps, 'listeners', from), '%')
    ctx.report(`intervals_growth_${phase}`, `${phase}: live intervals, change`, growthCount(ps, 'intervals', from), 'count', { note: 'main thread only: timers of workers are out of reach' })
    ctx.report(`rss_growth_${phase}`, `${phase}: renderer resident memory growth`, growthPercent(ps, 'rss', from), '%')
    ctx.report(`rss_trend_${phase}`, `${phase}: renderer resident memory trend, per simulated hour`, trendPercentPerHour(ps, 'rss', from), '%')
  }
  ctx.report('heap_end', 'JS heap after GC, end', last ? last.heap / MB : null, 'MB')
  ctx.report('rss_end', 'renderer resident memory, end', last?.rss ? last.rss / MB : null, 'MB')
}
