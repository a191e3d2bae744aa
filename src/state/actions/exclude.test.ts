// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { MoonrakerError } from '../../moonraker/errors'
import { installFakeMoonraker } from '../testing/fake-moonraker'
import { flushStatus, queueStatus, resetPrinter } from '../printer'
import { onToast, type Toast } from '../toasts'
import { useWaitStore } from '../waits'
import { excludeObject, useExcludedObjects } from './exclude'

const answer = vi.hoisted(() => ({ value: true, asked: [] as unknown[] }))
vi.mock('../../ui/confirm', () => ({
  confirm: (o: unknown) => {
    answer.asked.push(o)
    return Promise.resolve(answer.value)
  },
}))

let toasts: Toast[] = []
beforeEach(() => {
  toasts = []
  answer.asked = []
  useWaitStore.setState({ waits: [] })
  resetPrinter()
})
onToast((t) => toasts.push(t))

describe('exclude object action', () => {
  it('sends EXCLUDE_OBJECT with the upper-case name', async () => {
    const fake = installFakeMoonraker()
    expect(await excludeObject('torus copy 1')).toBe(true)
    expect(fake.scripts()).toEqual(['EXCLUDE_OBJECT NAME=TORUS_COPY_1'])
  })

  it("shows Klipper's refusal", async () => {
    installFakeMoonraker({ 'printer.gcode.script': new MoonrakerError(400, 'There is no current object to cancel') })
    expect(await excludeObject('x')).toBe(false)
    expect(toasts).toEqual([{ type: 'error', message: 'There is no current object to cancel' }])
  })
})

describe('useExcludedObjects (the preview and the status card share it)', () => {
  it('asks, then sends EXCLUDE_OBJECT and lists the object as excluded at once, until the printer reports it', async () => {
    const fake = installFakeMoonraker()
    answer.value = true
    const { result } = renderHook(() => useExcludedObjects())
    await act(() => result.current.exclude('boat copy 2'))
    expect(answer.asked).toHaveLength(1)
    expect(answer.asked[0]).toMatchObject({ danger: true })
    expect(fake.scripts()).toEqual(['EXCLUDE_OBJECT NAME=BOAT_COPY_2'])
    expect(result.current.excluded).toEqual(['BOAT_COPY_2'])
    act(() => {
      queueStatus({ exclude_object: { excluded_objects: ['BOAT_COPY_2'] } })
      flushStatus()
    })
    expect(result.current.excluded).toEqual(['BOAT_COPY_2'])
  })

  it('sends nothing and marks nothing when the user says no', async () => {
    const fake = installFakeMoonraker()
    answer.value = false
    const { result } = renderHook(() => useExcludedObjects())
    await act(() => result.current.exclude('boat copy 2'))
    expect(fake.scripts()).toEqual([])
    expect(result.current.excluded).toEqual([])
  })

  it('marks nothing when Klipper refuses', async () => {
    installFakeMoonraker({ 'printer.gcode.script': new MoonrakerError(400, 'no') })
    answer.value = true
    const { result } = renderHook(() => useExcludedObjects())
    await act(() => result.current.exclude('boat'))
    expect(result.current.excluded).toEqual([])
  })
})
