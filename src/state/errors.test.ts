import { beforeEach, describe, expect, it, vi } from 'vitest'
import { MoonrakerError } from '../moonraker/errors'
import { installFakeMoonraker } from './testing/fake-moonraker'

vi.mock('./toasts', () => ({ showToast: vi.fn() }))
const { showToast } = await import('./toasts')
const { reportBackgroundError, reportError } = await import('./errors')
const { createFolder } = await import('./actions/files')

describe('every failure told (SPEC §8, SPEC-NOTES)', () => {
  beforeEach(() => vi.mocked(showToast).mockClear())

  it("shows a 'not found' that answers the user's own action, with the server's message", async () => {
    installFakeMoonraker({ 'server.files.post_directory': new MoonrakerError(-32601, 'Parent directory gcodes/x/y does not exist') })
    expect(await createFolder('gcodes', 'x/y', 'z')).toBe(false)
    expect(showToast).toHaveBeenCalledWith({ type: 'error', message: 'Parent directory gcodes/x/y does not exist' })
  })

  it('only logs the not-found of a read the app made on its own', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    reportBackgroundError(new MoonrakerError(404, 'Not Found'))
    reportBackgroundError(new MoonrakerError(-32601, 'Namespace fluidd not found'))
    expect(showToast).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(2)
    // Anything else a background read meets is still told.
    reportBackgroundError(new MoonrakerError(500, 'Database is locked'))
    expect(showToast).toHaveBeenCalledWith({ type: 'error', message: 'Database is locked' })
    warn.mockRestore()
  })

  it("shows the server's message for a failed call, 'Server error' when it has none", () => {
    reportError(new MoonrakerError(500, ''))
    expect(showToast).toHaveBeenLastCalledWith({ type: 'error', message: 'Server error' })
    reportError(new MoonrakerError(400, 'Must home axis first'))
    expect(showToast).toHaveBeenLastCalledWith({ type: 'error', message: 'Must home axis first' })
  })
})
