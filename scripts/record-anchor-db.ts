/**
 * Records what Fluidd and Mainsail store in Moonraker's database when someone uses them, as test data
 * for living beside them (e2e/coexistence*.spec.ts).
 *
 *   npx tsx scripts/record-anchor-db.ts [--only fluidd|mainsail] [--anchors DIR] [--headed]
 *
 * For each anchor build in ../shared/anchors (or --anchors): unpack it, start a fresh virtual printer,
 * serve the build pointed at it, drive it in Chromium through its settings and screens (changing values
 * away from their defaults), then read every database namespace the printer holds and write those the
 * run created or changed to e2e/fixtures/anchor-db/<app>-<version>.json (namespace → value). A walk may
 * also keep the database of an earlier moment (`-<moment>.json`: Fluidd's right after its first preview).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORT } from '../bench/harness/browser'
import { dashboardName, fillConfigTemplate, hostConfigTemplate } from '../bench/harness/dashboard'
import { BenchPrinter } from '../bench/harness/printer'
import { RECORDED_PRINTER_ORIGIN } from '../e2e/anchor-db'
import { driveFluidd } from './anchor-db/fluidd'
import { Journey } from './anchor-db/journey'
import { driveMainsail } from './anchor-db/mainsail'
import { serveDist } from './serve-dist'

const REPO = path.resolve(import.meta.dirname, '..')
const OUT_DIR = path.join(REPO, 'e2e', 'fixtures', 'anchor-db')
/** Moonraker's own namespace: the API cannot write it, so a test could not seed it either. */
const NOT_RECORDED = new Set(['moonraker'])

type Namespaces = Record<string, unknown>

interface Anchor {
  key: 'fluidd' | 'mainsail'
  archive: string
  /** The config.json that points the build at the printer. */
  config(dist: string, printerUrl: string): Record<string, unknown>
  drive(journey: Journey, appUrl: string, printerUrl: string): Promise<void>
}

const ANCHORS: Anchor[] = [
  {
    key: 'fluidd',
    archive: 'fluidd-v1.37.4-dist.tgz',
    config: (dist, printerUrl) => fillConfigTemplate(hostConfigTemplate(dist)!, printerUrl),
    drive: driveFluidd,
  },
  {
    key: 'mainsail',
    archive: 'mainsail-v2.18.2-dist.tgz',
    // Mainsail connects straight to one printer when its instances live in Moonraker's database.
    config: (_dist, printerUrl) => {
      const url = new URL(printerUrl)
      return { defaultLocale: 'en', defaultMode: 'dark', defaultTheme: 'mainsail', hostname: url.hostname, port: Number(url.port), path: null, instancesDB: 'moonraker', instances: [] }
    },
    drive: driveMainsail,
  },
]

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}

async function readDatabase(printer: BenchPrinter): Promise<Namespaces> {
  const { namespaces } = await printer.get<{ namespaces: string[] }>('/server/database/list')
  const out: Namespaces = {}
  for (const ns of namespaces.sort()) {
    out[ns] = (await printer.get<{ value: unknown }>(`/server/database/item?namespace=${encodeURIComponent(ns)}`)).value
  }
  return out
}

/** The recording printer's address (a random port) written as the usual Moonraker address instead. */
function withPrinterOrigin(value: unknown, origin: string): unknown {
  return JSON.parse(JSON.stringify(value).replaceAll(origin, RECORDED_PRINTER_ORIGIN))
}

/** The unpacked build's folder: the one holding index.html. */
function unpack(archive: string, into: string): string {
  mkdirSync(into, { recursive: true })
  execFileSync('tar', ['xzf', archive, '-C', into])
  const dist = [into, ...readdirSync(into).map((d) => path.join(into, d))].find((d) => readdirSync(d).includes('index.html'))
  if (!dist) throw new Error(`${archive} holds no index.html`)
  return dist
}

/** Console errors and page errors of the other app, shown with the run's output (they are its own). */
function watchErrors(page: Page, into: string[]): void {
  page.on('pageerror', (e) => into.push(`pageerror: ${e.message.split('\n')[0]}`))
  page.on('console', (m) => m.type() === 'error' && into.push(`console: ${m.text().replace(/%c|\s+/g, ' ').slice(0, 160)}`))
}

async function record(anchor: Anchor, anchorsDir: string, workDir: string): Promise<void> {
  const dist = unpack(path.join(anchorsDir, anchor.archive), path.join(workDir, anchor.key))
  const name = dashboardName(dist)
  console.log(`${name}: ${dist}`)
  const printer = await BenchPrinter.start({ timeScale: 1 })
  const server = await serveDist({ dist, port: 0, config: null, securityHeaders: false })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: !process.argv.includes('--headed') })
  try {
    await printer.absoluteCameraUrls()
    server.config = anchor.config(dist, printer.url)
    const before = await readDatabase(printer)
    const base = name.toLowerCase().replace(/\s+/g, '-')
    const written: string[] = []
    /** The namespaces the run created or changed so far, as the fixture `<app>-<version>[-<moment>].json`. */
    const keep = async (moment?: string) => {
      const after = await readDatabase(printer)
      const changed: Namespaces = {}
      for (const [ns, value] of Object.entries(after)) {
        if (NOT_RECORDED.has(ns) || JSON.stringify(before[ns]) === JSON.stringify(value)) continue
        changed[ns] = withPrinterOrigin(value, printer.url)
      }
      const file = path.join(OUT_DIR, `${base}${moment ? `-${moment}` : ''}.json`)
      mkdirSync(OUT_DIR, { recursive: true })
      writeFileSync(file, JSON.stringify(changed, null, 2) + '\n')
      written.push(`  ${path.relative(REPO, file)}: ${Object.keys(changed).join(', ')}`)
    }
    const page = await (await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' })).newPage()
    page.setDefaultTimeout(8000)
    const errors: string[] = []
    watchErrors(page, errors)
    const journey = new Journey(page, workDir, anchor.key, keep)
    await anchor.drive(journey, server.url, printer.url)
    // Writes still under way (debounced saves) land before the read.
    await page.waitForTimeout(2000)
    await keep()
    console.log([...journey.summary(), '  fixtures (namespaces written):', ...written].join('\n'))
    if (errors.length) console.log(`  ${name}'s own errors in the browser console (${errors.length}):\n` + [...new Set(errors)].slice(0, 15).map((e) => `    ${e}`).join('\n'))
  } finally {
    await browser.close().catch(() => undefined)
    await server.close()
    await printer.stop()
  }
}

const anchorsDir = path.resolve(option('anchors') ?? path.join(REPO, '..', 'shared', 'anchors'))
const only = option('only')
const workDir = mkdtempSync(path.join(os.tmpdir(), 'anchor-db-'))
try {
  for (const anchor of ANCHORS.filter((a) => !only || a.key === only)) await record(anchor, anchorsDir, workDir)
} finally {
  // Screenshots of failed steps stay for a look; the unpacked builds go.
  for (const a of ANCHORS) rmSync(path.join(workDir, a.key), { recursive: true, force: true })
  console.log(`screenshots of failed steps, if any: ${workDir}`)
}
