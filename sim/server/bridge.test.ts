import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startTestSim, type TestSim } from './testing/harness'

interface Reply {
  id?: number
  result?: Record<string, unknown>
  error?: { error: string; message: string }
  params?: { data: number[][]; errors: number; overflows: number }
  key?: number
}

/** A bridge socket that keeps every message it gets. */
async function bridge(url: string, query = ''): Promise<{ ws: WebSocket; messages: Reply[]; ask(id: number, method: string, params?: unknown): Promise<Reply> }> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/klippysocket${query}`)
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  const messages: Reply[] = []
  ws.on('message', (m) => messages.push(JSON.parse(String(m)) as Reply))
  const ask = async (id: number, method: string, params: unknown = {}) => {
    ws.send(JSON.stringify({ id, method, params }))
    for (let i = 0; i < 300; i++) {
      const found = messages.find((m) => m.id === id)
      if (found) return found
      await new Promise((r) => setTimeout(r, 20))
    }
    throw new Error(`no answer to ${method}`)
  }
  return { ws, messages, ask }
}

/** The status and body of a refused upgrade. */
async function refused(url: string): Promise<{ status: number; body: string }> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/klippysocket`)
  return new Promise((resolve) => {
    ws.once('unexpected-response', (_req, res) => {
      let body = ''
      res.on('data', (d: Buffer) => (body += String(d)))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
  })
}

describe('bridge websocket /klippysocket', () => {
  let t: TestSim
  beforeAll(async () => {
    t = await startTestSim({ fake: false, timeScale: 20 })
    for (let i = 0; i < 100 && (await t.request('GET', '/server/info')).body.result.klippy_state !== 'ready'; i++) await new Promise((r) => setTimeout(r, 100))
  })
  afterAll(() => t.close())

  it("passes Klipper's API through: info, gcode/script, unknown paths, and the accelerometer dump", async () => {
    const b = await bridge(t.url)
    expect((await b.ask(1, 'info')).result).toMatchObject({ state: 'ready', software_version: expect.any(String) })
    expect(await b.ask(2, 'no/such_path')).toEqual({ id: 2, error: { error: 'WebRequestError', message: "webhooks: No registered callback for path 'no/such_path'" } })
    expect(await b.ask(3, 'gcode/script', { script: 'NOT_A_COMMAND' })).toEqual({ id: 3, result: {} })
    expect((await b.ask(4, 'adxl345/dump_adxl345', { sensor: 'other' })).error?.message).toBe("The value 'other' is not valid for sensor")
    expect(await b.ask(5, 'adxl345/dump_adxl345', { sensor: 'adxl345', response_template: { key: 7 } })).toEqual({
      id: 5,
      result: { header: ['time', 'x_acceleration', 'y_acceleration', 'z_acceleration'] },
    })
    await new Promise((r) => setTimeout(r, 400))
    const batches = b.messages.filter((m) => m.key === 7)
    expect(batches.length).toBeGreaterThan(1)
    const rows = batches.flatMap((m) => m.params!.data)
    expect(rows[0]).toHaveLength(4)
    expect(batches[0].params).toMatchObject({ errors: 0, overflows: 0 })
    // Printer time, at the chip's rate.
    expect(rows.length / (rows.at(-1)![0] - rows[0][0])).toBeCloseTo(3200, -2)
    b.ws.close()
  })

  it('closes with 1001 when Klippy goes away, and refuses to open without it', async () => {
    const b = await bridge(t.url)
    const closed = new Promise<number>((r) => b.ws.once('close', (code) => r(code)))
    await t.request('POST', '/printer/restart')
    expect(await closed).toBe(1001)
    const r = await refused(t.url)
    expect(r.status).toBe(503)
    expect(JSON.parse(r.body)).toEqual({ error: { code: 503, message: 'Klippy Unix Connection Not Available' } })
  })

  it('sets the resonances the accelerometer feels through /sim/resonances', async () => {
    const r = await t.request('POST', '/sim/resonances', { x_freq: 38.5, y_damping: 0.08 })
    expect(r.body.result).toMatchObject({ x: { freq: 38.5, damping: 0.1 }, y: { freq: 57, damping: 0.08 } })
    expect((await t.request('POST', '/sim/resonances', { x_freq: 500 })).status).toBe(400)
  })
})

describe('bridge websocket with logins required', () => {
  let t: TestSim
  beforeAll(async () => {
    t = await startTestSim({ fake: false, auth: true, users: [{ username: 'alice', password: 'secret1' }] })
  })
  afterAll(() => t.close())

  it('refuses a socket without credentials (401) and opens with a oneshot token', async () => {
    expect(await refused(t.url)).toEqual({ status: 401, body: JSON.stringify({ error: { code: 401, message: 'Unauthorized' } }) })
    const { token } = (await t.request('POST', '/access/login', { username: 'alice', password: 'secret1' })).body.result
    const oneshot = (await t.request('GET', '/access/oneshot_token', undefined, { Authorization: `Bearer ${token}` })).body.result
    const b = await bridge(t.url, `?token=${oneshot}`)
    expect((await b.ask(1, 'info')).result).toHaveProperty('state')
    b.ws.close()
  })
})
