// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { MoonrakerError, SOCKET_CLOSED } from '../../moonraker/errors'
import { resetPrinter, setStatus } from '../printer'
import { resetServer, setKlippyState } from '../server'
import { installFakeMoonraker } from '../testing/fake-moonraker'
import { useWaitStore } from '../waits'
import { calibrateMesh } from './bed-mesh'
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

describe('a command whose answer a dropped connection cut off', () => {
  const status = (idle: string, print = 'standby') => ({ idle_timeout: { state: idle }, print_stats: { state: print } })

  it('keeps its wait while the printer is away and while it is busy after the return, then lets it go', async () => {
    installFakeMoonraker({ 'printer.gcode.script': new MoonrakerError(0, SOCKET_CLOSED) })
    // The drop has just reset what the page knew of the printer.
    resetServer('drop')
    resetPrinter()
    const sent = calibrateMesh()
    let result: boolean | undefined
    void sent.then((r) => (result = r))
    await Promise.resolve()
    const held = () => useWaitStore.getState().waits.includes('bedMeshCalibrate')
    expect(held()).toBe(true)
    await new Promise((r) => setTimeout(r, 10))
    expect(held()).toBe(true)
    // Back, and Klipper still runs the calibration (busy outside a print).
    setStatus(status('Printing'), 1)
    setKlippyState('ready')
    await new Promise((r) => setTimeout(r, 10))
    expect(held()).toBe(true)
    expect(result).toBeUndefined()
    setStatus(status('Ready'), 2)
    expect(await sent).toBe(false)
    expect(held()).toBe(false)
  })

  it('lets its wait go at once when Klipper has stopped meanwhile', async () => {
    installFakeMoonraker({ 'printer.gcode.script': new MoonrakerError(0, SOCKET_CLOSED) })
    resetServer('drop')
    const sent = sendGcode('G28', 'home')
    await Promise.resolve()
    setKlippyState('shutdown')
    expect(await sent).toBe(false)
    expect(useWaitStore.getState().waits).not.toContain('home')
  })

  it('a command never sent (the socket was not open) fails at once', async () => {
    installFakeMoonraker({ 'printer.gcode.script': new MoonrakerError(0, 'Socket not open: printer.gcode.script') })
    resetServer('drop')
    expect(await sendGcode('G28', 'home')).toBe(false)
  })
})
