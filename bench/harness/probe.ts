import type { Page } from 'playwright-core'

/** When a watched text first entered the DOM and the paint after it, in the page's performance.now() ms. */
export interface TextSeen {
  t: number
  paint: number | null
  text: string
  /** The text was already on screen when the watch was registered, so `t` is only an upper bound. */
  alreadyShown: boolean
}

export interface ScrollOutcome {
  frames: number
  scrolled: number
  atEnd: boolean
  tag: string
  testId: string | null
}

// Calls go in as source text: functions compiled by tsx carry helper calls the page does not have.
const call = <T>(page: Page, expr: string): Promise<T> => page.evaluate(`window.__benchProbe.${expr}`) as Promise<T>
const arg = (v: unknown) => JSON.stringify(v)

/** Typed access to bench/harness/in-page-probe.js inside the page. */
export const probe = {
  watch: (page: Page, id: string, pattern: RegExp) => call<void>(page, `watch(${arg(id)}, ${arg(pattern.source)}, ${arg(pattern.flags)})`),
  found: (page: Page, id: string) => call<TextSeen | null>(page, `found(${arg(id)})`),
  startRecording: (page: Page) => call<void>(page, 'startRecording()'),
  stopRecording: (page: Page) => call<number>(page, 'stopRecording()'),
  firstRecorded: (page: Page, text: string) => call<{ t: number; paint: number | null } | null>(page, `firstRecorded(${arg(text)})`),
  startFrames: (page: Page) => call<void>(page, 'startFrames()'),
  stopFrames: (page: Page) => call<number[]>(page, 'stopFrames()'),
  startLongTasks: (page: Page) => call<boolean>(page, 'startLongTasks()'),
  stopLongTasks: (page: Page) => call<{ count: number; total: number } | null>(page, 'stopLongTasks()'),
  mediaInView: (page: Page, minWidth: number, minHeight: number) => call<number>(page, `mediaInView(${arg(minWidth)}, ${arg(minHeight)})`),
  count: (page: Page, selector: string) => call<number>(page, `count(${arg(selector)})`),
  hasText: (page: Page, text: string) => call<boolean>(page, `hasText(${arg(text)})`),
  scroll: (page: Page, opts: { selector?: string; text?: string; step: number; frames: number }) => call<ScrollOutcome>(page, `scroll(${arg(opts)})`),
}

/** Polls the probe until a watched text shows; null on timeout. Polls are cheap evaluations, 100 ms apart. */
export async function waitForText(page: Page, id: string, timeoutMs: number): Promise<TextSeen | null> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const seen = await probe.found(page, id)
    if (seen && seen.paint !== null) return seen
    if (Date.now() > deadline) return seen
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** The browser's own paint timing: first contentful paint (or first paint), in page ms. */
export async function firstPaint(page: Page): Promise<number | null> {
  const entries = (await page.evaluate(
    "performance.getEntriesByType('paint').map((e) => ({ name: e.name, startTime: e.startTime }))",
  )) as { name: string; startTime: number }[]
  const fcp = entries.find((e) => e.name === 'first-contentful-paint') ?? entries.find((e) => e.name === 'first-paint')
  return fcp ? fcp.startTime : null
}
