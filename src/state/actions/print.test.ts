// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { MoonrakerError } from '../../moonraker/errors'
import { installFakeMoonraker } from '../testing/fake-moonraker'
import { onToast, type Toast } from '../toasts'
import { useWaitStore } from '../waits'
import { useServerStore } from '../server'
import { useSpoolPromptStore } from '../spoolman/print-check'
import { cancelPrint, clearPrintFile, pausePrint, resumePrint, startCheckedPrint, startPrint } from './print'

let toasts: Toast[] = []
beforeEach(() => {
  toasts = []
  useWaitStore.setState({ waits: [] })
})
onToast((t) => toasts.push(t))

describe('print actions', () => {
  it('call the printer.print.* methods with the file name', async () => {
    const fake = installFakeMoonraker()
    await startPrint('parts/cube.gcode')
    await pausePrint()
    await resumePrint()
    await cancelPrint()
    expect(fake.calls).toEqual([
      { method: 'printer.print.start', params: { filename: 'parts/cube.gcode' } },
      { method: 'printer.print.pause' },
      { method: 'printer.print.resume' },
      { method: 'printer.print.cancel' },
    ])
  })

  it('hold their named wait while the call runs', async () => {
    let release: (v: string) => void = () => undefined
    installFakeMoonraker({ 'printer.print.pause': () => new Promise((r) => (release = r)) })
    const paused = pausePrint()
    await vi.waitFor(() => expect(useWaitStore.getState().waits).toEqual(['pause']))
    release('ok')
    await paused
    expect(useWaitStore.getState().waits).toEqual([])
  })

  it("show Klipper's refusal and resolve undefined", async () => {
    installFakeMoonraker({ 'printer.print.start': new MoonrakerError(400, 'Must home axis first') })
    expect(await startPrint('a.gcode')).toBeUndefined()
    expect(toasts).toEqual([{ type: 'error', message: 'Must home axis first' }])
    expect(useWaitStore.getState().waits).toEqual([])
  })

  it('clear the loaded file with SDCARD_RESET_FILE', async () => {
    const fake = installFakeMoonraker()
    expect(await clearPrintFile()).toBe(true)
    expect(fake.scripts()).toEqual(['SDCARD_RESET_FILE'])
  })

  it('start a print at once without Spoolman; with it, after the spool question, or not at all when cancelled', async () => {
    useServerStore.setState({ components: ['history'] })
    const fake = installFakeMoonraker({ 'server.spoolman.status': { spoolman_connected: true, pending_reports: [], spool_id: null }, 'server.files.metadata': {} })
    await startCheckedPrint('a.gcode')
    expect(fake.methods()).toEqual(['printer.print.start'])
    useServerStore.setState({ info: { components: ['spoolman'] } as never, components: ['spoolman'] })
    const asked = startCheckedPrint('b.gcode')
    await vi.waitFor(() => expect(useSpoolPromptStore.getState().request?.filename).toBe('b.gcode'))
    useSpoolPromptStore.getState().request?.answer(false)
    expect(await asked).toBeUndefined()
    expect(fake.methods().filter((m) => m === 'printer.print.start')).toHaveLength(1)
  })
})
