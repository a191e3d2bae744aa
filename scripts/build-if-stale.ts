import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const INPUTS = ['src', 'index.html', 'public', 'package.json', 'vite.config.ts', 'scripts/vite-mantine-css.ts', 'scripts/csp.ts', 'scripts/vite-chunk-report.ts', 'scripts/vite-shell-precache.ts']

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0
  const st = statSync(p)
  if (!st.isDirectory()) return st.mtimeMs
  let newest = st.mtimeMs
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)))
  return newest
}

/** True when dist/ is missing or older than any source file. */
export function buildIsStale(): boolean {
  const built = path.join(ROOT, 'dist', 'index.html')
  if (!existsSync(built)) return true
  const builtAt = statSync(built).mtimeMs
  return INPUTS.some((i) => newestMtime(path.join(ROOT, i)) > builtAt)
}

export function buildIfStale(): void {
  if (!buildIsStale()) return
  console.log('Building the dashboard…')
  // Build beside dist/ and swap it in whole, so a server reading dist/ never sees a half-written build.
  const staging = path.join(ROOT, `.dist-${process.pid}`)
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn', '--outDir', staging, '--emptyOutDir'], { cwd: ROOT, stdio: 'inherit' })
  const old = path.join(ROOT, `.dist-old-${process.pid}`)
  const dist = path.join(ROOT, 'dist')
  if (existsSync(dist)) renameSync(dist, old)
  renameSync(staging, dist)
  rmSync(old, { recursive: true, force: true })
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale()
