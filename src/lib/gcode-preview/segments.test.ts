import { describe, expect, it } from 'vitest'
import { modelOf } from './model'
import { parseAll } from './stream'
import { buildSegments, SEGMENT_BUDGET, segmentBudget, SOFTWARE_SEGMENT_BUDGET } from './segments'

const lines = ['M83', ';LAYER_CHANGE', 'G1 Z0.2', 'G1 X0 Y0']
for (let i = 1; i <= 400; i++) lines.push(`G1 X${(i * 0.1).toFixed(1)} Y0 E0.01`)
lines.push(';LAYER_CHANGE', 'G1 Z0.4', 'G1 X0 Y5', 'G1 X10 Y5 E1')
const model = modelOf(parseAll(new TextEncoder().encode(lines.join('\n'))))

describe('3D segments', () => {
  it('one segment per extrusion when under budget, with the layer ends for the slider', () => {
    const s = buildSegments(model, 'feature')
    expect(s.vertices).toBe(2 * 401)
    expect(Array.from(s.layerEnd)).toEqual([800, 802])
  })
  it('simplifies runs of short extrusions over budget, keeping the path ends', () => {
    const s = buildSegments(model, 'layer', 40)
    expect(s.vertices / 2).toBeLessThanOrEqual(60)
    const lastOfLayer0 = s.layerEnd[0] - 1
    expect(s.positions[lastOfLayer0 * 3]).toBeCloseTo(40)
  })
})

describe('segment budget', () => {
  it('is smaller on software WebGL', () => {
    expect(segmentBudget('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)')).toBe(SOFTWARE_SEGMENT_BUDGET)
    expect(segmentBudget('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(SOFTWARE_SEGMENT_BUDGET)
    expect(segmentBudget('ANGLE (NVIDIA, NVIDIA GeForce GTX 1060)')).toBe(SEGMENT_BUDGET)
  })
})
