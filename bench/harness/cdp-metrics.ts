import type { CDPSession } from 'playwright-core'

/** Performance.getMetrics as a map: TaskDuration (s), Timestamp (s), JSHeapUsedSize (bytes), Nodes … */
export type Metrics = Record<string, number>

export async function readMetrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return Object.fromEntries(metrics.map((m) => [m.name, m.value]))
}

/**
 * Share of wall time the renderer's main thread spent running tasks between two metric reads, in
 * percent. TaskDuration is Chromium's own cumulative count, so nothing runs inside the page for it.
 */
export function busyShare(from: Metrics, to: Metrics): number {
  const wall = to.Timestamp - from.Timestamp
  if (!(wall > 0)) return Number.NaN
  return ((to.TaskDuration - from.TaskDuration) / wall) * 100
}

/**
 * Share of wall time the main thread was on a CPU (Chromium's ThreadTime), in percent. Unlike the
 * busy share it does not grow when other processes compete for the cores, so it tells a slow page
 * from a crowded machine; NaN on browsers without the metric.
 */
export function cpuShare(from: Metrics, to: Metrics): number {
  const wall = to.Timestamp - from.Timestamp
  if (!(wall > 0) || to.ThreadTime === undefined || from.ThreadTime === undefined) return Number.NaN
  return ((to.ThreadTime - from.ThreadTime) / wall) * 100
}

/** JS heap in use after two forced garbage collections, in bytes. */
export async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const usage = await cdp.send('Runtime.getHeapUsage')
  return usage.usedSize
}

export async function domNodeCount(cdp: CDPSession): Promise<number> {
  const counters = await cdp.send('Memory.getDOMCounters')
  return counters.nodes
}

/**
 * The page's time origin on the DevTools monotonic clock, in seconds. Network event timestamps
 * minus this, ×1000, are the page's performance.now() values.
 */
export async function navigationStart(cdp: CDPSession): Promise<number> {
  const m = await readMetrics(cdp)
  return m.NavigationStart
}

export function toPageMs(monotonicSeconds: number, navStart: number): number {
  return (monotonicSeconds - navStart) * 1000
}

/** A CPU profile as the DevTools Profiler domain returns it. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string } }[]
  /** Microseconds on the DevTools monotonic clock. */
  startTime: number
  samples: number[]
  timeDeltas: number[]
}

/** Samples that are no JavaScript: waiting, the browser's own work and garbage collection. */
const NOT_SCRIPT = new Set(['(idle)', '(program)', '(garbage collector)'])

/**
 * JavaScript run on the main thread from the profile's start until `untilSeconds` (DevTools
 * monotonic clock), in ms: every sample in a JavaScript function, whatever started it (a script's
 * first run, a timer, an event, a promise continuation).
 */
export function scriptTimeOf(profile: CpuProfile, untilSeconds: number): number {
  const script = new Set(profile.nodes.filter((n) => !NOT_SCRIPT.has(n.callFrame.functionName)).map((n) => n.id))
  const until = untilSeconds * 1e6
  let t = profile.startTime
  let total = 0
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0
    t += delta
    if (t > until) break
    // A sample stands for the time since the one before it.
    if (script.has(profile.samples[i])) total += delta
  }
  return total / 1000
}
