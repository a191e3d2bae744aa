import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { startTestSim, type TestSim } from '../testing/harness'

/** Opens the websocket as a page of `origin` would; resolves the HTTP status of the handshake (101: open). */
function socketFrom(t: TestSim, origin: string): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${t.url.replace('http', 'ws')}/websocket`, { origin })
    ws.on('open', () => {
      ws.close()
      resolve(101)
    })
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
    ws.on('error', () => resolve(0))
  })
}

describe('the virtual printer answers only the web origins its moonraker.conf allows', () => {
  let t: TestSim
  beforeAll(async () => {
    t = await startTestSim({ fake: true, corsOrigins: ['http://dashboard.example:8080'] })
  })
  afterAll(() => t.close())

  const allowOrigin = async (origin: string) => (await t.request('GET', '/server/info', undefined, { Origin: origin })).headers.get('access-control-allow-origin')

  it('a listed domain, a trusted address and the dashboard it serves read the answers', async () => {
    expect(await allowOrigin('http://voron.local')).toBe('http://voron.local')
    expect(await allowOrigin('http://127.0.0.1:8631')).toBe('http://127.0.0.1:8631')
    expect(await allowOrigin('http://dashboard.example:8080')).toBe('http://dashboard.example:8080')
  })

  it('another site gets no CORS headers, in the preflight either, and cannot open the socket', async () => {
    expect(await allowOrigin('https://evil.example')).toBeNull()
    const preflight = await t.request('OPTIONS', '/printer/gcode/script', undefined, { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' })
    expect(preflight.status).toBe(405)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull()
    expect(await socketFrom(t, 'https://evil.example')).toBe(403)
    expect(await socketFrom(t, 'http://voron.local')).toBe(101)
  })
})

describe('with logins required, the fault switches need one too', () => {
  let t: TestSim
  beforeAll(async () => {
    t = await startTestSim({ fake: true, auth: true, users: [{ username: 'maker', password: 'secret-pass' }] })
  })
  afterAll(() => t.close())

  it('refuses /sim/* without a token and serves it with one', async () => {
    expect((await t.request('GET', '/sim/faults')).status).toBe(401)
    expect((await t.request('POST', '/sim/fault', { flag: 'slow-replies', enabled: true })).status).toBe(401)
    const login = await t.request('POST', '/access/login', { username: 'maker', password: 'secret-pass', source: 'moonraker' })
    const auth = { Authorization: `Bearer ${login.body.result.token}` }
    const faults = await t.request('GET', '/sim/faults', undefined, auth)
    expect(faults.status).toBe(200)
    expect(faults.body.result.faults).toEqual([])
  })
})
