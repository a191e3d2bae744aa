// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { MoonrakerError } from '../../moonraker/errors'
import { installFakeMoonraker } from '../testing/fake-moonraker'
import { sendGcode } from './gcode'

describe('sendGcode', () => {
  it('sends the script and resolves true', async () => {
    const fake = installFakeMoonraker()
    expect(await sendGcode('G28')).toBe(true)
    expect(fake.scripts()).toEqual(['G28'])
  })
  it('resolves false when Klipper refuses', async () => {
    installFakeMoonraker({ 'printer.gcode.script': new MoonrakerError(400, 'Must home axis first') })
    expect(await sendGcode('G1 X10')).toBe(false)
  })
})
