import { describe, expect, it } from 'vitest'
import { meshDifference, resampleMesh, sampleMesh, type MeshGrid } from './difference'

const plane = (cols: number, rows: number, f: (x: number, y: number) => number, min: [number, number] = [0, 0], max: [number, number] = [100, 100]): MeshGrid => ({
  matrix: Array.from({ length: rows }, (_, j) =>
    Array.from({ length: cols }, (_, i) => f(min[0] + ((max[0] - min[0]) * i) / (cols - 1), min[1] + ((max[1] - min[1]) * j) / (rows - 1))),
  ),
  min,
  max,
})

describe('mesh difference', () => {
  it('samples bilinearly between points and clamps outside', () => {
    const m = plane(2, 2, (x, y) => x / 100 + y / 100)
    expect(sampleMesh(m, 50, 50)).toBeCloseTo(1, 10)
    expect(sampleMesh(m, 25, 0)).toBeCloseTo(0.25, 10)
    expect(sampleMesh(m, -10, 200)).toBeCloseTo(1, 10)
  })
  it('resamples onto a finer grid exactly for a plane', () => {
    const m = plane(3, 3, (x, y) => 0.01 * x - 0.002 * y)
    const r = resampleMesh(m, [0, 0], [100, 100], 5, 5)
    expect(r.matrix[4][2]).toBeCloseTo(0.01 * 50 - 0.002 * 100, 10)
  })
  it('subtracts meshes of different sizes on the finer common grid', () => {
    const a = plane(5, 5, (x, y) => 0.001 * x + 0.002 * y)
    const b = plane(3, 3, (x) => 0.001 * x)
    const d = meshDifference(a, b)!
    expect(d.matrix.length).toBe(5)
    expect(d.matrix[0].length).toBe(5)
    // A − B = 0.002·y, whatever x is
    expect(d.matrix[0][3]).toBeCloseTo(0, 10)
    expect(d.matrix[2][1]).toBeCloseTo(0.1, 10)
    expect(d.matrix[4][4]).toBeCloseTo(0.2, 10)
  })
  it('uses only the area both meshes cover', () => {
    const a = plane(3, 3, () => 0.1, [0, 0], [200, 200])
    const b = plane(7, 4, () => 0.05, [50, 20], [150, 220])
    const d = meshDifference(a, b)!
    expect(d.min).toEqual([50, 20])
    expect(d.max).toEqual([150, 200])
    expect(d.matrix.length).toBe(4)
    expect(d.matrix[0].length).toBe(7)
    expect(d.matrix.flat().every((v) => Math.abs(v - 0.05) < 1e-9)).toBe(true)
  })
  it('gives nothing for an empty mesh', () => {
    expect(meshDifference({ matrix: [[]], min: [0, 0], max: [0, 0] }, plane(2, 2, () => 0))).toBeUndefined()
  })
})
