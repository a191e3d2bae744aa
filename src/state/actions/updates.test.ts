// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { MoonrakerError } from '../../moonraker/errors'
import { installFakeMoonraker } from '../testing/fake-moonraker'

const link = vi.hoisted(() => ({ expectServerRestart: vi.fn() }))
vi.mock('../socket-link', () => link)

const { recoverComponent, updateAll, updateComponent } = await import('./updates')
const { applyUpdateStatus, handleUpdateResponse, resetVersions, useVersionsStore } = await import('../versions')

const status = {
  busy: false,
  version_info: {
    klipper: { configured_type: 'git_repo', commits_behind: [{ sha: 'a', author: 'k', date: '1', subject: 's', message: 'm', tag: null }] },
    moonraker: { configured_type: 'git_repo', is_dirty: true },
    mainsail: { configured_type: 'web', version: 'v1', remote_version: 'v2' },
    system: { configured_type: 'system', package_count: 2 },
  },
}

describe('update actions', () => {
  it('update each component through its own method (SPEC §7)', async () => {
    const fake = installFakeMoonraker()
    applyUpdateStatus(status)
    await updateComponent('klipper')
    await updateComponent('mainsail')
    await updateComponent('system')
    await updateComponent('moonraker')
    expect(fake.calls).toEqual([
      { method: 'machine.update.klipper' },
      { method: 'machine.update.client', params: { name: 'mainsail' } },
      { method: 'machine.update.system' },
      { method: 'machine.update.moonraker' },
    ])
    // The server restarts after its own update: the socket is told to reconnect.
    expect(link.expectServerRestart).toHaveBeenCalledTimes(1)
  })

  it('streams responses into the dialog and finishes on the complete one', async () => {
    installFakeMoonraker()
    let release!: () => void
    const done = new Promise<void>((r) => (release = r))
    installFakeMoonraker({ 'machine.update.klipper': () => done.then(() => 'ok') })
    const running = updateComponent('klipper')
    expect(useVersionsStore.getState()).toMatchObject({ busy: true, updating: { application: 'klipper', complete: false } })
    handleUpdateResponse({ application: 'klipper', proc_id: 1, message: 'Fetching', complete: false })
    handleUpdateResponse({ application: 'klipper', proc_id: 1, message: 'Done', complete: true })
    expect(useVersionsStore.getState()).toMatchObject({ busy: false, updating: { complete: true } })
    expect(useVersionsStore.getState().lines.map((l) => l.message)).toEqual(['Fetching', 'Done'])
    release()
    await running
  })

  it('keeps the console to 250 lines', () => {
    for (let i = 0; i < 300; i++) handleUpdateResponse({ application: 'klipper', proc_id: 1, message: `line ${i}`, complete: false })
    const lines = useVersionsStore.getState().lines
    expect(lines).toHaveLength(250)
    expect(lines.at(-1)?.message).toBe('line 299')
  })

  it('update all and recover soft or hard', async () => {
    const fake = installFakeMoonraker()
    applyUpdateStatus(status)
    await updateAll()
    await recoverComponent('moonraker', false)
    await recoverComponent('moonraker', true)
    expect(fake.calls).toEqual([
      { method: 'machine.update.full' },
      { method: 'machine.update.recover', params: { name: 'moonraker', hard: false } },
      { method: 'machine.update.recover', params: { name: 'moonraker', hard: true } },
    ])
  })

  it('the dialog stays through the server restart an update of Moonraker causes', async () => {
    installFakeMoonraker()
    applyUpdateStatus(status)
    await recoverComponent('moonraker', false)
    handleUpdateResponse({ application: 'moonraker', proc_id: 2, message: 'recovery complete', complete: true })
    resetVersions()
    expect(useVersionsStore.getState()).toMatchObject({ loaded: false, info: {}, updating: { application: 'moonraker', complete: true } })
    expect(useVersionsStore.getState().lines.map((l) => l.message)).toContain('recovery complete')
  })

  it('a refused update leaves nothing running', async () => {
    installFakeMoonraker({ 'machine.update.klipper': new MoonrakerError(400, 'Updates are not allowed while printing') })
    applyUpdateStatus(status)
    expect(await updateComponent('klipper')).toBeUndefined()
    expect(useVersionsStore.getState().busy).toBe(false)
  })
})
