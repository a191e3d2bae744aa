import { describe, expect, it } from 'vitest'
import { formatCurve, growthCount, growthPercent, phaseSamples, sampleFrom, sampleTimes, settleSimS, simClock, trendPercentPerHour, type SoakSample } from './soak-curve'
import { phaseBaseline } from './soak-figures'
import { soakPlan, wallMinutes } from './soak'

const sample = (sim: number, heap: number, over: Partial<SoakSample> = {}): SoakSample => ({
  sim, phase: 'dashboard', heap, js: null, code: null, jit: null, workers: null, nodes: 1000, listeners: 400, intervals: 5, timeouts: 2, rafs: 0, rss: 400e6, prints: 0, restarts: 0, ...over,
})

describe('sampleTimes', () => {
  it('samples from the start to the end, every interval, the end included', () => {
    expect(sampleTimes(3600, 900)).toEqual([0, 900, 1800, 2700, 3600])
    expect(sampleTimes(1000, 400)).toEqual([0, 400, 800, 1000])
    expect(sampleTimes(8 * 3600, 900)).toHaveLength(33)
  })
})

describe('the soak plan', () => {
  it('runs 8 simulated hours at ×30 in 16 minutes by default, a short plan for --smoke', () => {
    const plan = soakPlan({ smoke: false, soakHours: 8, soakTimeScale: 30 })
    expect(plan).toEqual({ hours: 8, timeScale: 30, sampleEverySimMin: 15 })
    expect(wallMinutes(plan)).toBe(16)
    const smoke = soakPlan({ smoke: true, soakHours: 8, soakTimeScale: 30 })
    expect(smoke.hours).toBeGreaterThan(1) // one restart at least
    expect(wallMinutes(smoke)).toBeLessThan(0.5)
  })

  it('starts each page\'s figures an hour into it, or half way through a shorter one', () => {
    expect(settleSimS(4 * 3600)).toBe(3600)
    expect(settleSimS(3600)).toBe(1800)
    expect(phaseBaseline('dashboard', 4 * 3600, 8 * 3600)).toBe(3600)
    expect(phaseBaseline('farm', 4 * 3600, 8 * 3600)).toBe(5 * 3600)
    expect(phaseBaseline('farm', 3600, 7200)).toBe(5400)
  })
})

describe('growth', () => {
  const samples = [sample(0, 8e6), sample(1800, 12e6), sample(3600, 10e6, { nodes: 1200, intervals: 6 }), sample(5400, 10.5e6), sample(7200, 11e6, { nodes: 1260, intervals: 9 })]

  it('compares the last sample with the first at or after a time, in percent', () => {
    expect(growthPercent(samples, 'heap', 3600)).toBeCloseTo(10)
    expect(growthPercent(samples, 'heap', 3000)).toBeCloseTo(10)
    expect(growthPercent(samples, 'nodes', 3600)).toBeCloseTo(5)
    expect(growthPercent(samples, 'heap', 0)).toBeCloseTo(37.5)
  })

  it('gives the least-squares trend after a time, in % of its first sample per simulated hour', () => {
    const steady = [sample(0, 5e6), sample(3600, 10e6), sample(7200, 11e6), sample(10800, 12e6)]
    expect(trendPercentPerHour(steady, 'heap', 3600)).toBeCloseTo(10)
    expect(trendPercentPerHour([sample(3600, 10e6), sample(5400, 11e6), sample(7200, 10e6)], 'heap', 3600)).toBeCloseTo(0)
    expect(trendPercentPerHour(steady, 'heap', 7200)).toBeNull()
  })

  it('gives counts as a change in their own units', () => {
    expect(growthCount(samples, 'intervals', 3600)).toBe(3)
  })

  it('is null without two samples or without the measure', () => {
    expect(growthPercent(samples, 'heap', 7200)).toBeNull()
    expect(growthPercent(samples, 'heap', 9000)).toBeNull()
    expect(growthPercent([], 'heap', 0)).toBeNull()
    expect(growthCount([sample(0, 1, { intervals: null }), sample(10, 1, { intervals: null })], 'intervals', 0)).toBeNull()
    expect(growthPercent([sample(0, 1, { rss: null }), sample(10, 1)], 'rss', 0)).toBeNull()
  })

  it('finds samples by time and page', () => {
    expect(sampleFrom(samples, 1000)?.sim).toBe(1800)
    expect(sampleFrom(samples, 8000)).toBeNull()
    expect(phaseSamples([sample(0, 1), sample(10, 1, { phase: 'farm' })], 'farm').map((s) => s.sim)).toEqual([10])
  })
})

describe('formatCurve', () => {
  it('lays the samples out as a table, one row each', () => {
    expect(simClock(0)).toBe('0:00')
    expect(simClock(3.5 * 3600 + 20)).toBe('3:30')
    const text = formatCurve([sample(0, 8.91e6, { js: 4e6, code: 3.5e6, jit: 1.25e6, workers: 1.5e6 }), sample(4.25 * 3600, 10.5e6, { phase: 'farm', rss: null, intervals: null, prints: 12, restarts: 4 })])
    expect(text.split('\n')).toEqual([
      'sim time  page       heap MB  JS data  code  optimised  workers  nodes  listeners  intervals  timeouts  rAF  RSS MB  prints  restarts',
      '--------  ---------  -------  -------  ----  ---------  -------  -----  ---------  ---------  --------  ---  ------  ------  --------',
      '0:00      dashboard     8.91     4.00  3.50       1.25     1.50   1000        400          5         2    0     400       0         0',
      '4:15      farm         10.50        –     –          –        –   1000        400          –         2    0       –      12         4',
    ])
  })
})
