import { build } from 'esbuild'
import path from 'node:path'
import type { Plugin } from 'vite'

const QUERY = '?worker-source'

/**
 * `import source from './x.worker.ts?worker-source'`: the worker's code, bundled and minified, as a
 * string, for a worker started from a Blob of it without a request of its own. Vite inlines shared
 * workers as data: URLs, and a worker from a data: URL has an opaque origin: it may not fetch the
 * printer's camera. A blob: URL keeps the page's origin.
 */
export function workerSource(): Plugin {
  return {
    name: 'stratum-worker-source',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true })
      return resolved ? resolved.id + QUERY : null
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null
      const result = await build({ entryPoints: [id.slice(0, -QUERY.length)], bundle: true, format: 'iife', minify: true, write: false, target: 'es2022', metafile: true })
      for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(path.resolve(input))
      return `export default ${JSON.stringify(result.outputFiles[0].text)}`
    },
  }
}
