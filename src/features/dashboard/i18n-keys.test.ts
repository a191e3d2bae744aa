import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** Every literal t('…') key of the dashboard's features exists in en/dashboard.json. */
const FEATURES = path.resolve(import.meta.dirname, '..')
const FOLDERS = ['dashboard', 'print-status', 'toolhead', 'thermals', 'outputs', 'limits', 'retraction']
const en = JSON.parse(readFileSync(path.resolve(FEATURES, '../i18n/locales/en/dashboard.json'), 'utf8')) as Record<string, unknown>

function files(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f)
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) && !f.includes('.test.') ? [p] : []
  })
}

const has = (key: string) => key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), en) !== undefined

describe('dashboard translations', () => {
  it('has every key the components use', () => {
    const missing: string[] = []
    for (const file of FOLDERS.flatMap((f) => files(path.join(FEATURES, f)))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) if (!has(m[1])) missing.push(`${path.basename(file)}: ${m[1]}`)
    }
    expect(missing).toEqual([])
  })
  it('has the dynamic keys', () => {
    for (const k of ['max_velocity', 'max_accel', 'max_accel_to_decel', 'minimum_cruise_ratio', 'square_corner_velocity']) expect(has(`limits.${k}`)).toBe(true)
    for (const k of ['retract_length', 'retract_speed', 'unretract_extra_length', 'unretract_speed']) expect(has(`retract.${k}`)).toBe(true)
    for (const k of ['busy', 'cancelled', 'complete', 'idle', 'loading', 'paused', 'printing', 'ready', 'standby', 'error']) expect(has(`state.${k}`)).toBe(true)
    for (const k of ['duration', 'filament', 'file', 'slicer']) expect(has(`status.timer.${k}`)).toBe(true)
    for (const k of ['showRateOfChange', 'showRelativeHumidity', 'showBarometricPressure']) expect(has(`thermals.${k}`)).toBe(true)
    for (const k of ['extrude', 'retract']) expect(has(`toolhead.${k}`)).toBe(true)
    for (const k of ['defaultExtrudeLength', 'defaultExtrudeSpeed', 'defaultToolheadMoveLength', 'defaultToolheadXYSpeed', 'defaultToolheadZSpeed', 'toolheadMoveDistances', 'zAdjustDistances'])
      expect(has(`toolheadSettings.${k}`)).toBe(true)
  })
})
