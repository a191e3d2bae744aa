import { afterEach, describe, expect, it, vi } from 'vitest'
import { GcodeModel } from './model'
import type { ParseMessage } from './protocol'
import { rangeFrom, resumedPart } from './resume'
import { parseAll, PreviewDownload } from './stream'

const layers = Array.from({ length: 40 }, (_, i) => [`;LAYER_CHANGE`, `G1 Z${(0.2 * (i + 1)).toFixed(1)}`, 'G1 X10 Y10 E1', 'G1 X50 Y10 E2', 'G1 X50 Y50 E3', 'G1 X10.125 Y50 E4'].join('\n'))
const file = new TextEncoder().encode(layers.join('\n') + '\n')

/** A body that delivers `bytes` in small chunks, then breaks off with a network error if `cutAfter` says so. */
function body(bytes: Uint8Array, cutAfter?: number): ReadableStream<Uint8Array> {
  let at = 0
  const end = cutAfter ?? bytes.length
  return new ReadableStream({
    pull(controller) {
      if (at >= end) {
        if (cutAfter !== undefined) controller.error(new TypeError('network error'))
        else controller.close()
        return
      }
      const next = Math.min(end, at + 333)
      controller.enqueue(bytes.slice(at, next))
      at = next
    },
  })
}

const answer = (status: number, bytes: Uint8Array, cutAfter?: number) => new Response(body(bytes, cutAfter), { status, headers: { 'Content-Length': String(bytes.length) } })

function run(responses: (Response | Error)[]) {
  const messages: ParseMessage[] = []
  const ranges: (string | undefined)[] = []
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    ranges.push((init?.headers as Record<string, string> | undefined)?.Range)
    const next = responses.shift()!
    if (next instanceof Error) throw next
    return next
  })
  const model = new GcodeModel()
  const download = new PreviewDownload(file.length, (m) => messages.push(m), model)
  return { download, messages, ranges, model }
}

const moves = (model: GcodeModel) => model.count
const straight = () => {
  const m = new GcodeModel()
  for (const b of parseAll(file)) m.append(b)
  return m
}

afterEach(() => vi.unstubAllGlobals())

describe('resuming a G-code download', () => {
  it('asks for the rest from the byte it stopped at; a 206 goes on, a 200 is read past what was parsed, anything that does not fit is not resumed', () => {
    expect(rangeFrom(0)).toEqual({})
    expect(rangeFrom(1234)).toEqual({ Range: 'bytes=1234-' })
    expect(resumedPart(206, 766, 1234, 2000)).toEqual({ skip: 0 })
    expect(resumedPart(206, null, 1234, 2000)).toEqual({ skip: 0 })
    expect(resumedPart(200, 2000, 1234, 2000)).toEqual({ skip: 1234 })
    // The file changed on the printer meanwhile, or is shorter now (416), or gone.
    expect(resumedPart(206, 900, 1234, 2000)).toBeNull()
    expect(resumedPart(200, 2500, 1234, 2000)).toBeNull()
    expect(resumedPart(416, 0, 1234, 2000)).toBeNull()
    expect(resumedPart(404, 40, 1234, 2000)).toBeNull()
  })

  it('a download cut halfway and resumed with a Range parses to the same moves as one that never broke', async () => {
    const cutAt = 1000
    const { download, messages, ranges, model } = run([answer(200, file, cutAt), answer(206, file.slice(cutAt))])
    await download.fetch('http://printer/server/files/gcodes/a.gcode?token=1')
    const cut = messages.find((m) => m.type === 'cut')
    expect(cut).toEqual({ type: 'cut', loaded: cutAt, total: file.length, retry: true })
    // The moves parsed before the cut are kept (they reached the page before the cut message).
    expect(moves(model)).toBeGreaterThan(0)
    await download.fetch('http://printer/server/files/gcodes/a.gcode?token=2')
    expect(ranges).toEqual([undefined, `bytes=${cutAt}-`])
    expect(messages.at(-1)).toMatchObject({ type: 'done', loaded: file.length, total: file.length })
    expect(moves(model)).toBe(moves(straight()))
    expect(model.layerCount).toBe(straight().layerCount)
  })

  it('a server that ignores the Range sends the whole file again: what was parsed is skipped', async () => {
    const { download, model, messages } = run([answer(200, file, 777), answer(200, file)])
    await download.fetch('u')
    await download.fetch('u')
    expect(messages.at(-1)).toMatchObject({ type: 'done', loaded: file.length })
    expect(moves(model)).toBe(moves(straight()))
  })

  it('a resume refused by a server still starting is worth another try; a changed file is not', async () => {
    const { download, messages } = run([answer(200, file, 500), new TypeError('Failed to fetch'), new Response('', { status: 503 }), answer(206, file.slice(0, 100))])
    await download.fetch('u')
    await download.fetch('u')
    await download.fetch('u')
    await download.fetch('u')
    expect(messages.filter((m) => m.type === 'cut').map((m) => m.type === 'cut' && m.retry)).toEqual([true, true, true, false])
  })

  it('stopped after a cut, the file ends with the lines read in full: the cut line is left out', async () => {
    // Cut in the middle of "X10.125", which read alone would move to X10.1.
    const at = new TextDecoder().decode(file).indexOf('X10.125') + 5
    const { download, messages, model } = run([answer(200, file, at)])
    await download.fetch('u')
    download.stop()
    expect(messages.at(-1)).toMatchObject({ type: 'done', loaded: at })
    const xs = Array.from(model.x.subarray(0, model.count))
    expect(xs.some((x) => Math.abs(x - 10.1) < 1e-4)).toBe(false)
    expect(xs).toContain(50)
  })
})
