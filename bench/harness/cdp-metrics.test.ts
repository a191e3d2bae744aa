import { describe, expect, it } from 'vitest'
import { scriptTimeOf, type CpuProfile } from './cdp-metrics'
import { loadEnd } from '../vs'

const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: { functionName: '(root)' } },
    { id: 2, callFrame: { functionName: '(idle)' } },
    { id: 3, callFrame: { functionName: 'startApp' } },
    { id: 4, callFrame: { functionName: '(program)' } },
    { id: 5, callFrame: { functionName: '(garbage collector)' } },
  ],
  startTime: 10_000_000,
  // At 10.001, .002, .003, .004, .005, .006 s: idle, app, app, program, gc, app.
  samples: [2, 3, 3, 4, 5, 3],
  timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000],
}

describe('scriptTimeOf', () => {
  it('counts only samples in JavaScript, each for the time since the sample before it', () => {
    expect(scriptTimeOf(profile, 11)).toBe(3)
  })

  it('stops at the given moment', () => {
    expect(scriptTimeOf(profile, 10.0035)).toBe(2)
  })
})

describe('loadEnd', () => {
  it('is the later of the last request and the paint of live data', () => {
    expect(loadEnd(100.5, 700, 100)).toBe(100.7)
    expect(loadEnd(101.2, 700, 100)).toBe(101.2)
    expect(loadEnd(null, 700, 100)).toBe(100.7)
    expect(loadEnd(100.5, null, 100)).toBe(100.5)
  })
})
