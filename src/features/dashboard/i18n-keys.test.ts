import { describe, expect, it } from 'vitest'
import { hasKey, loadNamespace, missingKeys } from '../../i18n/testing'

/** Every literal t('…') key of the dashboard's features exists in en/dashboard.json. */
const FOLDERS = ['dashboard', 'print-status', 'toolhead', 'thermals', 'outputs', 'limits', 'retraction']
const en = loadNamespace('dashboard')
const has = (key: string) => hasKey(en, key)

describe('dashboard translations', () => {
  it('has every key the components use', () => {
    expect(FOLDERS.flatMap((f) => missingKeys(`features/${f}`, 'dashboard', true))).toEqual([])
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
