// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { entriesOf } from '../../lib/files/entry'
import { MoonrakerError } from '../../moonraker/errors'
import { useBulkStore } from '../bulk'
import { useFilesStore } from '../files'
import { useSessionStore } from '../session'
import { installFakeMoonraker } from '../testing/fake-moonraker'
import { onToast, type Toast } from '../toasts'
import { deleteEntries, duplicateEntry, entriesStillListed, refreshMetadata, zipEntries } from './files'

let toasts: Toast[] = []
onToast((t) => toasts.push(t))
beforeEach(() => {
  toasts = []
  useFilesStore.setState({ listings: {} })
})

const [cube, other] = entriesOf(
  {
    dirs: [],
    files: [
      { filename: 'cube.gcode', modified: 1, size: 1, slicer: 'Old' },
      { filename: 'other.gcode', modified: 1, size: 1 },
    ],
  },
  'parts',
)

describe('file actions', () => {
  it('duplicate copies beside the file under the first free name', async () => {
    const fake = installFakeMoonraker()
    const name = await duplicateEntry('gcodes', cube, ['cube.gcode', 'cube_copy.gcode'])
    expect(name).toBe('cube_copy_2.gcode')
    expect(fake.calls).toEqual([{ method: 'server.files.copy', params: { source: 'gcodes/parts/cube.gcode', dest: 'gcodes/parts/cube_copy_2.gcode' } }])
  })

  it('duplicate resolves undefined and tells the server message on failure', async () => {
    installFakeMoonraker({ 'server.files.copy': new MoonrakerError(500, 'Disk full') })
    expect(await duplicateEntry('gcodes', cube, [])).toBeUndefined()
    expect(toasts.some((t) => t.message.includes('Disk full'))).toBe(true)
  })

  it('refresh metadata calls metascan and puts the reply on the row', async () => {
    useFilesStore.setState({
      listings: { 'gcodes/parts': { root: 'gcodes', path: 'parts', entries: [cube, other], diskUsage: null, loading: false, error: null, receivedAt: 0 } },
    })
    const fake = installFakeMoonraker({ 'server.files.metascan': { filename: 'parts/cube.gcode', size: 1, modified: 1, slicer: 'New' } })
    expect(await refreshMetadata('parts/cube.gcode')).toBe(true)
    expect(fake.calls).toEqual([{ method: 'server.files.metascan', params: { filename: 'parts/cube.gcode' } }])
    const row = useFilesStore.getState().listings['gcodes/parts'].entries?.find((e) => e.name === 'cube.gcode')
    expect(row?.meta?.slicer).toBe('New')
  })

  it('zip packs the rooted items into an archive in the folder', async () => {
    const fake = installFakeMoonraker({ 'server.files.zip': { destination: { root: 'gcodes', path: 'parts/x.zip', modified: 1, size: 1 }, action: 'zip_files' } })
    const name = await zipEntries('gcodes', 'parts', [cube, other], ['cube.gcode'])
    expect(name).toMatch(/^collection-\d{8}-\d{6}\.zip$/)
    expect(fake.calls[0]).toEqual({ method: 'server.files.zip', params: { items: ['gcodes/parts/cube.gcode', 'gcodes/parts/other.gcode'], dest: `gcodes/parts/${name}`, store_only: false } })
  })
})

describe('a bulk remove reports only what is still there', () => {
  const many = entriesOf({ dirs: [{ dirname: 'sub', modified: 1, size: 0 }], files: ['a', 'b', 'c'].map((n) => ({ filename: `${n}.gcode`, modified: 1, size: 1 })) }, 'parts')
  const listing = (files: string[]) => ({ dirs: [], files: files.map((filename) => ({ filename, modified: 1, size: 1 })), disk_usage: { total: 1, used: 0, free: 1 }, root_info: { name: 'gcodes', permissions: 'rw' } })
  beforeEach(() => useSessionStore.setState((s) => ({ socket: { ...s.socket, phase: 'open' } })))

  it('a removal whose answer a restart cut off, and whose retry found nothing, counts as done once the folder is listed again', async () => {
    const fake = installFakeMoonraker({
      // The retry after the restart: the file went with the first call.
      'server.files.delete_file': (p) => (p?.path === 'gcodes/parts/b.gcode' ? new MoonrakerError(404, 'File does not exist') : { item: {} }),
      'server.files.get_directory': listing([]),
    })
    await deleteEntries('gcodes', many)
    expect(useBulkStore.getState().operation).toBeNull()
    expect(fake.calls.filter((c) => c.method === 'server.files.get_directory')).toEqual([{ method: 'server.files.get_directory', params: { path: 'gcodes/parts', extended: false } }])
  })

  it('a file still listed is reported, with its own error', async () => {
    installFakeMoonraker({
      'server.files.delete_file': (p) => (p?.path === 'gcodes/parts/a.gcode' ? new MoonrakerError(404, 'File does not exist') : p?.path === 'gcodes/parts/c.gcode' ? new MoonrakerError(403, 'File is loaded, delete not permitted') : { item: {} }),
      'server.files.get_directory': listing(['c.gcode']),
    })
    await deleteEntries('gcodes', many)
    expect(useBulkStore.getState().operation).toMatchObject({ total: 4, failed: 1, firstError: 'File is loaded, delete not permitted' })
  })

  it('when the folder cannot be listed, the failures stand as they came', async () => {
    installFakeMoonraker({
      'server.files.delete_file': new MoonrakerError(500, 'Internal error'),
      'server.files.get_directory': new MoonrakerError(500, 'Internal error'),
    })
    await deleteEntries('gcodes', many)
    expect(useBulkStore.getState().operation).toMatchObject({ failed: 3 })
  })

  it('a folder that is gone holds none of them', async () => {
    installFakeMoonraker({ 'server.files.get_directory': new MoonrakerError(404, 'Directory does not exist') })
    expect(await entriesStillListed('gcodes', many)).toEqual([])
  })
})
