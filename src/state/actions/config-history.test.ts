// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { MoonrakerError } from '../../moonraker/errors'
import { installFakeMoonraker } from '../testing/fake-moonraker'
import { onToast, type Toast } from '../toasts'
import { listConfigFiles, listConfigVersions, saveConfigText } from './config-history'

let toasts: Toast[] = []
onToast((t) => toasts.push(t))
beforeEach(() => {
  toasts = []
})

describe('config history actions', () => {
  it('lists the config root for lint without hidden files (the kept versions among them)', async () => {
    installFakeMoonraker({
      'server.files.list': [
        { path: 'printer.cfg', modified: 1, size: 1, permissions: 'rw' },
        { path: 'macros/start.cfg', modified: 1, size: 1, permissions: 'rw' },
        { path: '.stratum/history/printer.cfg/2026-11-29T09-00-00-000Z.bak', modified: 1, size: 1, permissions: 'rw' },
      ],
    })
    expect(await listConfigFiles()).toEqual(['printer.cfg', 'macros/start.cfg'])
  })

  it('lists a file’s versions newest first from its history folder, none when the folder is not there yet', async () => {
    const fake = installFakeMoonraker({
      'server.files.get_directory': (p) =>
        p?.path === 'config/.stratum/history/printer.cfg'
          ? { dirs: [], files: [{ filename: '2026-11-29T09-00-00-000Z.bak', modified: 1, size: 10 }, { filename: '2026-11-29T10-00-00-000Z.bak', modified: 2, size: 12 }] }
          : new MoonrakerError(404, 'Directory does not exist'),
    })
    expect((await listConfigVersions('printer.cfg')).map((v) => v.name)).toEqual(['2026-11-29T10-00-00-000Z.bak', '2026-11-29T09-00-00-000Z.bak'])
    expect(fake.calls[0]).toEqual({ method: 'server.files.get_directory', params: { path: 'config/.stratum/history/printer.cfg', extended: false } })
    expect(await listConfigVersions('macros.cfg')).toEqual([])
  })

  it('a version that cannot be kept stops the save, with the server’s message', async () => {
    const fake = installFakeMoonraker({ 'server.files.copy': new MoonrakerError(500, 'No space left on device') })
    expect(await saveConfigText('config', 'printer.cfg', '[printer]\n')).toBe(false)
    expect(fake.methods()).toEqual(['server.files.copy'])
    expect(fake.calls[0].params).toMatchObject({ source: 'config/printer.cfg', dest: expect.stringMatching(/^config\/\.stratum\/history\/printer\.cfg\/.+\.bak$/) })
    expect(toasts.some((t) => t.message.includes('No space left on device'))).toBe(true)
  })

  it('empty text is never saved', async () => {
    const fake = installFakeMoonraker()
    expect(await saveConfigText('config', 'printer.cfg', '')).toBe(false)
    expect(fake.calls).toEqual([])
  })
})
