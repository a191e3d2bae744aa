// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { MoonrakerError } from '../../moonraker/errors'
import { installFakeMoonraker } from '../testing/fake-moonraker'
import { onToast, type Toast } from '../toasts'
import { useWaitStore } from '../waits'
import { clearActiveSpool, setActiveSpool, setToolSpool } from './spoolman'

let toasts: Toast[] = []
beforeEach(() => {
  toasts = []
  useWaitStore.setState({ waits: [] })
})
onToast((t) => toasts.push(t))

describe('spoolman actions', () => {
  it('set and clear the active spool with server.spoolman.post_spool_id', async () => {
    const fake = installFakeMoonraker({ 'server.spoolman.post_spool_id': (p) => ({ spool_id: p?.spool_id ?? null }) })
    expect(await setActiveSpool(4)).toEqual({ spool_id: 4 })
    expect(await clearActiveSpool()).toEqual({ spool_id: null })
    expect(fake.calls).toEqual([
      { method: 'server.spoolman.post_spool_id', params: { spool_id: 4 } },
      { method: 'server.spoolman.post_spool_id', params: {} },
    ])
  })

  it('hold the spool wait while the call runs', async () => {
    let release: (v: unknown) => void = () => undefined
    installFakeMoonraker({ 'server.spoolman.post_spool_id': () => new Promise((r) => (release = r)) })
    const setting = setActiveSpool(2)
    await vi.waitFor(() => expect(useWaitStore.getState().waits).toEqual(['spool']))
    release({ spool_id: 2 })
    await setting
    expect(useWaitStore.getState().waits).toEqual([])
  })

  it("show the server's refusal and resolve undefined", async () => {
    installFakeMoonraker({ 'server.spoolman.post_spool_id': new MoonrakerError(-32601, 'Method not found') })
    expect(await setActiveSpool(1)).toBeUndefined()
    expect(toasts).toEqual([{ type: 'error', message: 'Method not found' }])
  })

  it("set a tool's spool in its macro; the tool in use also becomes the active spool", async () => {
    const fake = installFakeMoonraker({ 'server.spoolman.post_spool_id': (p) => ({ spool_id: p?.spool_id ?? null }) })
    expect(await setToolSpool({ macro: 'T1', active: false }, 3)).toBe(3)
    expect(fake.methods()).toEqual(['printer.gcode.script'])
    expect(await setToolSpool({ macro: 'T0', active: true }, 2)).toBe(2)
    expect(fake.scripts()).toEqual(['SET_GCODE_VARIABLE MACRO=T1 VARIABLE=spool_id VALUE=3', 'SET_GCODE_VARIABLE MACRO=T0 VARIABLE=spool_id VALUE=2'])
    expect(fake.calls.at(-1)).toEqual({ method: 'server.spoolman.post_spool_id', params: { spool_id: 2 } })
  })
})
