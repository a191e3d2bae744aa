import { describe, expect, it } from 'vitest'
import { AccelerometerSignal, DEFAULT_RESONANCES, sweepDuration, type Sweep } from '../../../sim/klippy/printer/resonance/model'
import { analyseRecording, type Recording } from './analyse'

/** A resonance test as the virtual printer runs it: a 5 → 135 Hz sweep at 1 Hz/s, sampled at `rate`. */
export function recordSweep(axis: 'x' | 'y', freq: number, rate = 3200, hzPerSec = 1): Recording {
  const settings = { ...DEFAULT_RESONANCES, [axis]: { freq, damping: 0.1 } }
  const signal = new AccelerometerSignal(settings, rate)
  const sweep: Sweep = { axis, began: 100, start: 5, end: 135, hzPerSec, accelPerHz: 60 }
  const n = Math.floor(sweepDuration(sweep) * rate)
  const rec: Recording = { time: new Float64Array(n), x: new Float64Array(n), y: new Float64Array(n), z: new Float64Array(n) }
  for (let i = 0; i < n; i++) {
    const [t, x, y, z] = signal.sample(100 + i / rate, sweep)
    rec.time[i] = t
    rec.x[i] = x
    rec.y[i] = y
    rec.z[i] = z
  }
  return rec
}

describe('analyseRecording', () => {
  for (const [axis, freq] of [['x', 42], ['y', 57], ['x', 35], ['y', 80]] as const) {
    it(`recommends a shaper within 5 % of a ${freq} Hz resonance on ${axis}`, () => {
      const result = analyseRecording(axis, recordSweep(axis, freq))
      const rec = result.fits.find((f) => f.name === result.recommended)!
      expect(Math.abs(rec.freq - freq) / freq).toBeLessThan(0.05)
      expect(result.sampleRate).toBeCloseTo(3200, 0)
      // The spectrum peaks at the resonance.
      const peak = result.freqs[result.psd.sum.indexOf(Math.max(...result.psd.sum))]
      expect(Math.abs(peak - freq)).toBeLessThan(2)
    })
  }
})
