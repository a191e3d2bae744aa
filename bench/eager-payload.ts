import { gzipSync } from 'node:zlib'
import type { ChunkReport } from '../scripts/vite-chunk-report'

export interface EagerFile {
  /** The path index.html names, e.g. /assets/index-abc.js. */
  path: string
  raw: number
  gzip: number
}

/** The JS and CSS files index.html makes the browser fetch before the app runs: scripts, stylesheets, module preloads. */
export function eagerAssets(html: string): string[] {
  const found: string[] = []
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => tag.match(new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i'))?.[1] ?? null
    const url = tag.toLowerCase().startsWith('<script') ? attr('src') : /^(stylesheet|modulepreload)$/i.test(attr('rel') ?? '') ? attr('href') : null
    if (url && /\.(m?js|css)(\?|$)/.test(url) && !found.includes(url)) found.push(url)
  }
  return found
}

export function sizeOf(path: string, body: Buffer): EagerFile {
  return { path, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
}

/** A module's owner: its npm package, or its source folder (src/state, src/app/layout …). */
export function ownerOf(id: string): string {
  const pkg = id.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (pkg) return pkg[1]
  const parts = id.replace(/^\/+/, '').split('/')
  return parts.length > 2 ? parts.slice(0, parts[0] === 'src' ? 2 : 1).join('/') : parts.join('/')
}

export interface Owner {
  name: string
  /** Its share of the eager gzip bytes: each file's gzip size split by its owners' own minified gzip sizes. */
  gzip: number
}

/** The largest owners of the eager payload, from the build's chunk report. */
export function largestOwners(files: EagerFile[], report: ChunkReport, limit = 12): Owner[] {
  const owners = new Map<string, number>()
  for (const f of files) {
    const modules = report[f.path.replace(/^\//, '')]
    if (!modules) continue
    const total = Object.values(modules).reduce((a, b) => a + b, 0)
    for (const [id, bytes] of Object.entries(modules)) owners.set(ownerOf(id), (owners.get(ownerOf(id)) ?? 0) + (f.gzip * bytes) / total)
  }
  return [...owners].map(([name, gzip]) => ({ name, gzip })).sort((a, b) => b.gzip - a.gzip).slice(0, limit)
}
