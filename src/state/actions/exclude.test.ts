// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { MoonrakerError } from '../../moonraker/errors'
import { installFakeMoonraker } from '../testing/fake-moonraker'
import { onToast, type Toast } from '../toasts'
import { useWaitStore } from '../waits'
import { confirmExcludeObject, excludeObject } from './exclude'

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
  useWaitStore.setState({ waits: [] })
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

describe('exclude after confirmation (the preview and the status card share it)', () => {
  it('asks, then sends EXCLUDE_OBJECT', async () => {
    const fake = installFakeMoonraker()
    answer.value = true
    answer.asked = []
    expect(await confirmExcludeObject('boat copy 2')).toBe(true)
    expect(answer.asked).toHaveLength(1)
    expect(answer.asked[0]).toMatchObject({ danger: true })
    expect(fake.scripts()).toEqual(['EXCLUDE_OBJECT NAME=BOAT_COPY_2'])
  })

  it('sends nothing when the user says no', async () => {
    const fake = installFakeMoonraker()
    answer.value = false
    expect(await confirmExcludeObject('boat copy 2')).toBe(false)
    expect(fake.scripts()).toEqual([])
  })
})
