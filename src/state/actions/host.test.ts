// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { installFakeMoonraker } from '../testing/fake-moonraker'

const link = vi.hoisted(() => ({ expectServerRestart: vi.fn() }))
vi.mock('../socket-link', () => link)

const { restartService, restartServiceFor, stopService, rebootHost } = await import('./host')

describe('host actions', () => {
  it('restart a service by name', async () => {
    const fake = installFakeMoonraker()
    await restartService('crowsnest')
    expect(fake.calls).toEqual([{ method: 'machine.services.restart', params: { service: 'crowsnest' } }])
  })

  it('restart the API server through server.restart and expect the socket to drop', async () => {
    const fake = installFakeMoonraker()
    await restartService('moonraker')
    expect(fake.methods()).toEqual(['server.restart'])
    expect(link.expectServerRestart).toHaveBeenCalled()
  })

  it('refuse to stop the API server (SPEC §5)', async () => {
    const fake = installFakeMoonraker()
    expect(await stopService('moonraker')).toBeUndefined()
    expect(fake.calls).toEqual([])
  })

  it('send a firmware restart after a Klipper .cfg is saved (SPEC §7)', async () => {
    const fake = installFakeMoonraker()
    await restartServiceFor('klipper')
    await restartServiceFor('moonraker')
    await restartServiceFor('webcamd')
    expect(fake.calls).toEqual([
      { method: 'printer.firmware_restart' },
      { method: 'server.restart' },
      { method: 'machine.services.restart', params: { service: 'webcamd' } },
    ])
  })

  it('reboot the host', async () => {
    const fake = installFakeMoonraker()
    await rebootHost()
    expect(fake.methods()).toEqual(['machine.reboot'])
  })
})
