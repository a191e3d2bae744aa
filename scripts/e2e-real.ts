/**
 * `npm run e2e:real`: the dashboard, console, files, editor, macro prompt and paper test e2e specs against a genuine Moonraker
 * (STRATUM_REAL_PRINTER, default http://127.0.0.1:7190). Skips cleanly when none answers.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const url = (process.env.STRATUM_REAL_PRINTER || 'http://127.0.0.1:7190').replace(/\/$/, '')
const SPECS = ['e2e/dashboard-controls.spec.ts', 'e2e/dashboard-layout.spec.ts', 'e2e/dashboard-print.spec.ts', 'e2e/console.spec.ts', 'e2e/console-filters.spec.ts', 'e2e/files.spec.ts', 'e2e/files-editor.spec.ts', 'e2e/macro-prompt.spec.ts', 'e2e/manual-probe.spec.ts', 'e2e/calibrate.spec.ts']

async function isReady(): Promise<boolean> {
  try {
    const res = await fetch(`${url}/server/info`, { signal: AbortSignal.timeout(3000) })
    return res.ok && ((await res.json()) as { result?: { klippy_state?: string } }).result?.klippy_state === 'ready'
  } catch {
    return false
  }
}
const ready = await isReady()
if (!ready) {
  console.log(`No ready Moonraker at ${url}: e2e:real skipped (set STRATUM_REAL_PRINTER to a Moonraker URL).`)
  process.exit(0)
}
console.log(`Running ${SPECS.length} e2e specs against ${url}`)
// One worker: a real printer is one machine, and its prints and moves do not run in parallel.
const root = path.resolve(import.meta.dirname, '..')
const r = spawnSync(process.execPath, [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--workers=1', ...SPECS, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STRATUM_REAL_PRINTER: url },
})
process.exit(r.status ?? 1)
