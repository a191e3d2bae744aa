import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, type TestSim } from '../testing/harness'

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

describe('authorization with --auth', () => {
  let t: TestSim
  beforeAll(async () => {
    t = await startTestSim({ auth: true, users: [{ username: 'alice', password: 'secret1' }] })
  })
  afterAll(() => t.close())

  it('refuses unauthenticated calls with 401 on HTTP and the socket', async () => {
    const r = await t.request('GET', '/server/info')
    expect(r.status).toBe(401)
    expect(r.body.error.code).toBe(401)
    const c = await t.rpc()
    await expect(c.call('server.info')).rejects.toMatchObject({ code: -32602 })
    c.close()
  })

  it('describes the login sources to anyone', async () => {
    const r = await t.request('GET', '/access/info')
    expect(r.body.result).toEqual({
      default_source: 'moonraker',
      available_sources: ['moonraker'],
      login_required: true,
      trusted: false,
    })
  })

  it('logs in, refreshes and rejects bad credentials', async () => {
    expect((await t.request('POST', '/access/login', { username: 'alice', password: 'nope' })).status).toBe(400)
    expect((await t.request('POST', '/access/login', { username: 'zed', password: 'x' })).status).toBe(400)
    const login = await t.request('POST', '/access/login', { username: 'alice', password: 'secret1', source: 'moonraker' })
    expect(login.status).toBe(200)
    expect(login.body.result).toMatchObject({ username: 'alice', action: 'user_logged_in', source: 'moonraker' })
    const { token, refresh_token } = login.body.result
    expect((await t.request('GET', '/server/info', undefined, bearer(token))).status).toBe(200)
    expect((await t.request('GET', '/access/user', undefined, bearer(token))).body.result).toMatchObject({
      username: 'alice',
      source: 'moonraker',
    })
    expect((await t.request('GET', '/server/info', undefined, bearer(refresh_token))).status).toBe(401)
    expect((await t.request('GET', '/server/info', undefined, bearer('not.a.jwt'))).status).toBe(401)

    const refreshed = await t.request('POST', '/access/refresh_jwt', { refresh_token })
    expect(refreshed.body.result).toMatchObject({ username: 'alice', action: 'user_jwt_refresh', source: 'moonraker' })
    expect((await t.request('GET', '/server/info', undefined, bearer(refreshed.body.result.token))).status).toBe(200)
    expect((await t.request('POST', '/access/refresh_jwt', { refresh_token: token })).status).toBe(401)
  })

  it('authenticates a socket by oneshot token, identify or login', async () => {
    const { token } = (await t.request('POST', '/access/login', { username: 'alice', password: 'secret1' })).body.result
    const oneshot = (await t.request('GET', '/access/oneshot_token', undefined, bearer(token))).body.result
    expect(oneshot).toMatch(/^[A-Z2-7]{32}$/)
    const a = await t.rpc(`?token=${oneshot}`)
    expect(await a.call('server.websocket.id')).toHaveProperty('websocket_id')
    expect(await a.call('server.info')).toHaveProperty('klippy_state')
    // Single use.
    const b = await t.rpc(`?token=${oneshot}`)
    await expect(b.call('server.info')).rejects.toMatchObject({ code: -32602 })
    await b.call('server.connection.identify', { client_name: 't', version: '1', type: 'web', url: 'x', access_token: token })
    expect(await b.call('server.info')).toHaveProperty('klippy_state')
    const c = await t.rpc()
    const logged = await c.call<{ token: string }>('access.login', { username: 'alice', password: 'secret1' })
    expect(logged.token).toBeTruthy()
    expect(await c.call('server.info')).toHaveProperty('klippy_state')
    for (const x of [a, b, c]) x.close()
  })

  it('accepts a oneshot token on an HTTP request once', async () => {
    const { token } = (await t.request('POST', '/access/login', { username: 'alice', password: 'secret1' })).body.result
    const oneshot = (await t.request('GET', '/access/oneshot_token', undefined, bearer(token))).body.result
    expect((await t.request('GET', `/server/info?token=${oneshot}`)).status).toBe(200)
    expect((await t.request('GET', `/server/info?token=${oneshot}`)).status).toBe(401)
  })

  it('uses and rotates the API key', async () => {
    const { token } = (await t.request('POST', '/access/login', { username: 'alice', password: 'secret1' })).body.result
    const key = (await t.request('GET', '/access/api_key', undefined, bearer(token))).body.result
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    expect((await t.request('GET', '/server/info', undefined, { 'X-Api-Key': key })).status).toBe(200)
    expect((await t.request('GET', '/access/user', undefined, { 'X-Api-Key': key })).body.result.username).toBe('_API_KEY_USER_')
    const next = (await t.request('POST', '/access/api_key', undefined, { 'X-Api-Key': key })).body.result
    expect(next).not.toBe(key)
    expect((await t.request('GET', '/server/info', undefined, { 'X-Api-Key': key })).status).toBe(401)
  })

  it('creates, lists and deletes users with notifications', async () => {
    const { token } = (await t.request('POST', '/access/login', { username: 'alice', password: 'secret1' })).body.result
    const watcher = await t.rpc()
    await watcher.call('access.login', { username: 'alice', password: 'secret1' })
    const created = await t.request('POST', '/access/user', { username: 'bob', password: 'pw1234' }, bearer(token))
    expect(created.body.result).toMatchObject({ username: 'bob', action: 'user_created', source: 'moonraker' })
    expect(created.body.result.token).toBeTruthy()
    await watcher.waitFor('notify_user_created', (n) => (n.params?.[0] as { username: string }).username === 'bob')
    const dup = await t.request('POST', '/access/user', { username: 'bob', password: 'x' }, bearer(token))
    expect(dup.status).toBe(400)
    const list = (await t.request('GET', '/access/users/list', undefined, bearer(token))).body.result.users
    expect(list.map((u: { username: string }) => u.username).sort()).toEqual(['alice', 'bob'])
    expect((await t.request('DELETE', '/access/user', { username: 'alice' }, bearer(token))).status).toBe(400)
    const del = await t.request('DELETE', '/access/user?username=bob', undefined, bearer(token))
    expect(del.body.result).toEqual({ username: 'bob', action: 'user_deleted' })
    await watcher.waitFor('notify_user_deleted')
    watcher.close()
  })

  it('changes the password, logs out, and keeps users across a restart', async () => {
    await t.request('POST', '/access/user', { username: 'carol', password: 'first' }, { 'X-Api-Key': (await apiKey()) })
    const { token } = (await t.request('POST', '/access/login', { username: 'carol', password: 'first' })).body.result
    expect((await t.request('POST', '/access/user/password', { password: 'wrong', new_password: 'second' }, bearer(token))).status).toBe(400)
    const changed = await t.request('POST', '/access/user/password', { password: 'first', new_password: 'second' }, bearer(token))
    expect(changed.body.result).toEqual({ username: 'carol', action: 'user_password_reset' })
    const watcher = await t.rpc()
    await watcher.call('access.login', { username: 'alice', password: 'secret1' })
    const out = await t.request('POST', '/access/logout', undefined, bearer(token))
    expect(out.body.result).toEqual({ username: 'carol', action: 'user_logged_out' })
    await watcher.waitFor('notify_user_logged_out')
    expect((await t.request('GET', '/server/info', undefined, bearer(token))).status).toBe(401)
    watcher.close()

    await t.restart()
    expect((await t.request('POST', '/access/login', { username: 'carol', password: 'first' })).status).toBe(400)
    expect((await t.request('POST', '/access/login', { username: 'carol', password: 'second' })).status).toBe(200)
  })

  async function apiKey(): Promise<string> {
    const { token } = (await t.request('POST', '/access/login', { username: 'alice', password: 'secret1' })).body.result
    return (await t.request('GET', '/access/api_key', undefined, bearer(token))).body.result
  }
})

describe('authorization without --auth', () => {
  let t: TestSim
  beforeAll(async () => {
    t = await startTestSim({ ldapUsers: [{ username: 'dora', password: 'ldap-pass' }] })
  })
  afterAll(() => t.close())

  it('trusts loopback clients', async () => {
    expect((await t.request('GET', '/access/info')).body.result).toMatchObject({
      trusted: true,
      login_required: false,
      available_sources: ['moonraker', 'ldap'],
    })
    expect((await t.request('GET', '/access/user')).body.result.username).toBe('_TRUSTED_USER_')
    const c = await t.rpc()
    expect(await c.call('server.info')).toHaveProperty('klippy_state')
    c.close()
  })

  it('logs an LDAP user in through the ldap source', async () => {
    expect((await t.request('POST', '/access/login', { username: 'dora', password: 'bad', source: 'ldap' })).status).toBe(401)
    const r = await t.request('POST', '/access/login', { username: 'dora', password: 'ldap-pass', source: 'ldap' })
    expect(r.body.result).toMatchObject({ username: 'dora', source: 'ldap' })
    const users = (await t.request('GET', '/access/users/list')).body.result.users
    expect(users).toEqual([expect.objectContaining({ username: 'dora', source: 'ldap' })])
  })
})
