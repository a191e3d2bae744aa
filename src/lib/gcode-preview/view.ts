/** SPEC §9: the 2D preview zooms between 0.95 and 20 times the fitted view. */
export const MIN_ZOOM = 0.95
export const MAX_ZOOM = 20

export interface Rect {
  minX: number
  minY: number
  maxX: number
  maxY: number
}

/** Where the drawing sits: zoom over the fitted scale, and a pan in screen pixels. */
export interface ViewState {
  zoom: number
  panX: number
  panY: number
}

export interface Flip {
  horizontal: boolean
  vertical: boolean
}

export const clampZoom = (z: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z))

/** Maps printer millimetres to canvas pixels and back. */
export class ViewTransform {
  readonly scale: number
  private readonly ox: number
  private readonly oy: number
  private readonly sx: number
  private readonly sy: number

  constructor(
    readonly area: Rect,
    readonly width: number,
    readonly height: number,
    readonly view: ViewState,
    flip: Flip,
  ) {
    const w = Math.max(area.maxX - area.minX, 1)
    const h = Math.max(area.maxY - area.minY, 1)
    const fit = Math.min(width / w, height / h)
    this.scale = fit * view.zoom
    this.sx = flip.horizontal ? -1 : 1
    // Screen y grows downward; flip vertical (the default) puts the printer's Y+ up.
    this.sy = flip.vertical ? -1 : 1
    const cx = (area.minX + area.maxX) / 2
    const cy = (area.minY + area.maxY) / 2
    this.ox = width / 2 + view.panX - this.sx * cx * this.scale
    this.oy = height / 2 + view.panY - this.sy * cy * this.scale
  }

  /** The affine matrix for CanvasRenderingContext2D.setTransform (mm → px). */
  matrix(): [number, number, number, number, number, number] {
    return [this.sx * this.scale, 0, 0, this.sy * this.scale, this.ox, this.oy]
  }

  toScreen(x: number, y: number): [number, number] {
    return [this.ox + this.sx * x * this.scale, this.oy + this.sy * y * this.scale]
  }

  toWorld(px: number, py: number): [number, number] {
    return [(px - this.ox) / (this.sx * this.scale), (py - this.oy) / (this.sy * this.scale)]
  }
}

/** Zooms by a factor around a screen point, keeping the point under the cursor still. */
export function zoomAt(view: ViewState, factor: number, px: number, py: number, width: number, height: number): ViewState {
  const zoom = clampZoom(view.zoom * factor)
  const k = zoom / view.zoom
  // A screen point p relative to the centre c moves as c + pan + (p - c - pan) * k.
  const cx = width / 2 + view.panX
  const cy = height / 2 + view.panY
  return { zoom, panX: view.panX + (px - cx) * (1 - k), panY: view.panY + (py - cy) * (1 - k) }
}

/** Is a point inside a polygon (even-odd rule)? */
export function insidePolygon(x: number, y: number, polygon: readonly (readonly [number, number])[]): boolean {
  let inside = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]
    const [xj, yj] = polygon[j]
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}
