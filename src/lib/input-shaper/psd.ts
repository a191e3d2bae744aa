/**
 * Power spectral density of accelerometer samples by Welch's method: Hann-windowed segments
 * overlapping by half, each through a radix-2 FFT, averaged.
 */

/** In-place radix-2 FFT of a power-of-two length. */
export function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1
    for (; j & bit; bit >>= 1) j ^= bit
    j ^= bit
    if (i < j) {
      ;[re[i], re[j]] = [re[j], re[i]]
      ;[im[i], im[j]] = [im[j], im[i]]
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const angle = (-2 * Math.PI) / len
    const wr = Math.cos(angle)
    const wi = Math.sin(angle)
    for (let start = 0; start < n; start += len) {
      let cr = 1
      let ci = 0
      for (let k = 0; k < len / 2; k++) {
        const a = start + k
        const b = a + len / 2
        const tr = re[b] * cr - im[b] * ci
        const ti = re[b] * ci + im[b] * cr
        re[b] = re[a] - tr
        im[b] = im[a] - ti
        re[a] += tr
        im[a] += ti
        const next = cr * wr - ci * wi
        ci = cr * wi + ci * wr
        cr = next
      }
    }
  }
}

/** Segment length: the power of two nearest above half a second of samples (≈ 1.6 Hz bins at 3200 Hz). */
export function segmentLength(rate: number): number {
  return 1 << Math.max(4, Math.ceil(Math.log2(Math.max(2, rate * 0.5))))
}

export interface Spectrum {
  freqs: Float64Array
  psd: Float64Array
}

/** One-sided PSD ((mm/s²)²/Hz) of `signal` sampled at `rate` Hz. */
export function welchPsd(signal: ArrayLike<number>, rate: number, length = segmentLength(rate)): Spectrum {
  const bins = length / 2 + 1
  const psd = new Float64Array(bins)
  const freqs = Float64Array.from({ length: bins }, (_, i) => (i * rate) / length)
  const window = Float64Array.from({ length }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / length))
  const windowPower = window.reduce((s, w) => s + w * w, 0)
  const re = new Float64Array(length)
  const im = new Float64Array(length)
  const step = length / 2
  let segments = 0
  for (let start = 0; start + length <= signal.length; start += step) {
    let mean = 0
    for (let i = 0; i < length; i++) mean += signal[start + i]
    mean /= length
    for (let i = 0; i < length; i++) {
      re[i] = (signal[start + i] - mean) * window[i]
      im[i] = 0
    }
    fft(re, im)
    for (let k = 0; k < bins; k++) psd[k] += re[k] * re[k] + im[k] * im[k]
    segments++
  }
  if (!segments) return { freqs, psd }
  const scale = 1 / (rate * windowPower * segments)
  for (let k = 0; k < bins; k++) psd[k] *= k === 0 || k === bins - 1 ? scale : 2 * scale
  return { freqs, psd }
}

/** Below this the test does not excite the printer: the spectrum there is faded out. */
export const LOWEST_TEST_FREQ = 5

/**
 * The test shakes harder at higher frequencies (its acceleration grows with frequency): dividing by
 * frequency evens that out, and the drift below twice the lowest test frequency is faded away.
 */
export function evenOutExcitation(freqs: ArrayLike<number>, psd: Float64Array): Float64Array {
  const out = new Float64Array(psd.length)
  for (let i = 0; i < psd.length; i++) {
    const f = freqs[i]
    let v = psd[i] / (f + 0.1)
    if (f < 2 * LOWEST_TEST_FREQ) v *= Math.exp(1 - ((2 * LOWEST_TEST_FREQ) / (f + 0.1)) ** 2)
    out[i] = v
  }
  return out
}
