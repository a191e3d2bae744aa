import type { CDPSession } from 'playwright-core'

/** The parts of a V8 heap snapshot (HeapProfiler.takeHeapSnapshot) the composition reads. */
export interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }
  nodes: number[]
  strings: string[]
}

/**
 * Where the heap's bytes are, by the kind of node: `js` the page's own data (objects, arrays,
 * strings, numbers, closures, their shapes), `code` what V8 compiled (bytecode and optimised code,
 * which grows while functions warm up and stays bounded by the app's code), `native` the browser's
 * objects the heap holds on to (DOM, styles, the performance timeline's capped buffers). `jit` is
 * the part of `code` that is machine code the optimising compilers wrote for hot functions.
 */
export interface HeapComposition {
  js: number
  code: number
  jit: number
  native: number
  total: number
}

const CODE = new Set(['code'])
const NATIVE = new Set(['native', 'synthetic', 'hidden'])
/** V8's names for optimised machine code and the tables beside it (deoptimisation data, positions). */
const JIT = new Set(['system / InstructionStream', 'system / Code', 'system / TrustedByteArray', 'system / ProtectedFixedArray'])

export function heapComposition(snap: HeapSnapshot): HeapComposition {
  const fields = snap.snapshot.meta.node_fields
  const types = snap.snapshot.meta.node_types[0]
  const typeAt = fields.indexOf('type')
  const sizeAt = fields.indexOf('self_size')
  const nameAt = fields.indexOf('name')
  const out: HeapComposition = { js: 0, code: 0, jit: 0, native: 0, total: 0 }
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    const type = types[snap.nodes[i + typeAt]]
    const size = snap.nodes[i + sizeAt]
    if (CODE.has(type)) {
      out.code += size
      if (JIT.has(snap.strings[snap.nodes[i + nameAt]])) out.jit += size
    } else if (NATIVE.has(type)) out.native += size
    else out.js += size
    out.total += size
  }
  return out
}

/** A heap snapshot of the page (after a forced GC), read whole: tens of MB of JSON for a dashboard. */
export async function takeHeapSnapshot(cdp: CDPSession): Promise<HeapSnapshot> {
  const chunks: string[] = []
  const onChunk = (e: { chunk: string }) => {
    chunks.push(e.chunk)
  }
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk)
  try {
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk)
  }
  return JSON.parse(chunks.join('')) as HeapSnapshot
}
