import { describe, expect, it } from 'vitest'
import { fft, welchPsd } from './psd'
import { SHAPER_NAMES, buildShaper, maxAcceleration, residualVibration, shaperSmoothing } from './shapers'

describe('shapers', () => {
  it('leave no vibration at their design frequency and damping, and all of it at 0 Hz', () => {
    for (const name of ['zv', 'mzv'] as const) {
      const [atDesign, atZero] = residualVibration(buildShaper(name, 40, 0.1), [40, 0], 0.1)
      expect(atDesign).toBeLessThan(1e-9)
      expect(atZero).toBeCloseTo(1, 9)
    }
  })

  it('EI shapers leave the tolerated 5 % at the design point and stay low around it', () => {
    for (const name of ['ei', '2hump_ei', '3hump_ei'] as const) {
      const [at] = residualVibration(buildShaper(name, 50, 0.1), [50], 0.1)
      expect(at).toBeLessThan(0.06)
      const around = residualVibration(buildShaper(name, 50, 0.1), [45, 55], 0.1)
      for (const v of around) expect(v).toBeLessThan(0.1)
    }
  })

  it('last longer, smooth more and allow less acceleration the more robust they are', () => {
    const shapers = SHAPER_NAMES.map((n) => buildShaper(n, 50))
    const durations = shapers.map((s) => s.times[s.times.length - 1])
    expect([...durations].sort((a, b) => a - b)).toEqual(durations)
    const smoothing = shapers.map((s) => shaperSmoothing(s))
    expect([...smoothing].sort((a, b) => a - b)).toEqual(smoothing)
    const accels = shapers.map((s) => maxAcceleration(s))
    expect([...accels].sort((a, b) => b - a)).toEqual(accels)
    // The accepted smoothing is reached exactly at the max acceleration.
    expect(shaperSmoothing(shapers[1], accels[1])).toBeCloseTo(0.12, 3)
  })

  it('a shaper at twice the frequency takes half the time', () => {
    const a = buildShaper('mzv', 30)
    const b = buildShaper('mzv', 60)
    expect(b.times[2] * 2).toBeCloseTo(a.times[2], 12)
    expect(b.amplitudes).toEqual(a.amplitudes)
  })
})

describe('psd', () => {
  it('fft of a pure tone has its energy in one bin', () => {
    const n = 64
    const re = Float64Array.from({ length: n }, (_, i) => Math.cos((2 * Math.PI * 5 * i) / n))
    const im = new Float64Array(n)
    fft(re, im)
    expect(re[5]).toBeCloseTo(n / 2, 9)
    expect(Math.abs(re[6])).toBeLessThan(1e-9)
  })

  it('Welch PSD integrates to the signal variance (Parseval)', () => {
    const rate = 1000
    const amp = 3
    const signal = Float64Array.from({ length: 20000 }, (_, i) => amp * Math.sin((2 * Math.PI * 60 * i) / rate))
    const { freqs, psd } = welchPsd(signal, rate)
    const df = freqs[1] - freqs[0]
    const power = psd.reduce((s, p) => s + p * df, 0)
    expect(power).toBeCloseTo((amp * amp) / 2, 1)
    expect(freqs[psd.indexOf(Math.max(...psd))]).toBeCloseTo(60, -1)
  })
})
