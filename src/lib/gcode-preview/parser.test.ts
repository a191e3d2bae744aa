import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { arcPoints } from './arcs'
import { modelOf, type GcodeModel } from './model'
import { parseAll } from './stream'
import { MoveKind, R_ARC_MESSAGE } from './types'

const bytes = (text: string) => new TextEncoder().encode(text)
const parse = (text: string, chunk?: number, batch?: number): GcodeModel => modelOf(parseAll(bytes(text), chunk, batch))
const kinds = (m: GcodeModel) => Array.from(m.kind.subarray(0, m.count))
const point = (m: GcodeModel, i: number) => [m.x[i], m.y[i], m.z[i]].map((v) => Number(v.toFixed(3)))

const TESTDATA = join(import.meta.dirname, 'testdata', 'two-cubes.gcode')

describe('the committed two-cube file', () => {
  const text = readFileSync(TESTDATA, 'utf8')
  const m = parse(text)

  it('finds both layers from the slicer comments', () => {
    expect(m.layerCount).toBe(2)
    expect(Array.from(m.layerZ.subarray(0, 2)).map((z) => Number(z.toFixed(2)))).toEqual([0.2, 0.4])
  })

  it('reads the objects with their outlines and tags each move', () => {
    expect(m.objects.map((o) => o.name)).toEqual(['CUBE_A', 'CUBE_B'])
    expect(m.objects[0].center).toEqual([15, 15])
    expect(m.objects[1].polygon).toHaveLength(4)
    const objectOfExtrusions = new Set<number>()
    for (let i = 0; i < m.count; i++) if (m.kind[i] === MoveKind.extrude) objectOfExtrusions.add(m.object[i])
    expect([...objectOfExtrusions].sort()).toEqual([0, 1])
  })

  it('follows G91 inside a layer back to G90', () => {
    const [start, end] = m.layerRange(1)
    const extrusions = []
    for (let i = start; i < end; i++) if (m.kind[i] === MoveKind.extrude) extrusions.push(point(m, i))
    expect(extrusions.slice(0, 4)).toEqual([
      [20, 10, 0.4],
      [20, 20, 0.4],
      [10, 20, 0.4],
      [10, 10, 0.4],
    ])
  })

  it('marks firmware and plain retractions and the tool', () => {
    const k = kinds(m)
    expect(k.filter((x) => x === MoveKind.retract)).toHaveLength(2)
    expect(k.filter((x) => x === MoveKind.unretract)).toHaveLength(2)
    expect(m.tool[m.count - 1]).toBe(1)
    expect(m.tool[0]).toBe(0)
    expect(m.features).toEqual(['', 'External perimeter', 'Internal infill'])
  })

  it('gives the same result however the bytes are chunked and batched', () => {
    const small = parse(text, 7, 3)
    expect(small.count).toBe(m.count)
    expect(Array.from(small.x.subarray(0, small.count))).toEqual(Array.from(m.x.subarray(0, m.count)))
    expect(Array.from(small.layerStart.subarray(0, 2))).toEqual(Array.from(m.layerStart.subarray(0, 2)))
    expect(Array.from(small.filePos.subarray(0, small.count))).toEqual(Array.from(m.filePos.subarray(0, m.count)))
  })

  it('maps a file position to the move printed there', () => {
    const i = m.moveAtFilePosition(text.indexOf('G1 X40 Y20 E0.5'))
    expect(point(m, i)).toEqual([40, 10, 0.2])
    const last = text.lastIndexOf('G1 X30 Y10 E0.5')
    expect(m.filePos[m.count - 1]).toBe(last + 'G1 X30 Y10 E0.5\n'.length)
  })
})

describe('extrusion modes', () => {
  it('absolute E (M82) with G92 resets', () => {
    const m = parse('M82\nG92 E0\nG1 X10 E1\nG1 X20 E2\nG1 E1.5\nG1 E2\nG92 E0\nG1 X30 E0.5\n')
    expect(kinds(m)).toEqual([MoveKind.extrude, MoveKind.extrude, MoveKind.retract, MoveKind.unretract, MoveKind.extrude])
  })

  it('relative E (M83)', () => {
    const m = parse('M83\nG1 X10 E1\nG1 E-1\nG1 E1\nG1 X20 E1\nG1 X30\n')
    expect(kinds(m)).toEqual([MoveKind.extrude, MoveKind.retract, MoveKind.unretract, MoveKind.extrude, MoveKind.travel])
  })

  it('G92 X shifts later absolute coordinates', () => {
    const m = parse('G1 X10 Y0\nG92 X0\nG1 X5\n')
    expect(point(m, 1)).toEqual([15, 0, 0])
  })
})

describe('arcs', () => {
  it('interpolates a G2 half circle through the right side', () => {
    const pts = arcPoints(0, 0, 0, -10, 0, -5, true)
    expect(pts.length / 2).toBeGreaterThan(10)
    const mid = pts.length / 4
    const xs = pts.filter((_, k) => k % 2 === 0)
    expect(Math.min(...xs)).toBeGreaterThan(-0.01)
    expect(Math.max(...xs)).toBeCloseTo(5, 0)
    expect(mid).toBeGreaterThan(0)
    expect(pts.slice(-2)).toEqual([0, -10])
  })

  it('parses G3 with I/J into segments ending on the target, E spread over them', () => {
    const m = parse('G1 X10 Y0\nG3 X-10 Y0 I-10 J0 E2\n')
    expect(m.count).toBeGreaterThan(10)
    expect(point(m, m.count - 1)).toEqual([-10, 0, 0])
    // Counter-clockwise from (10,0) to (-10,0) passes through (0,10).
    const ys = Array.from(m.y.subarray(1, m.count))
    expect(Math.max(...ys)).toBeCloseTo(10, 1)
  })

  it('refuses arcs given by radius (SPEC §8)', () => {
    expect(() => parse('G1 X10\nG2 X20 Y0 R5 E1\n')).toThrow(R_ARC_MESSAGE)
  })
})

describe('layers and labels without EXCLUDE_OBJECT', () => {
  it('splits layers by extrusion height when there are no comments, ignoring Z hops', () => {
    const m = parse('M83\nG1 Z0.2\nG1 X10 E1\nG1 Z0.6\nG1 X0\nG1 Z0.2\nG1 X10 E1\nG1 Z0.4\nG1 X0 E1\n')
    expect(m.layerCount).toBe(2)
  })

  it('reads Cura ;LAYER: comments and "; printing object" labels', () => {
    const m = parse('M83\n;LAYER:0\n; printing object part 1.stl\nG1 Z0.3\nG1 X5 E1\n; stop printing object part 1.stl\nG1 X9 E1\n;LAYER:1\nG1 Z0.5\nG1 X1 E1\n')
    expect(m.layerCount).toBe(2)
    expect(m.objects.map((o) => o.name)).toEqual(['PART_1_STL'])
    expect(m.object[1]).toBe(0)
    expect(m.object[2]).toBe(-1)
  })

  it('an empty file or one with no moves gives no moves and no layers', () => {
    expect(parse('').count).toBe(0)
    const m = parse('; only comments\nM104 S200\nG28\n')
    expect(m.count).toBe(0)
    expect(m.layerCount).toBe(0)
  })
})

const FIXTURES = '/work/shared/fixtures/gcode'
const fixtures: [string, number][] = [
  ['torus_x4_0.2mm_PLA_12m.gcode', 17],
  ['bunny_0.2mm_PLA_4h50m.gcode', 536],
  ['bunny_large_0.1mm_PLA_3d7h.gcode', 2680],
  ['bunny_xl_0.1mm_PLA_16d4h.gcode', 4825],
]

describe.skipIf(!existsSync(FIXTURES))('slicer fixtures: layer counts match the files metadata', () => {
  for (const [name, layers] of fixtures) {
    it(name, () => {
      const data = readFileSync(join(FIXTURES, name))
      const m = modelOf(parseAll(new Uint8Array(data.buffer, data.byteOffset, data.length), 1 << 20))
      // The metadata counts ;LAYER_CHANGE comments (PrusaSlicer): compare with the file itself too.
      const comments = data.toString('latin1').match(/^;LAYER_CHANGE/gm)?.length
      expect(m.layerCount).toBe(layers)
      expect(comments).toBe(layers)
      if (name.startsWith('torus')) expect(m.objects).toHaveLength(4)
    }, 120_000)
  }
})
