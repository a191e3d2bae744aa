import { describe, expect, it } from 'vitest'
import { heapComposition, type HeapSnapshot } from './heap-snapshot'
import { compositionLine } from '../scenarios/soak-figures'

describe('heapComposition', () => {
  it('adds self sizes by kind: the page\'s data, compiled code, the browser\'s objects', () => {
    const types = ['hidden', 'array', 'string', 'object', 'code', 'closure', 'regexp', 'number', 'native', 'synthetic', 'concatenated string', 'sliced string', 'symbol', 'bigint', 'object shape']
    const t = (name: string) => types.indexOf(name)
    // type, name, id, self_size, edge_count
    const node = (type: string, size: number, name = 0) => [t(type), name, 1, size, 0]
    const snap: HeapSnapshot = {
      snapshot: { meta: { node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'], node_types: [types] } },
      nodes: [...node('object', 100), ...node('string', 40), ...node('closure', 32), ...node('code', 500), ...node('code', 300, 1), ...node('code', 30, 2), ...node('native', 64), ...node('synthetic', 0), ...node('object shape', 16)],
      strings: ['Object', 'system / InstructionStream', 'system / TrustedByteArray'],
    }
    expect(heapComposition(snap)).toEqual({ js: 188, code: 830, jit: 330, native: 64, total: 1082 })
  })

  it('is written as from → to under the curve', () => {
    const c = (sim: number, js: number) => ({ sim, js, code: 5e6, jit: 2e6, native: 1e6, total: js + 6e6 })
    expect(compositionLine({ from: c(3600, 4e6), to: c(8 * 3600, 4.1e6) })).toBe(
      'heap snapshots 1:00 → 8:00: js 4.00 MB → 4.10 MB, code 5.00 MB → 5.00 MB (optimised 2.00 MB → 2.00 MB), native 1.00 MB → 1.00 MB, total 10.00 MB → 10.10 MB',
    )
    expect(compositionLine({ from: null, to: null })).toBe('')
  })
})
