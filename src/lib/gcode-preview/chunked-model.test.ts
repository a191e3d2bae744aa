import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PreviewModel } from './chunked-model'
import { modelOf } from './model'
import { parseAll } from './stream'

const text = readFileSync(join(import.meta.dirname, 'testdata', 'two-cubes.gcode'), 'utf8')
const bytes = new TextEncoder().encode(text)
// Small batches so that layers and reads cross chunk boundaries.
const batches = parseAll(bytes, 97, 5)
const flat = modelOf(parseAll(bytes))
const chunked = new PreviewModel()
for (const b of batches) chunked.append(b, flat.bounds, flat.extrusions)

describe('the page model kept as transferred chunks', () => {
  it('holds every move once, in order, without joining the chunks', () => {
    expect(chunked.count).toBe(flat.count)
    expect(chunked.chunks.length).toBeGreaterThan(3)
    const xs: number[] = []
    chunked.forEachRun(0, chunked.count, (c, from, to) => xs.push(...c.x.subarray(from, to)))
    expect(xs).toEqual(Array.from(flat.x.subarray(0, flat.count)))
  })

  it('reads any range across chunks, and where a move starts', () => {
    const kinds: number[] = []
    chunked.forEachRun(7, 23, (c, from, to) => kinds.push(...c.kind.subarray(from, to)))
    expect(kinds).toEqual(Array.from(flat.kind.subarray(7, 23)))
    expect(chunked.startOf(11)).toEqual([flat.x[10], flat.y[10], flat.z[10]])
    expect(chunked.startOf(0)).toEqual([0, 0, 0])
  })

  it('has the same layers, objects and file positions as a whole-file parse', () => {
    expect(chunked.layerCount).toBe(flat.layerCount)
    for (let l = 0; l < flat.layerCount; l++) expect(chunked.layerRange(l)).toEqual(flat.layerRange(l))
    expect(chunked.objects).toEqual(flat.objects)
    for (const pos of [0, 100, 900, bytes.length]) expect(chunked.moveAtFilePosition(pos)).toBe(flat.moveAtFilePosition(pos))
    expect(chunked.layerOfMove(flat.count - 1)).toBe(flat.layerOfMove(flat.count - 1))
  })
})
