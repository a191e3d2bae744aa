import { describe, expect, it } from 'vitest'
import { nextStep, restartsDue, sumCounts, type LoopCounts, type PrinterView } from './print-loop'

const view = (over: Partial<PrinterView> = {}): PrinterView => ({ klippy: 'ready', print: 'standby', queued: 3, queueState: 'paused', ...over })

describe('restartsDue', () => {
  it('counts one restart per whole simulated hour', () => {
    expect(restartsDue(0)).toBe(0)
    expect(restartsDue(3599)).toBe(0)
    expect(restartsDue(3600)).toBe(1)
    expect(restartsDue(8 * 3600 - 1)).toBe(7)
    expect(restartsDue(150, 60)).toBe(2)
  })
})

describe('nextStep', () => {
  it('waits while Klipper is away, a print runs or the queue loads one', () => {
    expect(nextStep(view({ klippy: 'startup', print: '' }), 0, 1)).toBe('wait')
    expect(nextStep(view({ print: 'printing' }), 0, 1)).toBe('wait')
    expect(nextStep(view({ print: 'paused' }), 0, 0)).toBe('wait')
    expect(nextStep(view({ print: 'complete', queueState: 'loading' }), 0, 0)).toBe('wait')
    expect(nextStep(view({ print: 'complete', queueState: 'starting' }), 0, 0)).toBe('wait')
  })

  it('restarts between two prints once a restart is due, before anything else', () => {
    expect(nextStep(view({ print: 'complete' }), 0, 1)).toBe('restart')
    expect(nextStep(view({ print: 'complete', queued: 0 }), 2, 3)).toBe('restart')
    expect(nextStep(view({ print: 'complete' }), 1, 1)).toBe('start')
  })

  it('refills an empty queue, then starts it (the queue pauses after every job it loads)', () => {
    expect(nextStep(view({ print: 'complete', queued: 0 }), 0, 0)).toBe('refill')
    expect(nextStep(view({ print: 'standby', queued: 6, queueState: 'paused' }), 0, 0)).toBe('start')
    expect(nextStep(view({ print: 'cancelled', queueState: 'ready' }), 0, 0)).toBe('start')
  })
})

describe('sumCounts', () => {
  it('adds every printer\'s counts and keeps a last error', () => {
    const c = (completed: number, restarts: number, lastError: string | null): LoopCounts => ({ started: completed + 1, completed, failed: 0, restarts, refills: 1, errors: lastError ? 1 : 0, lastError })
    expect(sumCounts([c(3, 1, null), c(4, 2, 'timeout')])).toEqual({ started: 9, completed: 7, failed: 0, restarts: 3, refills: 2, errors: 1, lastError: 'timeout' })
    expect(sumCounts([])).toMatchObject({ completed: 0, restarts: 0, lastError: null })
  })
})
