import { describe, expect, it } from 'vitest'
import { currentLayer, FlowTracker, finishTime, formatCounter, layerAt, progressPercent, timeEstimates, totalLayers, volumetricFlow } from './print-progress'

describe('layers (SPEC §9 formula)', () => {
  it('computes ceil((z − first) / height + 1)', () => {
    expect(layerAt(0.2, 0.2, 0.2)).toBe(1)
    expect(layerAt(0.4, 0.2, 0.2)).toBe(2)
    expect(layerAt(0.41, 0.2, 0.2)).toBe(3)
    expect(layerAt(10.2, 0.3, 0.2)).toBe(51)
    expect(layerAt(0, 0.2, 0.2)).toBe(0)
    expect(layerAt(5, 0.2, 0)).toBe(0)
  })
  it('prefers Klipper’s layer info, then the formula once printing', () => {
    const meta = { first_layer_height: 0.2, layer_height: 0.2, object_height: 10 }
    expect(currentLayer({ infoLayer: 7, z: 3, printDuration: 10, meta })).toBe(7)
    expect(currentLayer({ infoLayer: null, z: 1.0, printDuration: 10, meta })).toBe(5)
    expect(currentLayer({ z: 1.0, printDuration: 0, meta })).toBe(0)
    expect(currentLayer({ z: 1.0, printDuration: 5, meta: null })).toBe(0)
  })
  it('counts layers from info, slicer count or object height', () => {
    expect(totalLayers({ infoTotal: 42 })).toBe(42)
    expect(totalLayers({ meta: { layer_count: 60 } })).toBe(60)
    expect(totalLayers({ meta: { first_layer_height: 0.2, layer_height: 0.2, object_height: 10 } })).toBe(50)
    expect(totalLayers({ meta: {} })).toBe(0)
  })
})

describe('flow', () => {
  it('is cross-section area times length over time', () => {
    const area = Math.PI * 0.875 ** 2
    expect(volumetricFlow(10, 2)).toBeCloseTo((area * 10) / 2)
    expect(volumetricFlow(10, 0)).toBe(0)
    expect(volumetricFlow(10, 1, 2.85)).toBeCloseTo(Math.PI * 1.425 ** 2 * 10)
  })
  it('is computed only once 2 s have passed', () => {
    const tracker = new FlowTracker()
    expect(tracker.sample(100, 10)).toBe(0)
    expect(tracker.sample(105, 11)).toBe(0)
    const flow = tracker.sample(110, 12)
    expect(flow).toBeCloseTo(volumetricFlow(10, 2))
    expect(tracker.sample(111, 13)).toBe(flow)
    expect(tracker.sample(50, 14)).toBe(0)
  })
})

describe('time estimates', () => {
  const input = { printDuration: 600, progress: 0.25, filamentUsed: 1000, filamentTotal: 5000, slicerTime: 3000 }
  it('estimates by file progress, filament and slicer', () => {
    const t = timeEstimates(input)
    expect(t.duration).toEqual({ left: 0, total: 600 })
    expect(t.file).toEqual({ left: 1800, total: 2400 })
    expect(t.filament).toEqual({ left: 2400, total: 3000 })
    expect(t.slicer).toEqual({ left: 2400, total: 3000 })
  })
  it('gives 0 when a method has nothing to go on', () => {
    const t = timeEstimates({ printDuration: 0, progress: 0, filamentUsed: 0 })
    expect(t.file.left).toBe(0)
    expect(t.filament.left).toBe(0)
    expect(t.slicer.left).toBe(0)
    expect(timeEstimates({ ...input, slicerTime: 100 }).slicer.left).toBe(0)
  })
  it('turns seconds left into a finish time', () => {
    expect(finishTime(1_000_000, 60)).toBe(1_060_000)
    expect(finishTime(1_000_000, 0)).toBe(0)
  })
})

describe('progress and counters', () => {
  it('floors progress to whole percent', () => {
    expect(progressPercent(0.999)).toBe(99)
    expect(progressPercent(1)).toBe(100)
    expect(progressPercent(undefined)).toBe(0)
  })
  it('formats counters', () => {
    expect(formatCounter(3725)).toBe('1:02:05')
    expect(formatCounter(59)).toBe('0:00:59')
    expect(formatCounter(100 * 3600)).toBe('100:00:00')
  })
})
