/**
 * Which translation files a first visit fetches, measured in the built app with the browser's network
 * log: the shell should load only the active locale's `app` namespace up front. Translation chunks are
 * named locale-<code>-<namespace>-<hash>.js (vite.config.ts); e2e/i18n-loading.spec.ts pins the result.
 * Run: npx tsx scripts/first-paint-locales.ts [locale] (after a build in dist/).
 */
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { startSim } from '../sim/index'
import { serveDist } from './serve-dist'

const root = path.resolve(import.meta.dirname, '..')
const locale = process.argv[2] ?? 'de'

const sim = await startSim({ port: 0, dataDir: mkdtempSync(path.join(os.tmpdir(), 'first-paint-')), timeScale: 20 })
const server = await serveDist({ dist: path.join(root, 'dist'), port: 0, config: { apiUrl: sim.url } })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
await page.addInitScript((l) => localStorage.setItem('stratum-locale', l), locale)
const loaded: { file: string; at: number }[] = []
const t0 = Date.now()
page.on('request', (request) => {
  const m = new URL(request.url()).pathname.match(/\/locale-([\w-]+?)-(\w+)-[\w-]+\.js$/)
  if (m) loaded.push({ file: `${m[1]}/${m[2]}`, at: Date.now() - t0 })
})
await page.goto(server.url)
await page.getByTestId('app-ready').waitFor({ state: 'attached', timeout: 30_000 })
const atReady = loaded.map((l) => l.file)
await page.waitForTimeout(3000)
console.log(JSON.stringify({ locale, atReady, all: loaded.map((l) => `${l.file} @${l.at}ms`) }, null, 1))
await browser.close()
await server.close()
await sim.stop()
