/**
 * `npm test`: typecheck, lint, unit tests, the eager payload check, the benchmark runner's smoke run and the e2e tests, then one
 * line with the totals of every suite, so a run that executed nothing is visible as such.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const BIN = path.join(ROOT, 'node_modules', '.bin')
const RESULTS = path.join(ROOT, 'test-results')

interface Tally {
  passed: number
  failed: number
  skipped: number
}

function run(label: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${label}`)
  const started = Date.now()
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } })
  console.log(`  ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return result.status === 0
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T
  } catch {
    return null
  }
}

const suites: Record<string, Tally> = {}
const one = (ok: boolean): Tally => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 })

mkdirSync(RESULTS, { recursive: true })

// The e2e tests drive Debian's Chromium; install it on a fresh machine when we are allowed to.
if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') && process.getuid?.() === 0) {
  run('install chromium', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null'])
}

/** Like run, but in the background with its output held back until it ends, so two can share the machine. */
function runQuietly(label: string, command: string, args: string[]): Promise<boolean> {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: '1' } })
    const output: Buffer[] = []
    child.stdout.on('data', (b: Buffer) => output.push(b))
    child.stderr.on('data', (b: Buffer) => output.push(b))
    child.on('close', (code) => {
      console.log(`\n▶ ${label}`)
      process.stdout.write(Buffer.concat(output))
      console.log(`  ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      resolve(code === 0)
    })
  })
}

// tsc and eslint each keep one core busy: on two cores they run side by side.
const [typecheckOk, lintOk] = await Promise.all([
  runQuietly('typecheck', path.join(BIN, 'tsc'), ['--noEmit', '-p', 'tsconfig.json']),
  runQuietly('lint', path.join(BIN, 'eslint'), ['.', '--max-warnings=-1']),
])
suites.typecheck = one(typecheckOk)
suites.lint = one(lintOk)

const unitFile = path.join(RESULTS, 'unit.json')
rmSync(unitFile, { force: true })
const unitOk = run('unit', path.join(BIN, 'vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${unitFile}`])
interface UnitReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  testResults?: { name: string; assertionResults?: { fullName: string; status: string }[] }[]
}
const unit = readJson<UnitReport>(unitFile)
const unitFailures = (unit?.testResults ?? []).flatMap((file) =>
  (file.assertionResults ?? []).filter((a) => a.status === 'failed').map((a) => `${path.relative(ROOT, file.name)} › ${a.fullName}`),
)
suites.unit = unit
  ? { passed: unit.numPassedTests, failed: unit.numFailedTests + (unitOk || unit.numFailedTests ? 0 : 1), skipped: unit.numPendingTests + unit.numTodoTests }
  : one(false)

// Builds dist/ when it is stale; the e2e tests below then run on that build.
suites.payload = one(run('payload', path.join(BIN, 'tsx'), ['scripts/payload.ts']))

if (existsSync(path.join(ROOT, 'bench', 'run.ts'))) {
  suites['bench smoke'] = one(run('bench smoke', path.join(BIN, 'tsx'), ['bench/run.ts', '--smoke']))
}

const e2eFile = path.join(RESULTS, 'e2e.json')
rmSync(e2eFile, { force: true })
const e2eOk = run('e2e', path.join(BIN, 'playwright'), ['test'])
const e2e = readJson<{ stats: { expected: number; unexpected: number; skipped: number; flaky: number } }>(e2eFile)
suites.e2e = e2e
  ? { passed: e2e.stats.expected + e2e.stats.flaky, failed: e2e.stats.unexpected + (e2eOk || e2e.stats.unexpected ? 0 : 1), skipped: e2e.stats.skipped }
  : one(false)

console.log('')
for (const failure of unitFailures) console.log(`  unit failed: ${failure}`)
for (const [name, t] of Object.entries(suites)) console.log(`  ${name.padEnd(12)} ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`)
const total = Object.values(suites).reduce((a, t) => ({ passed: a.passed + t.passed, failed: a.failed + t.failed, skipped: a.skipped + t.skipped }), { passed: 0, failed: 0, skipped: 0 })
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`)
process.exit(total.failed > 0 ? 1 : 0)
