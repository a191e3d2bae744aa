import { describe, expect, it } from 'vitest'
import { currentLayer, FlowTracker, finishTime, formatFinish, layerAt, totalLayers, volumetricFlow } from './print-figures'
import {
  fileRelativeProgress,
  methodsForChoice,
  printProgress,
  progressChoice,
  progressMethods,
  progressPercent,
  timeLeft,
  type ProgressMethod,
} from './print-progress'

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

describe('file progress relative to the G-code body', () => {
  // The quick test square: a 29 696-byte file whose body runs from byte 8845 to 27 418.
  const body = { gcodeStartByte: 8845, gcodeEndByte: 27418 }
  it.each([
    ['still in the thumbnail header', { ...body, filePosition: 4000, fileProgress: 0.135 }, 0],
    ['at the first command (virtual_sdcard reads 29 %)', { ...body, filePosition: 8845, fileProgress: 0.298 }, 0],
    ['half way through the body', { ...body, filePosition: 8845 + 9286.5, fileProgress: 0.61 }, 0.5],
    ['past the end of the body (end comments)', { ...body, filePosition: 29000, fileProgress: 0.98 }, 1],
    ['without the byte range: virtual_sdcard.progress', { filePosition: 5000, fileProgress: 0.42 }, 0.42],
    ['with an empty byte range: virtual_sdcard.progress', { gcodeStartByte: 10, gcodeEndByte: 10, filePosition: 5000, fileProgress: 0.3 }, 0.3],
    ['nothing known', {}, 0],
  ])('%s', (_, input, expected) => {
    expect(fileRelativeProgress(input)).toBeCloseTo(expected, 6)
  })
})

describe('print progress by the chosen methods', () => {
  const input = {
    filePosition: 8845 + 18573 * 0.4,
    fileProgress: 0.55,
    gcodeStartByte: 8845,
    gcodeEndByte: 27418,
    printDuration: 600,
    estimatedTime: 3000,
    filamentUsed: 1000,
    filamentTotal: 5000,
  }
  it.each<[string, ProgressMethod[], number]>([
    ['file (relative)', ['file'], 0.4],
    ['file (absolute)', ['fileAbsolute'], 0.55],
    ['slicer: print_duration / estimated_time', ['slicer'], 0.2],
    ['filament: used / total', ['filament'], 0.2],
    ['mix of file and filament', ['file', 'filament'], 0.3],
    ['mix of all four', ['file', 'fileAbsolute', 'slicer', 'filament'], (0.4 + 0.55 + 0.2 + 0.2) / 4],
  ])('%s', (_, methods, expected) => {
    expect(printProgress(input, methods)).toBeCloseTo(expected, 6)
  })
  it.each<[string, Parameters<typeof printProgress>[0], ProgressMethod[], number]>([
    ['the header before the first move is 0 % by every method', { ...input, filePosition: 4000, printDuration: 0, filamentUsed: 0 }, ['file', 'filament'], 0],
    ['slicer without an estimate falls back to the file', { ...input, estimatedTime: undefined }, ['slicer'], 0.4],
    ['filament without a total falls back to the file', { ...input, filamentTotal: 0 }, ['filament'], 0.4],
    ['mix takes what is available', { ...input, filamentTotal: undefined }, ['file', 'filament'], 0.4],
    ['a print over its estimate stays at 100 %', { ...input, printDuration: 4000 }, ['slicer'], 1],
    ['a complete print is 100 %', { ...input, state: 'complete' }, ['slicer'], 1],
  ])('%s', (_, given, methods, expected) => {
    expect(printProgress(given, methods)).toBeCloseTo(expected, 6)
  })
})

describe('the stored progress setting (Fluidd’s printProgressCalculation)', () => {
  it.each<[unknown, ProgressMethod[], string]>([
    [undefined, ['file'], 'file'],
    [[], ['file'], 'file'],
    [['slicer'], ['slicer'], 'slicer'],
    [['filament', 'file'], ['file', 'filament'], 'mix'],
    [['fileAbsolute'], ['fileAbsolute'], 'file'],
    [['bogus', 'filament'], ['filament'], 'filament'],
    ['slicer', ['slicer'], 'slicer'],
  ])('%j reads as %j (%s)', (stored, methods, choice) => {
    expect(progressMethods(stored)).toEqual(methods)
    expect(progressChoice(stored)).toBe(choice)
  })
  it('stores each choice as a list', () => {
    expect(methodsForChoice('file')).toEqual(['file'])
    expect(methodsForChoice('slicer')).toEqual(['slicer'])
    expect(methodsForChoice('filament')).toEqual(['filament'])
    expect(methodsForChoice('mix')).toEqual(['file', 'filament'])
    for (const c of ['file', 'slicer', 'filament', 'mix'] as const) expect(progressChoice(methodsForChoice(c))).toBe(c)
  })
})

describe('time left and finish', () => {
  it.each([
    ['a quarter done after 10 min', 600, 0.25, 1800],
    ['slicer progress gives estimated − printed', 600, 600 / 3000, 2400],
    ['nothing printed yet: unknown', 0, 0.3, 0],
    ['no progress yet: unknown', 600, 0, 0],
    ['done', 600, 1, 0],
  ])('%s', (_, duration, progress, expected) => {
    expect(timeLeft(duration, progress)).toBeCloseTo(expected, 6)
  })
  it('turns seconds left into a finish time', () => {
    expect(finishTime(1_000_000, 60)).toBe(1_060_000)
    expect(finishTime(1_000_000, 0)).toBe(0)
  })
  it('formats the finish in the user’s 12/24 h format, naming the day when it is not today', () => {
    const now = new Date(2026, 0, 31, 10, 0).getTime()
    const later = new Date(2026, 0, 31, 13, 5).getTime()
    const tomorrow = new Date(2026, 1, 1, 2, 30).getTime()
    const h12 = { dateformat: 'MMM. DD,', timeformat: 'hh:mm a', locale: 'en' }
    const h24 = { dateformat: 'DD MMM.', timeformat: 'HH:mm', locale: 'en' }
    expect(formatFinish(later, now, h12)).toBe('01:05 pm')
    expect(formatFinish(later, now, h24)).toBe('13:05')
    expect(formatFinish(tomorrow, now, h12)).toBe('Feb 1 02:30 am')
    expect(formatFinish(tomorrow, now, h24)).toBe('1 Feb 02:30')
    expect(formatFinish(0, now, h24)).toBe('')
  })
})

describe('progress', () => {
  it('floors progress to whole percent', () => {
    expect(progressPercent(0.999)).toBe(99)
    expect(progressPercent(1)).toBe(100)
    expect(progressPercent(undefined)).toBe(0)
  })
})
