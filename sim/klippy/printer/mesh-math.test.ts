import { describe, expect, it } from 'vitest'
import { interpolateMesh, type MeshParams } from './mesh-math'

const params = (algo: string, count: number, pps: number): MeshParams => ({
  min_x: 0, max_x: 100, min_y: 0, max_y: 100, x_count: count, y_count: count, mesh_x_pps: pps, mesh_y_pps: pps, algo, tension: 0.2,
})

describe('mesh interpolation', () => {
  it('lagrange runs one polynomial through every probed point: a quadratic bed comes out exact', () => {
    const f = (x: number, y: number) => 0.001 * x * x - 0.0005 * y * y + 0.01
    const probed = [0, 1, 2].map((j) => [0, 1, 2].map((i) => f(i * 50, j * 50)))
    const mesh = interpolateMesh(probed, params('lagrange', 3, 2))
    expect(mesh.length).toBe(7)
    mesh.forEach((row, j) => row.forEach((z, i) => expect(z).toBeCloseTo(f((i * 100) / 6, (j * 100) / 6), 6)))
  })

  it('bicubic keeps the probed points and bends between them with tangents scaled by the tension', () => {
    const probed = [[0, 1, 0, 1], [0, 1, 0, 1], [0, 1, 0, 1], [0, 1, 0, 1]]
    const mesh = interpolateMesh(probed, params('bicubic', 4, 1))
    // Midpoint of 0→1 with tangents 0.2·(1−0) and 0.2·(0−0): 0.5 + 0.125·0.2 = 0.525; the last segment mirrors it.
    expect(mesh[0]).toEqual([0, 0.525, 1, 0.5, 0, 0.475, 1])
    expect(mesh[1]).toEqual(mesh[0])
  })

  it('a mesh without points per segment is the probed matrix itself', () => {
    const probed = [[0.1, 0.2, 0.3], [0.2, 0.3, 0.4], [0.3, 0.4, 0.5]]
    expect(interpolateMesh(probed, params('bicubic', 3, 0))).toEqual(probed)
  })
})
