import { useEffect, useRef, useState } from 'react'
import { insidePolygon, ViewTransform, zoomAt, type Flip, type Rect, type ViewState } from '../../lib/gcode-preview/view'
import type { PreviewModel } from '../../lib/gcode-preview/chunked-model'
import type { ViewerOptions } from '../../state/gcode-preview'
import { render2d, type LineSettings, type Palette, type PreviewObject } from './render2d'

export interface Canvas2DProps {
  model: PreviewModel | null
  version: number
  layer: number
  options: ViewerOptions
  lines: LineSettings
  flip: Flip
  printedUpTo: number
  area: Rect
  bed: Rect | null
  objects: PreviewObject[]
  palette: Palette
  onObjectClick?(name: string): void
}

const FIT: ViewState = { zoom: 1, panX: 0, panY: 0 }

/** The 2D layer view: canvas drawing plus pan (drag), zoom (wheel, pinch) and object picking. */
export function Canvas2D(props: Canvas2DProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const [size, setSize] = useState({ w: 0, h: 0 })
  const [view, setView] = useState<ViewState>(FIT)
  const latest = useRef({ props, view, size })
  latest.current = { props, view, size }

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    const ro = new ResizeObserver(([entry]) => setSize({ w: entry.contentRect.width, h: entry.contentRect.height }))
    ro.observe(canvas)
    return () => ro.disconnect()
  }, [])

  // What the frame shows of the model: while a file streams in, batches that do not touch the shown
  // layers (or the ghosts beside it) cause no redraw.
  const m = props.model
  const shown = m ? `${m.layerCount > 0}|${m.layerRange(props.layer)}|${m.layerRange(props.layer - 1)}|${m.layerRange(props.layer + 1)}` : ''

  // Draw at most once a frame, whatever changed.
  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas || size.w === 0 || size.h === 0) return
    const id = requestAnimationFrame(() => {
      const dpr = window.devicePixelRatio || 1
      const w = Math.round(size.w * dpr), h = Math.round(size.h * dpr)
      if (canvas.width !== w || canvas.height !== h) {
        canvas.width = w
        canvas.height = h
      }
      const ctx = canvas.getContext('2d')
      if (!ctx) return
      const p = latest.current.props
      const t = new ViewTransform(p.area, size.w, size.h, view, p.flip)
      render2d({ ctx, t, dpr, model: p.model, layer: p.layer, options: p.options, lines: p.lines, printedUpTo: p.printedUpTo, bed: p.bed, objects: p.objects, palette: p.palette })
    })
    return () => cancelAnimationFrame(id)
  }, [size, view, shown, props.layer, props.options, props.lines, props.flip, props.printedUpTo, props.area, props.bed, props.objects, props.palette, props.model])

  // Pointer gestures: one pointer pans, two pinch-zoom; a press without movement picks an object.
  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    const pointers = new Map<number, { x: number; y: number }>()
    let moved = false
    let pinch = 0
    const local = (e: PointerEvent | WheelEvent) => {
      const r = canvas.getBoundingClientRect()
      return { x: e.clientX - r.left, y: e.clientY - r.top }
    }
    const down = (e: PointerEvent) => {
      canvas.setPointerCapture(e.pointerId)
      pointers.set(e.pointerId, local(e))
      moved = false
      if (pointers.size === 2) {
        const [a, b] = [...pointers.values()]
        pinch = Math.hypot(a.x - b.x, a.y - b.y)
      }
    }
    const move = (e: PointerEvent) => {
      const prev = pointers.get(e.pointerId)
      if (!prev) return
      const now = local(e)
      if (Math.abs(now.x - prev.x) + Math.abs(now.y - prev.y) > 2) moved = true
      const { w, h } = latest.current.size
      if (pointers.size === 1) {
        setView((v) => ({ ...v, panX: v.panX + now.x - prev.x, panY: v.panY + now.y - prev.y }))
      } else if (pointers.size === 2) {
        pointers.set(e.pointerId, now)
        const [a, b] = [...pointers.values()]
        const dist = Math.hypot(a.x - b.x, a.y - b.y)
        if (pinch > 0) setView((v) => zoomAt(v, dist / pinch, (a.x + b.x) / 2, (a.y + b.y) / 2, w, h))
        pinch = dist
        return
      }
      pointers.set(e.pointerId, now)
    }
    const up = (e: PointerEvent) => {
      const at = pointers.get(e.pointerId)
      pointers.delete(e.pointerId)
      if (!at || moved || pointers.size > 0) return
      const { props: p, view: v, size: s } = latest.current
      if (!p.onObjectClick) return
      const [wx, wy] = new ViewTransform(p.area, s.w, s.h, v, p.flip).toWorld(at.x, at.y)
      const hit = p.objects.find((o) => !o.excluded && o.polygon && insidePolygon(wx, wy, o.polygon))
      if (hit) p.onObjectClick(hit.name)
    }
    const wheel = (e: WheelEvent) => {
      e.preventDefault()
      const at = local(e)
      const { w, h } = latest.current.size
      setView((v) => zoomAt(v, Math.exp(-e.deltaY * 0.0015), at.x, at.y, w, h))
    }
    canvas.addEventListener('pointerdown', down)
    canvas.addEventListener('pointermove', move)
    canvas.addEventListener('pointerup', up)
    canvas.addEventListener('pointercancel', up)
    canvas.addEventListener('wheel', wheel, { passive: false })
    return () => {
      canvas.removeEventListener('pointerdown', down)
      canvas.removeEventListener('pointermove', move)
      canvas.removeEventListener('pointerup', up)
      canvas.removeEventListener('pointercancel', up)
      canvas.removeEventListener('wheel', wheel)
    }
  }, [])

  return (
    <canvas
      ref={canvasRef}
      data-testid="gcode-preview-canvas"
      data-zoom={view.zoom.toFixed(2)}
      onDoubleClick={() => setView(FIT)}
      style={{ width: '100%', height: '100%', display: 'block', touchAction: 'none', cursor: 'grab' }}
    />
  )
}
