import { readFileSync } from 'node:fs'
import type { Browser } from 'playwright-core'

/** Resident memory of one process (Linux /proc), in bytes; null where it is not readable. */
export function processRss(pid: number, procRoot = '/proc'): number | null {
  try {
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`${procRoot}/${pid}/status`, 'utf8'))
    return rss ? Number(rss[1]) * 1024 : null
  } catch {
    return null // ended meanwhile, or no /proc here
  }
}

/** Resident memory of the given processes together, in bytes; null where none is readable. */
export function residentMemory(pids: readonly number[], procRoot = '/proc'): number | null {
  const known = pids.map((pid) => processRss(pid, procRoot)).filter((b): b is number => b !== null)
  return known.length ? known.reduce((a, b) => a + b, 0) : null
}

/** The renderer processes of this browser (not of any other browser on the machine). */
export async function rendererPids(browser: Browser): Promise<number[]> {
  const cdp = await browser.newBrowserCDPSession().catch(() => null)
  if (!cdp) return []
  try {
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] }
    return processInfo.filter((p) => p.type === 'renderer').map((p) => p.id)
  } catch {
    return []
  } finally {
    await cdp.detach().catch(() => undefined)
  }
}
