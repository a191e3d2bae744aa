/**
 * The payload check of `npm test`: the JS and CSS that the built index.html loads before the app runs,
 * gzip, against its budget in bench/budgets.json (initial-payload / eager_js_css_gzip). Over budget it
 * fails, with the largest owners of those bytes so the cause is visible.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { loadBudgets } from '../bench/budgets'
import { eagerAssets, largestOwners, sizeOf, type EagerFile } from '../bench/eager-payload'
import { buildIfStale } from './build-if-stale'
import { CHUNK_REPORT, type ChunkReport } from './vite-chunk-report'

const ROOT = path.resolve(import.meta.dirname, '..')
const DIST = path.join(ROOT, 'dist')
const KIB = 1024

buildIfStale()
const html = readFileSync(path.join(DIST, 'index.html'), 'utf8')
const files: EagerFile[] = eagerAssets(html).map((p) => sizeOf(p, readFileSync(path.join(DIST, p.split('?')[0]))))
const total = files.reduce((a, f) => a + f.gzip, 0) / KIB
const budget = loadBudgets().find((b) => b.scenario === 'initial-payload' && b.metric === 'eager_js_css_gzip')
if (!budget?.max) throw new Error('bench/budgets.json has no initial-payload eager_js_css_gzip budget')

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1).padStart(7)} KiB`
console.log('JS and CSS index.html loads eagerly (gzip):')
for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kib(f.gzip)}  ${f.path}`)
console.log(`  ${kib(total * KIB)}  total, budget ≤ ${budget.max} KiB`)

const over = total > budget.max
const reportFile = path.join(DIST, CHUNK_REPORT)
if (existsSync(reportFile)) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as ChunkReport
  console.log(over ? 'Largest parts of it, where the bytes can be won back:' : 'Largest parts of it:')
  for (const o of largestOwners(files, report, over ? 15 : 6)) console.log(`  ${kib(o.gzip)}  ${o.name}`)
}
if (over) {
  console.log(`Eager payload ${total.toFixed(1)} KiB is over its budget of ${budget.max} KiB.`)
  process.exit(1)
}
