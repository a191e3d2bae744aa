import type { Plugin } from 'vite'

/** One precache entry as workbox-build writes it; hashed files need no revision. */
export interface PrecacheEntry {
  url: string
  revision: string | null
  size: number
}

export interface ShellScreens {
  /** The modules of the screens the shell shows with no host (relative to the project root). */
  screens: readonly string[]
  /** The shell's own texts, one file per locale in a folder each (`<folder>/<locale>/<file>`): those screens speak every language. */
  texts: { folder: string; file: string }
}

/**
 * What the service worker must hold for the installed app to open with its host away: the code of
 * the screens it shows then (connecting, disconnected, host configuration error) and of everything
 * they import, with their CSS and the shell's texts. Read from the bundle's own module graph at build
 * time, so a screen that moves to another chunk keeps its place in the precache. The eagerly loaded
 * shell itself is in the precache by name (vite.config.ts).
 */
export function shellPrecache(root: string, { screens, texts }: ShellScreens) {
  const base = `${root.replaceAll('\\', '/')}/`
  const screenIds = new Set(screens.map((s) => base + s))
  const isText = (id: string) => {
    const locale = id.startsWith(`${base}${texts.folder}/`) && id.endsWith(`/${texts.file}`) && id.slice(base.length + texts.folder.length + 1, -texts.file.length - 1)
    return !!locale && !locale.includes('/')
  }
  let files: { file: string; size: number }[] = []

  const plugin: Plugin = {
    name: 'stratum-shell-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.entries(bundle).flatMap(([file, o]) => (o.type === 'chunk' ? [[file, o] as const] : [])))
      const kept = new Set<string>()
      const keep = (file: string) => {
        if (kept.has(file)) return
        const chunk = chunks.get(file)
        if (!chunk) return
        kept.add(file)
        for (const css of chunk.viteMetadata?.importedCss ?? []) kept.add(css)
        for (const dep of chunk.imports) keep(dep)
      }
      for (const [file, chunk] of chunks) {
        const ids = chunk.moduleIds.map((id) => id.replaceAll('\\', '/'))
        if (ids.some((id) => screenIds.has(id) || isText(id))) keep(file)
      }
      const missing = [...screenIds].filter((id) => ![...chunks.values()].some((c) => c.moduleIds.some((m) => m.replaceAll('\\', '/') === id)))
      if (missing.length) this.error(`shell screens not in the bundle: ${missing.join(', ')}`)
      files = [...kept].map((file) => {
        const out = bundle[file]
        const size = out.type === 'chunk' ? Buffer.byteLength(out.code) : typeof out.source === 'string' ? Buffer.byteLength(out.source) : out.source.byteLength
        return { file, size }
      })
    },
  }

  /** A workbox manifest transform: adds the screens' files to what the precache globs found. */
  const addScreens = async (entries: PrecacheEntry[]) => {
    const have = new Set(entries.map((e) => e.url))
    const extra = files.filter((f) => !have.has(f.file)).map((f) => ({ url: f.file, revision: null, size: f.size }))
    return { manifest: [...entries, ...extra], warnings: [] }
  }

  return { plugin, addScreens }
}
