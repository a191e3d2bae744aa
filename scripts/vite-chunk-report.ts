import { minifySync } from 'rolldown/utils'
import type { Plugin } from 'vite'
import { gzipSync } from 'node:zlib'
import { ownerOf } from '../bench/eager-payload.ts'

/** Where the build leaves what the eagerly loaded chunks are made of, for the payload check (scripts/payload.ts). */
export const CHUNK_REPORT = '.vite/eager-chunks.json'

export interface ChunkReport {
  /** Eager output file → each owner's (npm package or source folder) code in it: minified, gzip, bytes. */
  [file: string]: Record<string, number>
}

/**
 * Writes what the entry chunk and the chunks it imports statically are made of, so a payload over
 * budget names its cause. Each owner's code is minified and gzipped on its own: the shares are
 * estimates (the real file compresses across owners), the check scales them to the file.
 */
export function chunkReport(root: string): Plugin {
  const base = `${root.replaceAll('\\', '/')}/`
  return {
    name: 'stratum-chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.entries(bundle).flatMap(([file, o]) => (o.type === 'chunk' ? [[file, o] as const] : [])))
      const eager = new Set<string>()
      const visit = (file: string) => {
        if (eager.has(file) || !chunks.has(file)) return
        eager.add(file)
        for (const dep of chunks.get(file)!.imports) visit(dep)
      }
      for (const [file, chunk] of chunks) if (chunk.isEntry) visit(file)
      const report: ChunkReport = {}
      for (const file of eager) {
        const code = new Map<string, string[]>()
        for (const [id, m] of Object.entries(chunks.get(file)!.modules)) {
          if (!m.code) continue
          const owner = ownerOf(id.replaceAll('\\', '/').replace(base, ''))
          code.set(owner, [...(code.get(owner) ?? []), m.code])
        }
        report[file] = Object.fromEntries(
          [...code].map(([owner, parts]) => [owner, gzipSync(minifySync(`${owner}.js`, parts.join('\n'), { compress: true, mangle: { toplevel: true } }).code).length]),
        )
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_REPORT, source: JSON.stringify(report) })
    },
  }
}
