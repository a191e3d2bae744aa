import { beforeEach, describe, expect, it, vi } from 'vitest'
import { defineAction } from './action'
import { useWaitStore } from './waits'

beforeEach(() => useWaitStore.setState({ waits: [] }))

describe('defineAction guard', () => {
  it('runs only while allowed (a fixed policy\'s guard takes no arguments): a refused call sends nothing, holds no wait and resolves undefined', async () => {
    let ready = false
    const run = vi.fn(async (axes: string) => `G28 ${axes}`)
    const home = defineAction({ wait: 'home', allowed: () => ready }, run)
    expect(home.allowed()).toBe(false)
    expect(await home('X')).toBeUndefined()
    expect(run).not.toHaveBeenCalled()
    expect(useWaitStore.getState().waits).toEqual([])
    ready = true
    expect(home.allowed()).toBe(true)
    expect(await home('X')).toBe('G28 X')
  })

  it('asks a guard that depends on the arguments with those arguments', () => {
    const homed = 'xy'
    const jog = defineAction((axis: string) => ({ allowed: () => homed.includes(axis) }), async (axis: string) => axis)
    expect(jog.allowed('x')).toBe(true)
    expect(jog.allowed('z')).toBe(false)
  })

  it('is always allowed without a guard', () => {
    expect(defineAction({}, async () => 1).allowed()).toBe(true)
  })
})
