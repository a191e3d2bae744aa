import { describe, expect, it } from 'vitest'
import { renderFps, renderLengthSeconds } from './estimate'
import { checkTimelapseNumber, isBlocked } from './settings'
import { fromWire, msToSeconds, secondsToMs, toWire } from './units'

describe('timelapse times', () => {
  it('shows seconds as ms and sends ms as seconds', () => {
    expect(secondsToMs(0.05)).toBe(50)
    expect(secondsToMs(0.1)).toBe(100)
    expect(msToSeconds(250)).toBe(0.25)
    expect(toWire('park_time', 500)).toBe(0.5)
    expect(fromWire('stream_delay_compensation', 0.05)).toBe(50)
    expect(toWire('park_travel_speed', 100)).toBe(100)
  })
})

describe('render length estimate', () => {
  const base = { frames: 100, duplicatelastframe: 5, variable_fps: false, output_framerate: 30, targetlength: 10, variable_fps_min: 5, variable_fps_max: 60 }

  it('uses the fixed frame rate', () => {
    expect(renderFps(base)).toBe(30)
    expect(renderLengthSeconds(base)).toBeCloseTo(3.5)
  })

  it('clamps the variable frame rate', () => {
    expect(renderFps({ ...base, variable_fps: true })).toBe(10)
    expect(renderFps({ ...base, variable_fps: true, frames: 20 })).toBe(5)
    expect(renderFps({ ...base, variable_fps: true, frames: 5000 })).toBe(60)
    expect(renderLengthSeconds({ ...base, variable_fps: true, frames: 20 })).toBe(5)
  })
})

describe('timelapse rules (SPEC §5)', () => {
  it('requires numbers within each field’s bounds', () => {
    expect(checkTimelapseNumber('park_time', '')).toEqual({ ok: false, error: { code: 'required' } })
    expect(checkTimelapseNumber('park_time', '-1')).toEqual({ ok: false, error: { code: 'min', values: { min: 0 } } })
    expect(checkTimelapseNumber('hyperlapse_cycle', '0')).toEqual({ ok: false, error: { code: 'min', values: { min: 1 } } })
    expect(checkTimelapseNumber('park_retract_speed', '0')).toEqual({ ok: false, error: { code: 'greaterThanZero' } })
    expect(checkTimelapseNumber('constant_rate_factor', '52')).toEqual({ ok: false, error: { code: 'max', values: { max: 51 } } })
    expect(checkTimelapseNumber('park_custom_pos_x', '300', { x: { min: 0, max: 235 }, y: { min: 0, max: 235 } })).toEqual({
      ok: false,
      error: { code: 'max', values: { max: 235 } },
    })
    expect(checkTimelapseNumber('park_custom_pos_y', '1e6')).toEqual({ ok: true, value: 1e6 })
    expect(checkTimelapseNumber('park_travel_speed', 'abc')).toEqual({ ok: false, error: { code: 'invalidNumber' } })
  })

  it('knows server-managed settings', () => {
    expect(isBlocked({ blockedsettings: ['parkhead'] }, 'parkhead')).toBe(true)
    expect(isBlocked(null, 'parkhead')).toBe(false)
  })
})
