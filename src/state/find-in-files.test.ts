import { describe, expect, it, vi } from 'vitest'
import type { IndexedFile } from '../lib/files/file-index'

const texts: Record<string, string> = {
  'printer.cfg': '[printer]\nkinematics: corexy\n[stepper_x]\nstep_pin: PA1\n',
  'macros/a.cfg': '[gcode_macro START]\ngcode:\n  G28 ; step one\n',
  'blob.cfg': 'abc\u0000def step',
}
const downloadFile = vi.fn((_root: string, path: string) => ({ promise: Promise.resolve(new Blob([texts[path] ?? ''])), cancel: () => undefined }))
vi.mock('../moonraker/api/files', () => ({ downloadFile: (root: string, path: string) => downloadFile(root, path) }))

const { findInFiles } = await import('./find-in-files')
const file = (path: string, size = 100): IndexedFile => ({ root: 'config', path, size, modified: 1 })

async function run(files: IndexedFile[], query: string) {
  const reports: Awaited<Parameters<Parameters<typeof findInFiles>[2]>[0]>[] = []
  await findInFiles(files, query, (p) => reports.push(p), () => false)
  return reports
}

describe('findInFiles', () => {
  it('lists matches by file in the files order, and skips huge and binary files with a reason', async () => {
    const files = [file('printer.cfg'), file('macros/a.cfg'), file('huge.cfg', 6 * 1024 * 1024), file('photo.png'), file('blob.cfg')]
    const reports = await run(files, 'step')
    const last = reports[reports.length - 1]
    expect(last.done).toBe(true)
    expect(last.results.map((r) => [r.file.path, r.matches.map((m) => m.line)])).toEqual([
      ['printer.cfg', [3, 4]],
      ['macros/a.cfg', [3]],
    ])
    expect(last.skipped.map((s) => [s.file.path, s.reason]).sort()).toEqual([
      ['blob.cfg', 'binary'],
      ['huge.cfg', 'large'],
      ['photo.png', 'binary'],
    ])
    // Neither the huge file nor the picture was downloaded.
    expect(downloadFile.mock.calls.map((c) => c[1]).sort()).toEqual(['blob.cfg', 'macros/a.cfg', 'printer.cfg'])
  })

  it('reads a file once while its size and date stay the same', async () => {
    downloadFile.mockClear()
    await run([file('printer.cfg'), file('macros/a.cfg')], 'corexy')
    expect(downloadFile).not.toHaveBeenCalled()
    await run([{ ...file('printer.cfg'), modified: 2 }], 'corexy')
    expect(downloadFile).toHaveBeenCalledTimes(1)
  })

  it('stops when a newer query cancels it', async () => {
    const reports: unknown[] = []
    await findInFiles([file('printer.cfg'), file('macros/a.cfg')], 'step', (p) => reports.push(p), () => true)
    expect(reports).toEqual([])
  })
})
