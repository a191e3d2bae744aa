import { describe, expect, it, vi } from 'vitest'
import { probePrinter } from './probe'

const response = (status: number, body: unknown = {}) => new Response(JSON.stringify(body), { status })

describe('probePrinter', () => {
  it('accepts a 200 and a 401 as reachable', async () => {
    expect(await probePrinter('http://p', undefined, vi.fn(async () => response(200)))).toEqual({ ok: true })
    expect(await probePrinter('http://p', undefined, vi.fn(async () => response(401)))).toEqual({ ok: true })
  })
  it('asks server/info with a timestamp and no auth', async () => {
    const fetcher = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => response(200))
    await probePrinter('http://p:7125', undefined, fetcher as unknown as typeof fetch)
    expect(String(fetcher.mock.calls[0][0])).toMatch(/^http:\/\/p:7125\/server\/info\?t=\d+$/)
    expect(fetcher.mock.calls[0][1]).not.toHaveProperty('headers')
  })
  it('tells a CORS refusal from no connection', async () => {
    const cors = vi.fn(async (_u: unknown, init?: RequestInit) => {
      if (init?.mode === 'no-cors') return new Response(null, { status: 200 })
      throw new TypeError('Failed to fetch')
    })
    expect(await probePrinter('http://p', undefined, cors as unknown as typeof fetch)).toEqual({ ok: false, reason: 'cors' })
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await probePrinter('http://p', undefined, down as unknown as typeof fetch)).toEqual({ ok: false, reason: 'unreachable', message: 'Failed to fetch' })
  })
  it('reports other server errors directly', async () => {
    const r = await probePrinter('http://p', undefined, vi.fn(async () => response(500, { error: { message: 'boom' } })))
    expect(r).toEqual({ ok: false, reason: 'error', message: 'boom' })
  })
})
