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
