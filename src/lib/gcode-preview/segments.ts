import type { GcodeModel } from './model'
import { MoveKind } from './types'

/** Line segments for the 3D view: two vertices a segment, colour per vertex (RGB bytes). */
export interface ExtrusionSegments {
  positions: Float32Array
  colors: Uint8Array
  /** Vertex count up to the end of each layer (the layer slider sets the draw range from it). */
  layerEnd: Uint32Array
  vertices: number
}

export type ColorMode = 'feature' | 'layer'

/** Segments a software-rendered view still turns smoothly; bigger files are simplified to about this. */
export const SEGMENT_BUDGET = 450_000

/** Software WebGL (SwiftShader, llvmpipe: no GPU) turns far fewer lines at 30 fps. */
export const SOFTWARE_SEGMENT_BUDGET = 120_000

/** The segment budget for a WebGL renderer, by its name (UNMASKED_RENDERER_WEBGL). */
export function segmentBudget(renderer: string): number {
  return /swiftshader|llvmpipe|softpipe|software/i.test(renderer) ? SOFTWARE_SEGMENT_BUDGET : SEGMENT_BUDGET
}

const FEATURE_COLORS: [RegExp, [number, number, number]][] = [
  [/external perimeter|wall-outer/i, [255, 140, 0]],
  [/overhang/i, [0, 80, 255]],
  [/perimeter|wall-inner|wall/i, [255, 220, 40]],
  [/top solid|top/i, [230, 40, 40]],
  [/bridge/i, [80, 140, 255]],
  [/solid infill|skin/i, [200, 40, 200]],
  [/internal infill|infill|fill/i, [190, 50, 50]],
  [/gap fill/i, [255, 255, 255]],
  [/skirt|brim/i, [0, 160, 130]],
  [/support/i, [40, 200, 40]],
]

export function featureColor(name: string): [number, number, number] {
  for (const [re, c] of FEATURE_COLORS) if (re.test(name)) return c
  let h = 0
  for (let i = 0; i < name.length; i++) h = (h * 31 + name.charCodeAt(i)) >>> 0
  return hsl((h % 360) / 360, 0.6, 0.55)
}

export function hsl(h: number, s: number, l: number): [number, number, number] {
  const f = (n: number) => {
    const k = (n + h * 12) % 12
    const a = s * Math.min(l, 1 - l)
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [f(0), f(8), f(4)]
}

/** Total extruded path length in the XY plane (to pick the simplification step). */
function extrudedLength(m: GcodeModel): number {
  let len = 0
  for (let i = 1; i < m.count; i++) if (m.kind[i] === MoveKind.extrude) len += Math.hypot(m.x[i] - m.x[i - 1], m.y[i] - m.y[i - 1])
  return len
}

/**
 * Builds the extrusion segments. Files with more extrusions than the budget are simplified: runs of
 * short consecutive extrusions are replaced by chords at least `step` mm long, which keeps outlines
 * and drops detail below what the screen shows.
 */
export function buildSegments(m: GcodeModel, mode: ColorMode, budget = SEGMENT_BUDGET): ExtrusionSegments {
  const step = m.extrusions > budget ? (extrudedLength(m) / budget) * 0.8 : 0
  const cap = Math.min(m.extrusions, Math.ceil(budget * 1.6)) + 16
  let positions = new Float32Array(cap * 6)
  let colors = new Uint8Array(cap * 6)
  const layerEnd = new Uint32Array(m.layerCount)
  const featureRgb = m.features.map(featureColor)
  const zSpan = Math.max(m.bounds.maxZ - m.bounds.minZ, 1e-6)
  let v = 0
  const push = (x0: number, y0: number, z0: number, x1: number, y1: number, z1: number, rgb: [number, number, number]) => {
    if ((v + 2) * 3 > positions.length) {
      const p = new Float32Array(positions.length * 2)
      p.set(positions)
      positions = p
      const c = new Uint8Array(colors.length * 2)
      c.set(colors)
      colors = c
    }
    const o = v * 3
    positions[o] = x0
    positions[o + 1] = y0
    positions[o + 2] = z0
    positions[o + 3] = x1
    positions[o + 4] = y1
    positions[o + 5] = z1
    colors[o] = colors[o + 3] = rgb[0]
    colors[o + 1] = colors[o + 4] = rgb[1]
    colors[o + 2] = colors[o + 5] = rgb[2]
    v += 2
  }
  for (let l = 0; l < m.layerCount; l++) {
    const [start, end] = m.layerRange(l)
    const layerRgb = mode === 'layer' ? hsl(0.7 - 0.7 * ((m.layerZ[l] - m.bounds.minZ) / zSpan), 0.75, 0.55) : null
    let open = -1 // start move of a chord being collected
    for (let i = Math.max(start, 1); i < end; i++) {
      if (m.kind[i] !== MoveKind.extrude) {
        open = -1
        continue
      }
      const rgb = layerRgb ?? featureRgb[m.feature[i]] ?? [200, 200, 200]
      if (step === 0) {
        push(m.x[i - 1], m.y[i - 1], m.z[i - 1], m.x[i], m.y[i], m.z[i], rgb)
        continue
      }
      if (open < 0 || m.feature[i] !== m.feature[open + 1]) open = i - 1
      const last = i + 1 >= end || m.kind[i + 1] !== MoveKind.extrude || m.feature[i + 1] !== m.feature[i]
      if (last || Math.hypot(m.x[i] - m.x[open], m.y[i] - m.y[open]) >= step) {
        push(m.x[open], m.y[open], m.z[open], m.x[i], m.y[i], m.z[i], rgb)
        open = i
      }
    }
    layerEnd[l] = v
  }
  return { positions: positions.subarray(0, v * 3), colors: colors.subarray(0, v * 3), layerEnd, vertices: v }
}
