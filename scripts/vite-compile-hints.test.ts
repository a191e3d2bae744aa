import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, compileHints } from './vite-compile-hints'

type Hook = { handler(options: unknown, bundle: Record<string, unknown>): void }

const chunk = (fileName: string, name: string, extra: Record<string, unknown> = {}) => ({
  type: 'chunk',
  fileName,
  name,
  isEntry: false,
  imports: [] as string[],
  code: 'const a=1;\nexport{a}',
  map: { mappings: 'AAAA;AACA', toString(this: { mappings: string }) { return JSON.stringify({ version: 3, mappings: this.mappings }) } },
  ...extra,
})

describe('compile hints', () => {
  it('puts the hint first in the entry, its imports and the named chunks, and moves their maps a line down', () => {
    const bundle: Record<string, ReturnType<typeof chunk> | { type: 'asset'; fileName: string; source: string }> = {
      'index.js': chunk('index.js', 'index', { isEntry: true, imports: ['runtime.js'] }),
      'index.js.map': { type: 'asset', fileName: 'index.js.map', source: '{}' },
      'runtime.js': chunk('runtime.js', 'rolldown-runtime', { map: null }),
      'dashboard.js': chunk('dashboard.js', 'dashboard'),
      'three.js': chunk('three.js', 'three'),
    }
    ;(compileHints(['dashboard']).generateBundle as unknown as Hook).handler({}, bundle)
    const code = (file: string) => (bundle[file] as ReturnType<typeof chunk>).code
    for (const file of ['index.js', 'runtime.js', 'dashboard.js']) expect(code(file)).toBe(`${COMPILE_HINT}\nconst a=1;\nexport{a}`)
    expect(code('three.js')).toBe('const a=1;\nexport{a}')
    expect((bundle['index.js'] as ReturnType<typeof chunk>).map?.mappings).toBe(';AAAA;AACA')
    expect(JSON.parse((bundle['index.js.map'] as { source: string }).source).mappings).toBe(';AAAA;AACA')
    expect((bundle['three.js'] as ReturnType<typeof chunk>).map?.mappings).toBe('AAAA;AACA')
  })
})
