import { describe, expect, it } from 'vitest'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { WsFrame } from '../harness/network-log'
import { lastResponseLine } from './console-flood'
import { compressible, kindOf } from './initial-payload'
import { heapGrowth } from './long-print'
import { residentMemory } from '../harness/memory'
import { directoryReply } from './ten-k-files'
import { selectScenarios } from './index'

const frame = (direction: WsFrame['direction'], t: number, msg: unknown): WsFrame => ({ direction, t, payload: JSON.stringify(msg) })

describe('directoryReply', () => {
  it('finds the reply to the get_directory request for the folder', () => {
    const frames = [
      frame('sent', 1, { jsonrpc: '2.0', method: 'server.files.get_directory', params: { path: 'gcodes' }, id: 7 }),
      frame('received', 1.1, { jsonrpc: '2.0', result: { dirs: [{ dirname: 'big' }] }, id: 7 }),
      frame('sent', 2, { jsonrpc: '2.0', method: 'server.files.get_directory', params: { path: 'gcodes/big', extended: true }, id: 8 }),
      frame('received', 2.5, { jsonrpc: '2.0', method: 'notify_status_update', params: [{}, 1] }),
      frame('received', 2.7, { jsonrpc: '2.0', result: { files: [] }, id: 8 }),
    ]
    expect(directoryReply({ frames }, 'big')).toEqual({ t: 2.7, bytes: frames[4].payload.length })
    expect(directoryReply({ frames: frames.slice(0, 4) }, 'big')).toBeNull()
  })
})

describe('lastResponseLine', () => {
  it('takes the last line of the last gcode response', () => {
    const frames = [
      frame('received', 1, { method: 'notify_gcode_response', params: ['// flood 1'] }),
      frame('received', 2, { method: 'notify_gcode_response', params: ['// flood 2\necho: flood 3\n'] }),
      frame('received', 3, { method: 'notify_status_update', params: [{}, 3] }),
    ]
    expect(lastResponseLine(frames)).toBe('echo: flood 3')
    expect(lastResponseLine([])).toBeNull()
  })
})

describe('initial payload classification', () => {
  it('sorts responses into JS, CSS and the rest', () => {
    expect(kindOf({ type: 'Script', mimeType: 'text/javascript', url: 'http://x/assets/a.js' })).toBe('js')
    expect(kindOf({ type: 'Other', mimeType: '', url: 'http://x/assets/chunk.js?v=1' })).toBe('js')
    expect(kindOf({ type: 'Stylesheet', mimeType: 'text/css', url: 'http://x/a.css' })).toBe('css')
    expect(kindOf({ type: 'Fetch', mimeType: 'application/json', url: 'http://x/config.json' })).toBe('other')
  })

  it('gzips text formats only', () => {
    expect(compressible({ mimeType: 'text/javascript' })).toBe(true)
    expect(compressible({ mimeType: 'image/svg+xml' })).toBe(true)
    expect(compressible({ mimeType: 'font/woff2' })).toBe(false)
    expect(compressible({ mimeType: 'image/png' })).toBe(false)
  })
})

describe('heapGrowth', () => {
  it('compares the last sample with the first', () => {
    const s = (at: number, heap: number) => ({ at, heap, busy: 1, cpu: 1 })
    expect(heapGrowth([s(0, 10e6), s(5, 12e6), s(10, 11e6)])).toBeCloseTo(10)
    expect(heapGrowth([s(0, 10e6)])).toBeNull()
  })
})

describe('selectScenarios', () => {
  it('runs everything by default, the payload alone for --smoke', () => {
    expect(selectScenarios([], false).map((s) => s.id)).toEqual(['initial-payload', 'cold-load', 'repeat-visit', 'printing-dashboard', 'console-flood', '10k-files', 'history', 'job-queue', 'long-print', 'gcode-preview', 'bed-mesh', 'input-shaper', 'config-lint', 'system-charts'])
    expect(selectScenarios([], true).map((s) => s.id)).toEqual(['initial-payload'])
  })

  it('runs an opt-in scenario only when it is named', () => {
    expect(selectScenarios([], false).map((s) => s.id)).not.toContain('camera-30min')
    expect(selectScenarios(['camera-30min'], false).map((s) => s.id)).toEqual(['camera-30min'])
    expect(selectScenarios([], false).map((s) => s.id)).not.toContain('soak')
    expect(selectScenarios(['soak'], false).map((s) => s.id)).toEqual(['soak'])
  })

  it('accepts ids and titles, keeps the run order, refuses unknown names', () => {
    expect(selectScenarios(['long-print', 'cold-load'], false).map((s) => s.id)).toEqual(['cold-load', 'long-print'])
    expect(selectScenarios(['10k-files'], true).map((s) => s.id)).toEqual(['10k-files'])
    expect(() => selectScenarios(['warp-speed'], false)).toThrow(/unknown scenario 'warp-speed'/)
  })
})

describe('residentMemory', () => {
  it('adds the resident memory of the given processes, skipping those gone', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'proc-'))
    const proc = (pid: string, kb: number) => {
      mkdirSync(path.join(root, pid))
      writeFileSync(path.join(root, pid, 'status'), `Name:\tchromium\nVmRSS:\t  ${kb} kB\n`)
    }
    proc('10', 1000)
    proc('11', 5000)
    proc('12', 500)
    expect(residentMemory([10, 12, 99], root)).toBe(1500 * 1024)
    rmSync(root, { recursive: true })
  })

  it('is null when none can be read', () => {
    expect(residentMemory([1, 2], '/no/such/proc')).toBeNull()
  })
})
