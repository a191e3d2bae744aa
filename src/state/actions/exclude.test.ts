// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { MoonrakerError } from '../../moonraker/errors'
import { installFakeMoonraker } from '../testing/fake-moonraker'
import { onToast, type Toast } from '../toasts'
import { useWaitStore } from '../waits'
import { excludeObject } from './exclude'

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
