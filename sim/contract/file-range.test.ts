/**
 * File downloads with a Range header (a G-code preview resuming a download cut off), against what
 * Moonraker v0.10 (d5ee171, the reference stack's version) answers. The expected answers are read off
 * its file handler (moonraker/components/application.py, FileRequestHandler.get) and the Tornado range
 * parsing it calls, not recorded: the recording scenario asks no downloads. One single range is
 * served; a range covering the whole file is a 200; an unreadable Range is ignored.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, type TestSim } from '../server/testing/harness'

const CONTENT = '0123456789abcdefghij'
const SIZE = CONTENT.length

interface Expected {
  status: number
  body: string
  /** Content-Range, or null when Moonraker sends none. */
  range: string | null
}

/** Range header → Moonraker's answer for a 20-byte file. */
const MOONRAKER: [string | undefined, Expected][] = [
  [undefined, { status: 200, body: CONTENT, range: null }],
  ['bytes=5-', { status: 206, body: CONTENT.slice(5), range: `bytes 5-19/${SIZE}` }],
  ['bytes=5-9', { status: 206, body: '56789', range: `bytes 5-9/${SIZE}` }],
  ['bytes=15-99', { status: 206, body: CONTENT.slice(15), range: `bytes 15-19/${SIZE}` }],
  ['bytes=-4', { status: 206, body: 'ghij', range: `bytes 16-19/${SIZE}` }],
  ['bytes=-99', { status: 200, body: CONTENT, range: null }],
  ['bytes=0-', { status: 200, body: CONTENT, range: null }],
  ['bytes=0-19', { status: 200, body: CONTENT, range: null }],
  ['bytes=', { status: 200, body: CONTENT, range: null }],
  ['bytes=1-2,6-10', { status: 200, body: CONTENT, range: null }],
  ['items=1-2', { status: 200, body: CONTENT, range: null }],
  ['bytes=x-', { status: 200, body: CONTENT, range: null }],
  ['bytes=20-', { status: 416, body: '', range: `bytes */${SIZE}` }],
  ['bytes=7-3', { status: 416, body: '', range: `bytes */${SIZE}` }],
  ['bytes=-0', { status: 416, body: '', range: `bytes */${SIZE}` }],
]

describe('file downloads with a Range answer like Moonraker v0.10', () => {
  let t: TestSim
  beforeAll(async () => {
    t = await startTestSim()
    writeFileSync(path.join(t.dataDir, 'gcodes', 'range.gcode'), CONTENT)
  })
  afterAll(() => t?.close())

  it.each(MOONRAKER)('Range %s', async (range, expected) => {
    const res = await fetch(`${t.url}/server/files/gcodes/range.gcode`, { headers: range === undefined ? {} : { Range: range } })
    const body = await res.text()
    expect({ status: res.status, body, range: res.headers.get('content-range') }).toEqual(expected)
    expect(res.headers.get('content-length')).toBe(String(expected.body.length))
    expect(res.headers.get('accept-ranges')).toBe('bytes')
    if (res.status === 416) expect(res.headers.get('content-type')).toBe('text/plain')
  })
})
