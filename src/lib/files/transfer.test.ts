import { describe, expect, it } from 'vitest'
import { folderUploads, transferPercent, transferRate } from './transfer'

describe('transfer figures', () => {
  it('picks kB, MB or GB for the speed', () => {
    expect(transferRate(512)).toEqual({ speed: 0.51, unit: 'kB' })
    expect(transferRate(999_999)).toEqual({ speed: 1000, unit: 'kB' })
    expect(transferRate(2_500_000)).toEqual({ speed: 2.5, unit: 'MB' })
    expect(transferRate(3_210_000_000)).toEqual({ speed: 3.21, unit: 'GB' })
  })

  it('shows nothing for bad speeds', () => {
    expect(transferRate(NaN)).toEqual({ speed: 0, unit: 'kB' })
    expect(transferRate(-5)).toEqual({ speed: 0, unit: 'kB' })
  })

  it('floors the percentage and caps it at 100', () => {
    expect(transferPercent(0, 100)).toBe(0)
    expect(transferPercent(999, 1000)).toBe(99)
    expect(transferPercent(1000, 1000)).toBe(100)
    expect(transferPercent(1200, 1000)).toBe(100)
    expect(transferPercent(0, 0)).toBe(0)
  })
})

describe('folderUploads', () => {
  const f = (webkitRelativePath: string) => ({ name: webkitRelativePath.slice(webkitRelativePath.lastIndexOf('/') + 1), webkitRelativePath })

  it('keeps each file with the folder it sits in, top folder included', () => {
    const a = f('prints/cube.gcode')
    const b = f('prints/parts/gear.gcode')
    expect(folderUploads([a, b])).toEqual([
      { file: a, dir: 'prints' },
      { file: b, dir: 'prints/parts' },
    ])
  })

  it('skips hidden files and folders, and extensions the root does not take', () => {
    const keep = f('prints/a.GCODE')
    const out = folderUploads([f('prints/.DS_Store'), f('prints/.git/config'), f('prints/model.stl'), keep], ['.gcode', '.g'])
    expect(out).toEqual([{ file: keep, dir: 'prints' }])
  })

  it('puts a file without a relative path where the upload lands', () => {
    const plain = { name: 'x.gcode', webkitRelativePath: '' }
    expect(folderUploads([plain])).toEqual([{ file: plain, dir: '' }])
  })
})
