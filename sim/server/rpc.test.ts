import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RpcError, startTestSim, until, type TestSim } from './testing/harness'

describe('JSON-RPC and HTTP transport', () => {
  let t: TestSim
  beforeAll(async () => {
    t = await startTestSim()
  })
  afterAll(() => t.close())

  it('answers server.info over HTTP wrapped in result', async () => {
    const r = await t.request('GET', '/server/info')
    expect(r.status).toBe(200)
    expect(r.body.result).toMatchObject({
      klippy_connected: true,
      api_version: [1, 5, 0],
      api_version_string: '1.5.0',
      failed_components: [],
      warnings: [],
    })
    expect(r.body.result.components).toEqual(expect.arrayContaining(['database', 'machine', 'authorization', 'file_manager']))
    expect(r.body.result.registered_directories).toEqual(expect.arrayContaining(['config', 'gcodes', 'logs']))
    expect(typeof r.body.result.moonraker_version).toBe('string')
  })

  it('answers the same method over the websocket', async () => {
    const c = await t.rpc()
    const info = await c.call<Record<string, unknown>>('server.info')
    expect(info.websocket_count).toBeGreaterThanOrEqual(1)
    c.close()
  })

  it('reports -32700 for malformed JSON', async () => {
    const c = await t.rpc()
    expect(await c.raw('{"jsonrpc": "2.0", "method": ')).toEqual({
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error' },
      id: null,
    })
    c.close()
  })

  it('reports -32600 for an invalid request and -32601 for an unknown method', async () => {
    const c = await t.rpc()
    expect(await c.raw(JSON.stringify({ jsonrpc: '1.0', method: 'server.info', id: 3 }))).toMatchObject({
      error: { code: -32600 },
      id: 3,
    })
    await expect(c.call('server.no_such_thing')).rejects.toMatchObject({ code: -32601, message: 'Method not found' })
    c.close()
  })

  it('reports -32602 for positional params and 400 for a missing argument', async () => {
    const c = await t.rpc()
    expect(await c.raw(JSON.stringify({ jsonrpc: '2.0', method: 'printer.gcode.script', params: ['G28'], id: 9 }))).toMatchObject({
      error: { code: -32602 },
      id: 9,
    })
    const err = await c.call('printer.gcode.script', {}).catch((e: RpcError) => e)
    expect(err).toBeInstanceOf(RpcError)
    expect((err as RpcError).code).toBe(400)
    c.close()
  })

  it('processes batches and stays silent for notifications', async () => {
    const c = await t.rpc()
    const reply = (await c.raw(
      JSON.stringify([
        { jsonrpc: '2.0', method: 'server.websocket.id', id: 1 },
        { jsonrpc: '2.0', method: 'server.info' },
        { jsonrpc: '2.0', method: 'nope', id: 2 },
      ]),
    )) as { id: number }[]
    expect(reply).toHaveLength(2)
    expect(reply.map((r) => r.id).sort()).toEqual([1, 2])
    c.close()
  })

  it('serves JSON-RPC over HTTP at /server/jsonrpc', async () => {
    const r = await t.request('POST', '/server/jsonrpc', { jsonrpc: '2.0', method: 'printer.info', id: 5 })
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ jsonrpc: '2.0', id: 5, result: { state: 'ready' } })
  })

  it('maps errors to HTTP status codes and 404s unknown routes', async () => {
    const missing = await t.request('GET', '/server/database/item?namespace=nothing_here')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ error: { code: 404, message: 'Namespace nothing_here not found' } })
    const unknown = await t.request('GET', '/no/such/route')
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.code).toBe(404)
  })

  it('echoes an allowed origin for CORS and answers its preflights (sim/server/http/guards.test.ts: the others)', async () => {
    const res = await fetch(`${t.url}/server/info`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Headers': 'authorization' } })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
    const get = await fetch(`${t.url}/server/info`, { headers: { Origin: 'http://voron.local' } })
    expect(get.headers.get('access-control-allow-origin')).toBe('http://voron.local')
  })

  it('accepts query string type hints', async () => {
    const r = await t.request('POST', '/server/database/item?namespace=hints&key=n&value:int=42')
    expect(r.body.result).toEqual({ namespace: 'hints', key: 'n', value: 42 })
    const j = await t.request('POST', `/server/database/item?namespace=hints&key=o&value:json=${encodeURIComponent('{"a":[1,2]}')}`)
    expect(j.body.result.value).toEqual({ a: [1, 2] })
  })

  it('identifies a connection once', async () => {
    const c = await t.rpc()
    const id = await c.call<{ connection_id: number }>('server.connection.identify', {
      client_name: 'test',
      version: '1.0',
      type: 'web',
      url: 'http://example.test',
    })
    expect(id.connection_id).toBeGreaterThan(0)
    expect(await c.call('server.websocket.id')).toEqual({ websocket_id: id.connection_id })
    await expect(
      c.call('server.connection.identify', { client_name: 'test', version: '1.0', type: 'web', url: 'x' }),
    ).rejects.toMatchObject({ code: 400 })
    const before = (await t.request('GET', '/server/info')).body.result.websocket_count
    c.close()
    await until(async () => (await t.request('GET', '/server/info')).body.result.websocket_count === before - 1)
  })
})
