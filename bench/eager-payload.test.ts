import { describe, expect, it } from 'vitest'
import { eagerAssets, largestOwners, ownerOf } from './eager-payload'

describe('eagerAssets', () => {
  it('lists the scripts, stylesheets and module preloads index.html loads, not icons or other links', () => {
    const html = `<link rel="stylesheet" href="/assets/base.css">
      <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
      <script src="/color-scheme.js"></script>
      <script type="module" crossorigin src="/assets/index-1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/runtime-2.js">
      <link rel="manifest" href="/manifest.webmanifest">
      <link rel="stylesheet" crossorigin href="/assets/index-3.css">`
    expect(eagerAssets(html)).toEqual(['/assets/base.css', '/color-scheme.js', '/assets/index-1.js', '/assets/runtime-2.js', '/assets/index-3.css'])
  })
})

describe('ownerOf', () => {
  it('names the npm package (scoped or not) or the source folder', () => {
    expect(ownerOf('node_modules/.pnpm/x/node_modules/@mantine/core/esm/Box.mjs')).toBe('@mantine/core')
    expect(ownerOf('node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom')
    expect(ownerOf('src/state/printer.ts')).toBe('src/state')
    expect(ownerOf('src/app/layout/AppBar.tsx')).toBe('src/app')
    expect(ownerOf('src/main.tsx')).toBe('src/main.tsx')
  })
})

describe('largestOwners', () => {
  it("splits each file's gzip bytes in proportion to its owners' own sizes and adds them up per owner", () => {
    const report = { 'assets/index.js': { 'node_modules/react-dom/a.js': 300, 'src/state/a.ts': 50, 'src/state/b.ts': 50, 'node_modules/zustand/z.js': 100 } }
    const owners = largestOwners([{ path: '/assets/index.js', raw: 500, gzip: 100 }, { path: '/assets/x.css', raw: 10, gzip: 5 }], report)
    expect(owners).toEqual([
      { name: 'react-dom', gzip: 60 },
      { name: 'src/state', gzip: 20 },
      { name: 'zustand', gzip: 20 },
    ])
  })
})
