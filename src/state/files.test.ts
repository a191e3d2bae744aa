import { describe, expect, it, vi } from 'vitest'

const getDirectory = vi.fn()
const fileMetadata = vi.fn()
vi.mock('../moonraker/api/files', () => ({ getDirectory: (...a: unknown[]) => getDirectory(...a), fileMetadata: (...a: unknown[]) => fileMetadata(...a) }))

const { flushFileListChanges, handleFileListChange, loadDirectory, resetFiles, useFilesStore } = await import('./files')
const { resetServer, setPrinterInfo, setServerInfo, useServerStore } = await import('./server')
const tick = () => new Promise((r) => setTimeout(r, 0))

describe('files store', () => {
  it('loads a directory with metadata and follows notify_filelist_changed', async () => {
    getDirectory.mockResolvedValueOnce({
      dirs: [{ dirname: 'parts', modified: 1, size: 0 }],
      files: [{ filename: 'a.gcode', modified: 1, size: 10, slicer: 'PrusaSlicer' }],
      disk_usage: { total: 10, used: 5, free: 5 },
      root_info: { name: 'gcodes', permissions: 'rw' },
    })
    await loadDirectory('gcodes', '')
    expect(getDirectory).toHaveBeenCalledWith('gcodes', true)
    const listing = useFilesStore.getState().listings.gcodes
    expect(listing.entries?.map((e) => e.name)).toEqual(['parts', 'a.gcode'])
    expect(listing.diskUsage?.free).toBe(5)

    fileMetadata.mockResolvedValueOnce({ filename: 'b.gcode', slicer: 'OrcaSlicer', estimated_time: 60 })
    handleFileListChange({ action: 'create_file', item: { root: 'gcodes', path: 'b.gcode', size: 3, modified: 2 } })
    // Changes reach the store together, a moment later.
    expect(useFilesStore.getState().listings.gcodes.entries?.map((e) => e.name)).toEqual(['parts', 'a.gcode'])
    flushFileListChanges()
    expect(useFilesStore.getState().listings.gcodes.entries?.map((e) => e.name)).toEqual(['parts', 'a.gcode', 'b.gcode'])
    await tick()
    expect(fileMetadata).toHaveBeenCalledWith('b.gcode')
    expect(useFilesStore.getState().listings.gcodes.entries?.find((e) => e.name === 'b.gcode')?.meta?.slicer).toBe('OrcaSlicer')

    handleFileListChange({ action: 'delete_file', item: { root: 'gcodes', path: 'a.gcode' } })
    flushFileListChanges()
    expect(useFilesStore.getState().listings.gcodes.entries?.map((e) => e.name)).toEqual(['parts', 'b.gcode'])
  })

  it('loads a listing again when a change arrives while its load is in flight: the reply may predate the change', async () => {
    const listing = (names: string[]) => ({ dirs: [], files: names.map((filename) => ({ filename, modified: 1, size: 1 })), disk_usage: { total: 1, used: 0, free: 1 }, root_info: { name: 'gcodes', permissions: 'rw' } })
    getDirectory.mockReset()
    let answer: (v: unknown) => void = () => undefined
    getDirectory.mockReturnValueOnce(new Promise((r) => (answer = r)))
    getDirectory.mockResolvedValueOnce(listing(['old.gcode', 'new.gcode']))
    const load = loadDirectory('gcodes', 'race')
    handleFileListChange({ action: 'create_file', item: { root: 'gcodes', path: 'race/new.gcode', size: 1, modified: 2 } })
    flushFileListChanges()
    // The reply was made before the upload landed.
    answer(listing(['old.gcode']))
    await load
    await tick()
    await tick()
    expect(getDirectory).toHaveBeenCalledTimes(2)
    expect(useFilesStore.getState().listings['gcodes/race'].entries?.map((e) => e.name)).toEqual(['old.gcode', 'new.gcode'])
  })

  it('keeps the server message when a load fails', async () => {
    const { MoonrakerError } = await import('../moonraker/errors')
    getDirectory.mockRejectedValueOnce(new MoonrakerError(404, 'Directory does not exist'))
    await loadDirectory('gcodes', 'gone')
    expect(useFilesStore.getState().listings['gcodes/gone']).toMatchObject({ loading: false, error: 'Directory does not exist', entries: null })
  })

  it("keeps the same printer's lists and roots through a dropped socket, and forgets them for a new session", async () => {
    getDirectory.mockResolvedValueOnce({ dirs: [], files: [{ filename: 'kept.gcode', modified: 1, size: 1 }], disk_usage: { total: 1, used: 0, free: 1 }, root_info: { name: 'gcodes', permissions: 'rw' } })
    await loadDirectory('gcodes', '')
    setServerInfo({ klippy_connected: true, klippy_state: 'ready', registered_directories: ['gcodes', 'config'], components: [], failed_components: [], warnings: [], websocket_count: 1, moonraker_version: 'v0.10.0', api_version: [1, 5, 0], api_version_string: '1.5.0' })

    setPrinterInfo({ state: 'ready', state_message: '', hostname: 'voron', software_version: 'v0.13.0', cpu_info: '', klipper_path: '', python_path: '', log_file: '', config_file: '' })
    resetServer('drop')
    resetFiles('drop')
    expect(useFilesStore.getState().listings.gcodes.entries?.map((e) => e.name)).toEqual(['kept.gcode'])
    expect(useServerStore.getState().info?.registered_directories).toEqual(['gcodes', 'config'])
    expect(useServerStore.getState().klippyState).toBe('unknown')
    expect(useServerStore.getState().printerInfo?.hostname).toBe('voron')

    resetServer('session')
    resetFiles('session')
    expect(useFilesStore.getState().listings.gcodes.entries).toBeNull()
    expect(useServerStore.getState().info).toBeNull()
  })
})
