import type { Plugin } from 'vite'

/** V8's explicit compile hint: compile every function of this file while the file streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * Marks the files whose code a cold load runs almost all of (the entry, the files it imports, and the
 * named chunks: the first screen's) for eager compilation. Chromium then compiles them on a background thread as they
 * download, where it would otherwise compile each function on the main thread the first time it is
 * called. Other files stay lazily compiled: most of their functions may never run. The hint must be
 * the file's first line, so it goes in after every other plugin has written the file; the source map
 * moves down a line with it.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: 'stratum-compile-hints',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []))
        const eager = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]))
        for (const chunk of chunks) {
          if (!eager.has(chunk.fileName) && !chunkNames.includes(chunk.name)) continue
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`
          if (!chunk.map) continue
          chunk.map.mappings = `;${chunk.map.mappings}`
          const mapFile = bundle[`${chunk.fileName}.map`]
          if (mapFile?.type === 'asset') mapFile.source = chunk.map.toString()
        }
      },
    },
  }
}
