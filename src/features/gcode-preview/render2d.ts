import type { PreviewModel } from '../../lib/gcode-preview/chunked-model'
import { MoveKind } from '../../lib/gcode-preview/types'
import type { Rect, ViewTransform } from '../../lib/gcode-preview/view'
import type { ViewerOptions } from '../../state/gcode-preview'

export interface PreviewObject {
  name: string
  polygon?: [number, number][]
  center?: [number, number]
  excluded: boolean
  current: boolean
}

export interface Palette {
  background: string
  grid: string
  extrusion: string
  printed: string
  ghost: string
  lower: string
  move: string
  retract: string
  unretract: string
  object: string
  objectCurrent: string
  excluded: string
  text: string
}

export interface LineSettings {
  extrusionLineWidth: number
  moveLineWidth: number
  retractionIconSize: number
  drawBackground: boolean
  groupLowerLayers: boolean
}

export interface Frame {
  ctx: CanvasRenderingContext2D
  t: ViewTransform
  dpr: number
  model: PreviewModel | null
  layer: number
  options: ViewerOptions
  lines: LineSettings
  /** Last move the printer has run (following a print), -1 when not printing this file. */
  printedUpTo: number
  bed: Rect | null
  objects: PreviewObject[]
  palette: Palette
}

/** Strokes the moves of [start, end) whose kind is `kind` as one path, reading the model chunk by chunk. */
function strokeMoves(ctx: CanvasRenderingContext2D, m: PreviewModel, start: number, end: number, kind: number, color: string, width: number): void {
  start = Math.max(start, 0)
  if (end <= start) return
  ctx.beginPath()
  let [px, py] = m.startOf(start)
  let penX = Number.NaN, penY = Number.NaN
  m.forEachRun(start, end, (c, from, to) => {
    const { x, y, kind: k } = c
    for (let i = from; i < to; i++) {
      const cx = x[i], cy = y[i]
      if (k[i] === kind) {
        if (px !== penX || py !== penY) ctx.moveTo(px, py)
        ctx.lineTo(cx, cy)
        penX = cx
        penY = cy
      }
      px = cx
      py = cy
    }
  })
  ctx.strokeStyle = color
  ctx.lineWidth = width
  ctx.stroke()
}

function dots(ctx: CanvasRenderingContext2D, m: PreviewModel, start: number, end: number, kind: number, color: string, size: number): void {
  ctx.beginPath()
  const r = size / 2
  m.forEachRun(start, end, (c, from, to) => {
    for (let i = from; i < to; i++) {
      if (c.kind[i] !== kind) continue
      ctx.moveTo(c.x[i] + r, c.y[i])
      ctx.arc(c.x[i], c.y[i], r, 0, Math.PI * 2)
    }
  })
  ctx.fillStyle = color
  ctx.fill()
}

function drawBed(f: Frame, px: number): void {
  const { ctx, bed, palette } = f
  if (!bed) return
  ctx.fillStyle = palette.background
  ctx.fillRect(bed.minX, bed.minY, bed.maxX - bed.minX, bed.maxY - bed.minY)
  ctx.beginPath()
  for (let x = Math.ceil(bed.minX / 10) * 10; x <= bed.maxX; x += 10) {
    ctx.moveTo(x, bed.minY)
    ctx.lineTo(x, bed.maxY)
  }
  for (let y = Math.ceil(bed.minY / 10) * 10; y <= bed.maxY; y += 10) {
    ctx.moveTo(bed.minX, y)
    ctx.lineTo(bed.maxX, y)
  }
  ctx.strokeStyle = palette.grid
  ctx.lineWidth = px
  ctx.stroke()
}

function drawObjects(f: Frame, px: number): void {
  const { ctx, objects, palette } = f
  for (const o of objects) {
    if (!o.polygon || o.polygon.length < 3) continue
    ctx.beginPath()
    o.polygon.forEach(([x, y], k) => (k === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)))
    ctx.closePath()
    ctx.fillStyle = o.excluded ? palette.excluded : o.current ? palette.objectCurrent : palette.object
    ctx.globalAlpha = o.excluded ? 0.25 : o.current ? 0.3 : 0.12
    ctx.fill()
    ctx.globalAlpha = 1
    ctx.strokeStyle = o.excluded ? palette.excluded : o.current ? palette.objectCurrent : palette.object
    ctx.lineWidth = (o.current ? 2 : 1) * px
    ctx.stroke()
    if (o.excluded) {
      // Struck through: both diagonals of the outline's box.
      const xs = o.polygon.map((p) => p[0]), ys = o.polygon.map((p) => p[1])
      const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
      ctx.beginPath()
      ctx.moveTo(x0, y0)
      ctx.lineTo(x1, y1)
      ctx.moveTo(x0, y1)
      ctx.lineTo(x1, y0)
      ctx.lineWidth = 2 * px
      ctx.stroke()
    }
  }
}

function drawLabels(f: Frame): void {
  const { ctx, objects, t, dpr, palette } = f
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
  ctx.font = '12px sans-serif'
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  for (const o of objects) {
    const c = o.center ?? centroid(o.polygon)
    if (!c) continue
    const [sx, sy] = t.toScreen(c[0], c[1])
    // Names longer than the outline is wide are cut to fit, so neighbours never overlap.
    const room = o.polygon?.length ? outlineWidth(o.polygon) * t.scale : 160
    const label = fitText(ctx, o.name, room)
    if (!label) continue
    ctx.fillStyle = o.excluded ? palette.excluded : palette.text
    ctx.fillText(label, sx, sy)
  }
}

function outlineWidth(p: [number, number][]): number {
  let min = Infinity, max = -Infinity
  for (const q of p) {
    if (q[0] < min) min = q[0]
    if (q[0] > max) max = q[0]
  }
  return max - min
}

function fitText(ctx: CanvasRenderingContext2D, text: string, room: number): string {
  if (ctx.measureText(text).width <= room) return text
  for (let n = text.length - 1; n >= 3; n--) {
    const cut = `…${text.slice(-n)}`
    if (ctx.measureText(cut).width <= room) return cut
  }
  return ''
}

function centroid(p?: [number, number][]): [number, number] | null {
  if (!p?.length) return null
  return [p.reduce((a, q) => a + q[0], 0) / p.length, p.reduce((a, q) => a + q[1], 0) / p.length]
}

/** Draws one frame of the 2D layer view. */
export function render2d(f: Frame): void {
  const { ctx, t, dpr, model: m, layer, options: o, lines, palette } = f
  const [a, b, c, d, e, g] = t.matrix()
  ctx.setTransform(1, 0, 0, 1, 0, 0)
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height)
  ctx.setTransform(a * dpr, b, c, d * dpr, e * dpr, g * dpr)
  ctx.lineCap = 'round'
  ctx.lineJoin = 'round'
  const px = 1 / t.scale // one CSS pixel in millimetres
  if (lines.drawBackground) drawBed(f, px)
  drawObjects(f, px)
  if (m && m.layerCount > 0) {
    const extrusionWidth = Math.max(lines.extrusionLineWidth, px)
    const [start, end] = m.layerRange(layer)
    if (lines.groupLowerLayers && layer > 1) strokeMoves(ctx, m, 0, m.layerRange(layer - 1)[0], MoveKind.extrude, palette.lower, extrusionWidth)
    if (o.showPreviousLayer && layer > 0) {
      const [ps, pe] = m.layerRange(layer - 1)
      strokeMoves(ctx, m, ps, pe, MoveKind.extrude, palette.ghost, extrusionWidth)
    }
    if (o.showNextLayer && layer + 1 < m.layerCount) {
      const [ns, ne] = m.layerRange(layer + 1)
      strokeMoves(ctx, m, ns, ne, MoveKind.extrude, palette.ghost, extrusionWidth)
    }
    if (o.showCurrentLayer) {
      const printedEnd = f.printedUpTo >= start ? Math.min(end, f.printedUpTo + 1) : start
      if (o.showExtrusions) {
        strokeMoves(ctx, m, printedEnd, end, MoveKind.extrude, palette.extrusion, extrusionWidth)
        strokeMoves(ctx, m, start, printedEnd, MoveKind.extrude, palette.printed, extrusionWidth)
      }
      if (o.showMoves) strokeMoves(ctx, m, start, end, MoveKind.travel, palette.move, Math.max(lines.moveLineWidth, px * 0.5))
      if (o.showRetractions) {
        dots(ctx, m, start, end, MoveKind.retract, palette.retract, Math.max(lines.retractionIconSize, 3 * px))
        dots(ctx, m, start, end, MoveKind.unretract, palette.unretract, Math.max(lines.retractionIconSize, 3 * px) * 0.7)
      }
    }
  }
  drawLabels(f)
}
