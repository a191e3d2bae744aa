import { describe, expect, it } from 'vitest'
import { DEFAULT_PREFERENCES, inQuietHours, matrixFor, readPreferences } from './preferences'

describe('alert preferences', () => {
  it('read over the defaults: wrong kinds and unknown values fall back, known ones stay', () => {
    expect(readPreferences(null)).toEqual(DEFAULT_PREFERENCES)
    const read = readPreferences({ matrix: { complete: { sound: false, desktop: 'yes' }, nope: {} }, volume: 7, quietHours: { enabled: true, from: '23:30', to: '25:00' }, layer: 12, progress: 0, mutedPrinters: ['http://a/', 3] })
    expect(read.matrix.complete.sound).toBe(false)
    expect(read.matrix.complete.desktop).toBe(true)
    expect(read.volume).toBe(DEFAULT_PREFERENCES.volume)
    expect(read.quietHours).toEqual({ enabled: true, from: '23:30', to: '07:00' })
    expect(read.layer).toBe(12)
    expect(read.progress).toBeNull()
    expect(read.mutedPrinters).toEqual(['http://a/'])
  })

  it('give a printer its own matrix where the user chose one, the shared one elsewhere', () => {
    const read = readPreferences({ matrix: { paused: { sound: false } }, printerMatrix: { 'http://voron/': { paused: { desktop: false } }, 'http://bad/': 3 } })
    expect(matrixFor(read, 'http://voron/').paused).toMatchObject({ sound: false, desktop: false, toast: true })
    expect(matrixFor(read, 'http://ender/').paused).toMatchObject({ sound: false, desktop: true })
    expect(Object.keys(read.printerMatrix)).toEqual(['http://voron/'])
  })

  it('keep quiet hours that run past midnight', () => {
    const p = { ...DEFAULT_PREFERENCES, quietHours: { enabled: true, from: '22:00', to: '07:00' } }
    const at = (h: number, m = 0) => new Date(2026, 0, 1, h, m)
    expect(inQuietHours(p, at(23))).toBe(true)
    expect(inQuietHours(p, at(6, 59))).toBe(true)
    expect(inQuietHours(p, at(7))).toBe(false)
    expect(inQuietHours(p, at(12))).toBe(false)
    expect(inQuietHours({ ...p, quietHours: { enabled: true, from: '09:00', to: '17:00' } }, at(12))).toBe(true)
    expect(inQuietHours({ ...p, quietHours: { ...p.quietHours, enabled: false } }, at(23))).toBe(false)
  })
})
