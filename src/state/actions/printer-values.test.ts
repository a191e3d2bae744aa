// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { MoonrakerError } from '../../moonraker/errors'
import { installFakeMoonraker } from '../testing/fake-moonraker'
import { useServerStore } from '../server'
import { onToast, type Toast } from '../toasts'
import { setPrinterValue } from './printer-values'

let toasts: Toast[] = []
beforeEach(() => {
  toasts = []
  useServerStore.setState({ klippyState: 'ready' })
})
onToast((t) => toasts.push(t))

describe('setPrinterValue', () => {
  it('sends the G-code and resolves what Klipper answered', async () => {
    const fake = installFakeMoonraker()
    expect(await setPrinterValue('M220 S150')).toBe('ok')
    expect(fake.scripts()).toEqual(['M220 S150'])
  })

  it("resolves undefined on a refusal, with Klipper's message shown", async () => {
    installFakeMoonraker({ 'printer.gcode.script': new MoonrakerError(400, 'Unknown pin') })
    expect(await setPrinterValue('SET_PIN PIN=x VALUE=1')).toBeUndefined()
    expect(toasts).toEqual([{ type: 'error', message: 'Unknown pin' }])
  })

  it('sends nothing while Klipper is not ready', async () => {
    const fake = installFakeMoonraker()
    useServerStore.setState({ klippyState: 'shutdown' })
    expect(setPrinterValue.allowed()).toBe(false)
    expect(await setPrinterValue('M220 S150')).toBeUndefined()
    expect(fake.scripts()).toEqual([])
  })
})
