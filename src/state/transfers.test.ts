import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MoonrakerError } from '../moonraker/errors'

type Progress = (p: { loaded: number; total: number; speed: number }) => void
const calls: { name: string; path: string; print: boolean; progress?: Progress; on?: unknown; resolve(v: unknown): void; reject(e: unknown): void }[] = []

vi.mock('../moonraker/api/files', () => ({
  uploadFile: (_file: Blob, name: string, _root: string, path: string, print: boolean, progress?: Progress, on?: unknown) => {
    let resolve!: (v: unknown) => void
    let reject!: (e: unknown) => void
    const promise = new Promise((res, rej) => {
      resolve = res
      reject = rej
    })
    calls.push({ name, path, print, progress, on, resolve, reject })
    return { promise, cancel: () => reject(new MoonrakerError(-1, 'User cancelled.', 'upload')) }
  },
  downloadFile: (_root: string, path: string) => ({
    promise: Promise.reject(path === 'gone.cfg' ? new MoonrakerError(404, 'File gone.cfg does not exist', path) : new MoonrakerError(-1, 'User cancelled.', 'x')),
    cancel: () => undefined,
  }),
}))
vi.mock('./actions', () => ({ reportError: vi.fn() }))
vi.mock('./toasts', () => ({ showToast: vi.fn() }))

const { cancelTransfer, uploadFiles, fetchFile } = await import('./transfers')
const { useTransfersStore } = await import('./transfer-list')
const { showToast } = await import('./toasts')
const { useSessionStore } = await import('./session')
const { retryUpload } = await import('./transfers')
const { uploadsPending } = await import('./transfer-list')
const setSocket = (phase: 'open' | 'connecting') => useSessionStore.setState((s) => ({ socket: { ...s.socket, phase } }))
const tick = () => new Promise((r) => setTimeout(r, 0))

beforeEach(() => setSocket('open'))

afterEach(() => {
  calls.length = 0
  useTransfersStore.setState({ transfers: [] })
})

describe('uploads', () => {
  it('a file queued for one printer still goes to it after a switch to another', async () => {
    const { beginPrinterSession } = await import('./printer-session')
    const { setActiveClient } = await import('./socket-link')
    const { Moonraker } = await import('../moonraker/client')
    const { HttpClient } = await import('../moonraker/http')
    const client = (url: string) => new Moonraker(new HttpClient(url, { get: () => ({ token: null, refreshToken: null }), set: () => undefined }))
    const first = client('http://a.test/')
    setActiveClient(first, beginPrinterSession('http://a.test/'))
    const done = uploadFiles([new File(['a'], 'a.gcode'), new File(['b'], 'b.gcode')], 'gcodes', '')
    await tick()
    setActiveClient(client('http://b.test/'), beginPrinterSession('http://b.test/'))
    calls[0].resolve({})
    await tick()
    expect(calls.map((c) => c.on)).toEqual([first, first])
    calls[1].resolve({})
    await done
  })

  it('queues every file at once and uploads them one at a time, never printing several', async () => {
    const a = new File(['a'], 'a.gcode')
    const b = new File(['bb'], 'b.gcode')
    const done = uploadFiles([a, b], 'gcodes', 'sub', true)
    await tick()
    expect(useTransfersStore.getState().transfers.map((t) => t.filepath)).toEqual(['sub/a.gcode', 'sub/b.gcode'])
    expect(calls.map((c) => c.name)).toEqual(['a.gcode'])
    calls[0].resolve({})
    await tick()
    expect(calls.map((c) => [c.name, c.print])).toEqual([
      ['a.gcode', false],
      ['b.gcode', false],
    ])
    calls[1].resolve({})
    await done
  })

  it('uploads a picked folder into its sub-folders, through the same queue', async () => {
    const top = new File(['a'], 'a.gcode')
    const nested = new File(['b'], 'b.gcode')
    const done = uploadFiles([{ file: top, dir: 'prints' }, { file: nested, dir: 'prints/parts' }], 'gcodes', 'sub', false)
    await tick()
    expect(useTransfersStore.getState().transfers.map((t) => t.filepath)).toEqual(['sub/prints/a.gcode', 'sub/prints/parts/b.gcode'])
    calls[0].resolve({})
    await tick()
    expect(calls.map((c) => [c.name, c.path])).toEqual([
      ['a.gcode', 'sub/prints'],
      ['b.gcode', 'sub/prints/parts'],
    ])
    calls[1].resolve({})
    await done
  })

  it('prints a single file when asked', async () => {
    const done = uploadFiles([new File(['a'], 'a.gcode')], 'gcodes', '', true)
    await tick()
    expect(calls[0].print).toBe(true)
    calls[0].resolve({})
    await done
  })

  it('shows progress, speed and units, and Processing (100 %, not complete) until the reply', async () => {
    const file = new File([new Uint8Array(1000)], 'p.gcode')
    const done = uploadFiles([file], 'gcodes', '', false)
    await tick()
    calls[0].progress?.({ loaded: 1000, total: 1000, speed: 2_000_000 })
    const t = useTransfersStore.getState().transfers[0]
    expect(t).toMatchObject({ percent: 100, complete: false, speed: 2, unit: 'MB' })
    calls[0].resolve({})
    await done
    expect(useTransfersStore.getState().transfers[0].complete).toBe(true)
  })

  it('skips a queued file cancelled before it starts and aborts a running one', async () => {
    const done = uploadFiles([new File(['a'], 'a.gcode'), new File(['b'], 'b.gcode')], 'gcodes', '', false)
    await tick()
    const [first, second] = useTransfersStore.getState().transfers
    cancelTransfer(second.id)
    cancelTransfer(first.id)
    await done
    expect(calls.map((c) => c.name)).toEqual(['a.gcode'])
    expect(useTransfersStore.getState().transfers).toEqual([])
  })
})

describe('uploads across failures and drops', () => {
  it('keeps a failed upload listed with its reason, goes on with the next, and sends it again on Retry', async () => {
    const done = uploadFiles([new File(['a'], 'a.gcode'), new File(['b'], 'b.gcode')], 'gcodes', '', false)
    await tick()
    calls[0].reject(new MoonrakerError(413, 'File too large'))
    await tick()
    expect(calls.map((c) => c.name)).toEqual(['a.gcode', 'b.gcode'])
    calls[1].resolve({})
    await done
    const failed = useTransfersStore.getState().transfers[0]
    expect(failed).toMatchObject({ filepath: 'a.gcode', error: 'File too large', connectionLost: false, complete: false })
    expect(uploadsPending()).toBe(false)

    retryUpload(failed.id)
    expect(uploadsPending()).toBe(true)
    await tick()
    expect(calls.map((c) => c.name)).toEqual(['a.gcode', 'b.gcode', 'a.gcode'])
    expect(useTransfersStore.getState().transfers[0]).toMatchObject({ error: null, percent: 0 })
    calls[2].resolve({})
    await tick()
    expect(useTransfersStore.getState().transfers[0].complete).toBe(true)
  })

  it('marks an upload cut by the connection and holds the queue until the printer is back', async () => {
    const done = uploadFiles([new File(['a'], 'a.gcode'), new File(['b'], 'b.gcode')], 'gcodes', '', false)
    await tick()
    setSocket('connecting')
    calls[0].reject(new MoonrakerError(0, 'Network error', 'upload'))
    await tick()
    const [cut, next] = useTransfersStore.getState().transfers
    expect(cut).toMatchObject({ error: 'Network error', connectionLost: true })
    expect(next.waiting).toBe(true)
    expect(calls).toHaveLength(1)
    expect(uploadsPending()).toBe(true)

    setSocket('open')
    await tick()
    expect(useTransfersStore.getState().transfers[1].waiting).toBe(false)
    expect(calls.map((c) => c.name)).toEqual(['a.gcode', 'b.gcode'])
    calls[1].resolve({})
    await done
  })

  it('lets the user cancel a file waiting for the printer, and dismiss a failed one', async () => {
    setSocket('connecting')
    const done = uploadFiles([new File(['a'], 'a.gcode')], 'gcodes', '', false)
    await tick()
    cancelTransfer(useTransfersStore.getState().transfers[0].id)
    await done
    expect(calls).toHaveLength(0)
    expect(useTransfersStore.getState().transfers).toEqual([])

    setSocket('open')
    const again = uploadFiles([new File(['c'], 'c.gcode')], 'gcodes', '', false)
    await tick()
    calls[0].reject(new MoonrakerError(500, 'Disk full'))
    await again
    cancelTransfer(useTransfersStore.getState().transfers[0].id)
    expect(useTransfersStore.getState().transfers).toEqual([])
  })
})

describe('downloads', () => {
  it("says 'User cancelled.' when a download is cancelled", async () => {
    expect(await fetchFile('gcodes', 'a.gcode', 10)).toBeUndefined()
    expect(showToast).toHaveBeenCalledWith({ type: 'info', message: 'User cancelled.' })
  })

  it("tells the server's message when the file the user opens is gone (a 404 answering their own click)", async () => {
    expect(await fetchFile('config', 'gone.cfg', 10)).toBeUndefined()
    expect(showToast).toHaveBeenCalledWith({ type: 'error', message: 'File gone.cfg does not exist' })
  })
})
