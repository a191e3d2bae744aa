/**
 * Collects t('key', 'English text') calls of the default 'app' namespace into
 * src/i18n/locales/en/app.json, so translators see every shell string. Run: npx tsx scripts/i18n-extract.ts
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const DIRS = ['src/app', 'src/ui', 'src/features/auth', 'src/features/instances', 'src/features/notifications', 'src/features/power', 'src/features/settings', 'src/features/system', 'src/features/history', 'src/features/tune', 'src/features/timelapse', 'src/features/cameras']

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f)
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : []
  })
}

const out: Record<string, Record<string, string>> = {}
for (const file of DIRS.flatMap((d) => files(path.join(ROOT, d)))) {
  const text = readFileSync(file, 'utf8')
  for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'\s*,\s*(['"])((?:\\.|(?!\2).)*)\2/g)) {
    const [group, ...rest] = m[1].split('.')
    const key = rest.join('.')
    if (!key) continue
    ;(out[group] ??= {})[key] = m[3].replace(/\\(['"])/g, '$1')
  }
}
const sorted = Object.fromEntries(Object.keys(out).sort().map((g) => [g, Object.fromEntries(Object.entries(out[g]).sort(([a], [b]) => a.localeCompare(b)))]))
writeFileSync(path.join(ROOT, 'src/i18n/locales/en/app.json'), JSON.stringify(sorted, null, 2) + '\n')
console.log(`${Object.values(out).reduce((n, g) => n + Object.keys(g).length, 0)} strings`)
