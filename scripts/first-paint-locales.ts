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
const flat = (o: Record<string, unknown>): string[] => Object.values(o).flatMap((v) => (v && typeof v === 'object' ? flat(v as Record<string, unknown>) : [String(v)]))
const escape = (text: string) => JSON.stringify(text).slice(1, -1)

/** Built chunk → locale file: a small chunk holding (nearly) every text of one locale file. */
const chunkOf = new Map<string, string>()
const assets = path.join(root, 'dist', 'assets')
const locale = process.argv[2] ?? 'de'
for (const asset of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
  const body = readFileSync(path.join(assets, asset), 'utf8')
  if (body.length > 40_000) continue
  for (const l of readdirSync(localesDir))
    for (const f of readdirSync(path.join(localesDir, l))) {
      const texts = flat(JSON.parse(readFileSync(path.join(localesDir, l, f), 'utf8')))
      const found = texts.filter((t) => body.includes(escape(t)) || body.includes(t)).length
      if (found >= texts.length * 0.95 && body.length < JSON.stringify(texts).length * 3 + 500) chunkOf.set(asset, `${l}/${f}`)
    }
}

const sim = await startSim({ port: 0, dataDir: mkdtempSync(path.join(os.tmpdir(), 'first-paint-')), timeScale: 20 })
const server = await serveDist({ dist: path.join(root, 'dist'), port: 0, config: { apiUrl: sim.url } })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
await page.addInitScript((l) => localStorage.setItem('stratum-locale', l), locale)
const loaded: { file: string; at: number }[] = []
const t0 = Date.now()
page.on('request', (req) => {
  const file = chunkOf.get(path.basename(new URL(req.url()).pathname))
  if (file) loaded.push({ file, at: Date.now() - t0 })
})
await page.goto(server.url)
await page.getByTestId('app-ready').waitFor({ state: 'attached', timeout: 30_000 })
const atReady = loaded.map((l) => l.file).sort()
await page.waitForTimeout(3000)
console.log(JSON.stringify({ locale, chunksMapped: chunkOf.size, atReady, all: loaded.map((l) => `${l.file} @${l.at}ms`) }, null, 1))
await browser.close()
await server.close()
await sim.stop()
