import { describe, expect, it } from 'vitest'
import { clampZoom, insidePolygon, MAX_ZOOM, MIN_ZOOM, ViewTransform, zoomAt } from './view'

describe('2D view transform', () => {
  const area = { minX: 0, minY: 0, maxX: 200, maxY: 100 }
  it('fits the area and flips Y up by default', () => {
    const t = new ViewTransform(area, 400, 400, { zoom: 1, panX: 0, panY: 0 }, { horizontal: false, vertical: true })
    expect(t.scale).toBe(2)
    expect(t.toScreen(0, 0)).toEqual([0, 300])
    expect(t.toScreen(200, 100)).toEqual([400, 100])
    expect(t.toWorld(400, 100)).toEqual([200, 100])
  })
  it('flips horizontally', () => {
    const t = new ViewTransform(area, 400, 400, { zoom: 1, panX: 0, panY: 0 }, { horizontal: true, vertical: false })
    expect(t.toScreen(0, 0)).toEqual([400, 100])
  })
  it('clamps zoom to 0.95–20 and keeps the cursor point still', () => {
    expect(clampZoom(100)).toBe(MAX_ZOOM)
    expect(clampZoom(0.1)).toBe(MIN_ZOOM)
    const v = zoomAt({ zoom: 1, panX: 0, panY: 0 }, 2, 300, 200, 400, 400)
    const before = new ViewTransform(area, 400, 400, { zoom: 1, panX: 0, panY: 0 }, { horizontal: false, vertical: false }).toWorld(300, 200)
    const after = new ViewTransform(area, 400, 400, v, { horizontal: false, vertical: false }).toWorld(300, 200)
    expect(after[0]).toBeCloseTo(before[0])
    expect(after[1]).toBeCloseTo(before[1])
  })
  it('picks points inside an outline', () => {
    const sq: [number, number][] = [[0, 0], [10, 0], [10, 10], [0, 10]]
    expect(insidePolygon(5, 5, sq)).toBe(true)
    expect(insidePolygon(15, 5, sq)).toBe(false)
  })
})
