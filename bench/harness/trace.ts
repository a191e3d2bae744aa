import { writeFileSync } from 'node:fs'
import type { CDPSession, Page } from 'playwright-core'

/** Long tasks on the page's main thread from now on (PerformanceObserver 'longtask'). */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[] }
    w.__longTasks = []
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: 'longtask' })
  })
}

/** The long tasks seen since watchLongTasks: page time of their start and their duration (ms). */
export function longTasks(page: Page): Promise<{ start: number; duration: number }[]> {
  return page.evaluate(() => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks)
}

export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string }
}

/**
 * CPU time of the longest task on the page's main thread in a trace between two trace times (µs),
 * and how many took over 50 ms of CPU. Unlike the wall-clock long tasks it does not grow when other processes crowd the cores.
 */
export function longestTaskCpu(events: TraceEvent[], from: number, until: number): { longest: number; over50: number } | null {
  const names = new Map<string, string>()
  for (const e of events) if (e.name === 'thread_name' && e.args?.name) names.set(`${e.pid}:${e.tid}`, e.args.name)
  const perThread = new Map<string, number>()
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`
    if (names.get(key) === 'CrRendererMain') perThread.set(key, (perThread.get(key) ?? 0) + 1)
  }
  // The dashboard's main thread is the busiest renderer main thread.
  const main = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0]
  if (!main) return null
  const cpu = events
    .filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && `${e.pid}:${e.tid}` === main && e.tdur !== undefined)
    // Only the load: not the tasks that start and stop the trace.
    .filter((e) => e.ts >= from && e.ts <= until)
    .map((e) => (e.tdur ?? 0) / 1000)
  return cpu.length ? { longest: Math.max(...cpu), over50: cpu.filter((c) => c > 50).length } : null
}

/** What DevTools records: every task with its JS, layout and paint. */
export const FULL_TRACE = 'devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-devtools.timeline.frame,v8.execute,blink.user_timing'
/** Only the top-level tasks of each thread, with their CPU time: light enough to leave on while measuring. */
export const TASKS_TRACE = 'toplevel'

/** Records a DevTools trace until the returned function is called (which writes it to `file` when given). */
export async function startTrace(cdp: CDPSession, categories = FULL_TRACE): Promise<(file?: string) => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])))
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' })
  return async (file) => {
    await cdp.send('Tracing.end')
    await complete
    if (file) writeFileSync(file, JSON.stringify({ traceEvents: events }))
    return events
  }
}

/** Starts a sampled CPU profile of the page (JS only); the returned function stops it and writes it to `file`. */
export async function startProfile(cdp: CDPSession, intervalUs = 500): Promise<(file: string) => Promise<void>> {
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: intervalUs })
  await cdp.send('Profiler.start')
  return async (file) => {
    writeFileSync(file, JSON.stringify(((await cdp.send('Profiler.stop')) as { profile: unknown }).profile))
  }
}
