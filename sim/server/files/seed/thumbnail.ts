import { PNG } from 'pngjs'

export type Point = [number, number]

/** An upright prism: a counter-clockwise outline extruded from z0 to z1 (mm, bed coordinates). */
export interface Prism {
  outline: Point[]
  z0: number
  z1: number
}

type Vec3 = [number, number, number]

const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const normalize = (v: Vec3): Vec3 => {
  const l = Math.hypot(...v)
  return [v[0] / l, v[1] / l, v[2] / l]
}

// The slicer's default view: from the front right, above the bed.
const TOWARD_CAMERA = normalize([0.9, -1, 1.05])
const RIGHT = normalize([-TOWARD_CAMERA[1], TOWARD_CAMERA[0], 0])
const UP: Vec3 = normalize([
  TOWARD_CAMERA[1] * RIGHT[2] - TOWARD_CAMERA[2] * RIGHT[1],
  TOWARD_CAMERA[2] * RIGHT[0] - TOWARD_CAMERA[0] * RIGHT[2],
  TOWARD_CAMERA[0] * RIGHT[1] - TOWARD_CAMERA[1] * RIGHT[0],
])
const LIGHT = normalize([-0.35, -0.9, 1.3])

interface Face {
  points: Vec3[]
  normal: Vec3
}

/**
 * Renders objects as shaded prisms in an isometric-like view on a transparent background,
 * the way a slicer's plate thumbnail looks. Each object is a stack of prisms, drawn back to front.
 */
export function renderThumbnail(objects: Prism[][], size: number, rgb: [number, number, number]): Buffer {
  const ss = size <= 64 ? 4 : 2
  const side = size * ss
  const faces = orderedFaces(objects)

  const all = faces.flatMap((f) => f.points.map(project))
  const minX = Math.min(...all.map((p) => p[0]))
  const maxX = Math.max(...all.map((p) => p[0]))
  const minY = Math.min(...all.map((p) => p[1]))
  const maxY = Math.max(...all.map((p) => p[1]))
  const scale = (side * 0.88) / Math.max(maxX - minX, maxY - minY)
  const offX = (side - (maxX - minX) * scale) / 2 - minX * scale
  const offY = (side - (maxY - minY) * scale) / 2 - minY * scale

  const canvas = new Uint8ClampedArray(side * side * 4)
  for (const face of faces) {
    const light = 0.3 + 0.7 * Math.max(0, dot(face.normal, LIGHT))
    const color: Vec3 = [rgb[0] * light, rgb[1] * light, rgb[2] * light]
    const poly = face.points.map(project).map(([x, y]) => [x * scale + offX, y * scale + offY] as Point)
    fillPolygon(canvas, side, poly, color)
  }
  return encode(downsample(canvas, side, ss), size)
}

/** Screen position: x to the right, y downwards. */
function project(p: Vec3): Point {
  return [dot(p, RIGHT), -dot(p, UP)]
}

function orderedFaces(objects: Prism[][]): Face[] {
  const depthOf = (o: Prism[]): number => {
    const pts = o[0].outline
    const cx = pts.reduce((s, p) => s + p[0], 0) / pts.length
    const cy = pts.reduce((s, p) => s + p[1], 0) / pts.length
    return dot([cx, cy, 0], TOWARD_CAMERA)
  }
  const faces: Face[] = []
  for (const object of [...objects].sort((a, b) => depthOf(a) - depthOf(b))) {
    for (const prism of [...object].sort((a, b) => a.z0 - b.z0)) {
      const sides: { face: Face; depth: number }[] = []
      const n = prism.outline.length
      for (let i = 0; i < n; i++) {
        const [ax, ay] = prism.outline[i]
        const [bx, by] = prism.outline[(i + 1) % n]
        const normal = normalize([by - ay, -(bx - ax), 0])
        if (dot(normal, TOWARD_CAMERA) <= 0) continue
        const points: Vec3[] = [
          [ax, ay, prism.z0],
          [bx, by, prism.z0],
          [bx, by, prism.z1],
          [ax, ay, prism.z1],
        ]
        sides.push({ face: { points, normal }, depth: dot([(ax + bx) / 2, (ay + by) / 2, 0], TOWARD_CAMERA) })
      }
      sides.sort((a, b) => a.depth - b.depth)
      faces.push(...sides.map((s) => s.face))
      faces.push({ points: prism.outline.map(([x, y]) => [x, y, prism.z1] as Vec3), normal: [0, 0, 1] })
    }
  }
  return faces
}

/** Where the horizontal line at `y` crosses the polygon's edges (x positions, in edge order). */
export function scanlineCrossings(poly: Point[], y: number): number[] {
  const xs: number[] = []
  for (let i = 0; i < poly.length; i++) {
    const [ax, ay] = poly[i]
    const [bx, by] = poly[(i + 1) % poly.length]
    if (ay <= y === by <= y) continue
    xs.push(ax + ((y - ay) / (by - ay)) * (bx - ax))
  }
  return xs
}

/** Even-odd scanline fill at pixel centres. */
function fillPolygon(canvas: Uint8ClampedArray, side: number, poly: Point[], color: Vec3): void {
  const ys = poly.map((p) => p[1])
  const y0 = Math.max(0, Math.floor(Math.min(...ys)))
  const y1 = Math.min(side - 1, Math.ceil(Math.max(...ys)))
  for (let y = y0; y <= y1; y++) {
    const xs = scanlineCrossings(poly, y + 0.5).sort((a, b) => a - b)
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const from = Math.max(0, Math.ceil(xs[k] - 0.5))
      const to = Math.min(side - 1, Math.floor(xs[k + 1] - 0.5))
      for (let x = from; x <= to; x++) {
        const i = (y * side + x) * 4
        canvas[i] = color[0]
        canvas[i + 1] = color[1]
        canvas[i + 2] = color[2]
        canvas[i + 3] = 255
      }
    }
  }
}

/** Averages ss×ss blocks, weighting colour by coverage so edges blend into the transparency. */
function downsample(canvas: Uint8ClampedArray, side: number, ss: number): Uint8Array {
  const size = side / ss
  const out = new Uint8Array(size * size * 4)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0
      let g = 0
      let b = 0
      let a = 0
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const i = ((y * ss + sy) * side + x * ss + sx) * 4
          const alpha = canvas[i + 3]
          r += canvas[i] * alpha
          g += canvas[i + 1] * alpha
          b += canvas[i + 2] * alpha
          a += alpha
        }
      }
      const o = (y * size + x) * 4
      if (a > 0) {
        out[o] = Math.round(r / a)
        out[o + 1] = Math.round(g / a)
        out[o + 2] = Math.round(b / a)
      }
      out[o + 3] = Math.round(a / (ss * ss))
    }
  }
  return out
}

function encode(pixels: Uint8Array, size: number): Buffer {
  const png = new PNG({ width: size, height: size })
  png.data = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength)
  // One fixed filter instead of trying all five per row: much faster, barely larger.
  return PNG.sync.write(png, { filterType: 4 })
}
