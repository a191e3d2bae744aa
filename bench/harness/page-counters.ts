import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, CDPSession, Page } from 'playwright-core'
import { heapAfterGc, readMetrics } from './cdp-metrics'
import { rendererPids, residentMemory } from './memory'

// Read as text (not imported): it runs inside the page, never in Node.
const TIMER_PROBE_SOURCE = readFileSync(path.join(import.meta.dirname, 'timer-probe.js'), 'utf8')

/** Timers alive in the page's main thread (timer-probe.js), and how many were ever made. */
export interface TimerCounts {
  intervals: number
  timeouts: number
  frames: number
  made: { intervals: number; timeouts: number; frames: number }
}

/** What a long-lived tab holds at one moment, read after forced garbage collection. */
export interface PageCounters {
  /** JS heap in use after GC, bytes. */
  heap: number
  /** DOM nodes, JS event listeners, documents and frames (Performance.getMetrics). */
  nodes: number
  listeners: number
  documents: number
  frames: number
  /** null when the timer probe is not in the page. */
  timers: TimerCounts | null
  /** Resident memory of the browser's renderer processes together, bytes; null where unreadable. */
  rss: number | null
}

/** Wraps the page's timer functions before its own scripts run; call before the first navigation. */
export async function installTimerProbe(page: Page): Promise<void> {
  await page.addInitScript({ content: TIMER_PROBE_SOURCE })
}

export async function readTimers(page: Page): Promise<TimerCounts | null> {
  return (await page.evaluate('window.__benchTimers ? window.__benchTimers.counts() : null').catch(() => null)) as TimerCounts | null
}

/** Heap after GC, then the DOM and listener counts (after the same GC), the timers and the renderers' RSS. */
export async function readCounters(page: Page, cdp: CDPSession, browser: Browser): Promise<PageCounters> {
  const heap = await heapAfterGc(cdp)
  const m = await readMetrics(cdp)
  return {
    heap,
    nodes: m.Nodes,
    listeners: m.JSEventListeners,
    documents: m.Documents,
    frames: m.Frames,
    timers: await readTimers(page),
    rss: residentMemory(await rendererPids(browser)),
  }
}
