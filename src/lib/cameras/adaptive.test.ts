import { describe, expect, it } from 'vitest'
import { effectiveFps, nextFrameDelay, smoothFps } from './adaptive'

describe('adaptive MJPEG clock', () => {
  it('aims for the target while focused and the idle target while not', () => {
    expect(effectiveFps({ targetFps: 15, idleFps: 5, focused: true })).toBe(15)
    expect(effectiveFps({ targetFps: 15, idleFps: 5, focused: false })).toBe(5)
  })

  it('falls back to 10 fps for a missing target and caps at 60', () => {
    expect(effectiveFps({ targetFps: 0, idleFps: 5, focused: true })).toBe(10)
    expect(effectiveFps({ targetFps: NaN, idleFps: 5, focused: true })).toBe(10)
    expect(effectiveFps({ targetFps: 120, idleFps: 5, focused: true })).toBe(60)
  })

  it('waits the rest of the frame slot after a snapshot arrived', () => {
    const clock = { targetFps: 10, idleFps: 2, focused: true }
    expect(nextFrameDelay(clock, 1000, 1030)).toBe(70)
    expect(nextFrameDelay({ ...clock, focused: false }, 1000, 1030)).toBe(470)
  })

  it('asks again at once when loading took longer than the slot', () => {
    expect(nextFrameDelay({ targetFps: 15, idleFps: 5, focused: true }, 0, 250)).toBe(0)
  })

  it('smooths the fps readout, quickly at first then steadily', () => {
    expect(smoothFps(0, 100, 0)).toBe(10)
    expect(smoothFps(10, 50, 1)).toBeCloseTo(10 + 0.6 * 10)
    expect(smoothFps(10, 50, 10)).toBeCloseTo(11)
    expect(smoothFps(10, 0, 10)).toBe(10)
  })
})
