/**
 * Which translation files a first visit fetches, measured in the built app with the browser's network
 * log: the shell should load only the active locale's `app` namespace up front.
 * Run: npx tsx scripts/first-paint-locales.ts (after a build in dist/).
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { startSim } from '../sim/index'
import { serveDist } from './serve-dist'

const root = path.resolve(import.meta.dirname, '..')
const localesDir = path.join(root, 'src', 'i18n', 'locales')
/** A phrase that exists only in one locale file, to recognise its chunk in the network log. */
function marker(locale: string, ns: string): string | null {
  const flat = (o: Record<string, unknown>): string[] => Object.values(o).flatMap((v) => (v && typeof v === 'object' ? flat(v as Record<string, unknown>) : [String(v)]))
  const mine = flat(JSON.parse(readFileSync(path.join(localesDir, locale, `${ns}.json`), 'utf8')))
  const others = new Set(readdirSync(localesDir).flatMap((l) => readdirSync(path.join(localesDir, l)).filter((f) => !(l === locale && f === `${ns}.json`)).flatMap((f) => flat(JSON.parse(readFileSync(path.join(localesDir, l, f), 'utf8'))))))
  return mine.filter((s) => s.length > 12 && !others.has(s)).sort((a, b) => b.length - a.length)[0] ?? null
}

const locale = process.argv[2] ?? 'de'
const markers: [string, string][] = []
for (const l of readdirSync(localesDir))
  for (const f of readdirSync(path.join(localesDir, l))) {
    const m = marker(l, f.replace('.json', ''))
    if (m) markers.push([`${l}/${f}`, JSON.stringify(m).slice(1, -1)])
  }

const sim = await startSim({ port: 0, dataDir: mkdtempSync(path.join(os.tmpdir(), 'first-paint-')), timeScale: 20 })
const server = await serveDist({ dist: path.join(root, 'dist'), port: 0, config: { apiUrl: sim.url } })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
await page.addInitScript((l) => localStorage.setItem('stratum-locale', l), locale)
const loaded: { url: string; files: string[]; at: number }[] = []
const t0 = Date.now()
page.on('response', async (res) => {
  if (!res.url().endsWith('.js')) return
  const body = await res.text().catch(() => '')
  const files = markers.filter(([, m]) => body.includes(m)).map(([f]) => f)
  if (files.length) loaded.push({ url: res.url().replace(server.url, ''), files, at: Date.now() - t0 })
})
await page.goto(server.url)
await page.getByTestId('app-ready').waitFor({ state: 'attached', timeout: 30_000 })
const firstPaint = loaded.map((l) => l.files.join(',')).sort()
await page.waitForTimeout(2000)
console.log(JSON.stringify({ locale, atReady: firstPaint, afterDashboard: loaded.map((l) => `${l.files.join(',')} @${l.at}ms`) }, null, 1))
await browser.close()
await server.close()
await sim.stop()
