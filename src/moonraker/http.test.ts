import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpClient, memoryTokenStore, needsRefresh, secondsUntilExpiry, withTrailingSlash } from './http'

const jwt = (exp: number) => `x.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.y`

describe('token refresh threshold', () => {
  const now = 1_700_000_000_000
  it('refreshes a token expiring in under 300 s', () => {
    expect(needsRefresh(jwt(now / 1000 + 299), now)).toBe(true)
    expect(needsRefresh(jwt(now / 1000 + 301), now)).toBe(false)
    expect(secondsUntilExpiry(jwt(now / 1000 + 60), now)).toBeCloseTo(60)
  })
  it('never refreshes an unreadable token', () => expect(needsRefresh('garbage', now)).toBe(false))
})

describe('HttpClient', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('keeps the base URL ending in a slash', () => {
    expect(withTrailingSlash('http://p:7125')).toBe('http://p:7125/')
    expect(new HttpClient('http://p:7125').url('/server/info')).toBe('http://p:7125/server/info')
  })

  it('refreshes an expiring token without auth before the call, then sends the new bearer', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = []
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, headers: (init.headers ?? {}) as Record<string, string> })
      if (url.endsWith('access/refresh_jwt')) return new Response(JSON.stringify({ result: { token: jwt(Date.now() / 1000 + 3600) } }))
      return new Response(JSON.stringify({ result: 'ok' }))
    })
    const client = new HttpClient('http://p/', memoryTokenStore({ token: jwt(Date.now() / 1000 + 100), refreshToken: 'r' }))
    await expect(client.request('server/info')).resolves.toBe('ok')
    expect(calls[0].url).toBe('http://p/access/refresh_jwt')
    expect(calls[0].headers.Authorization).toBeUndefined()
    expect(calls[1].headers.Authorization).toMatch(/^Bearer x\./)
    expect(client.tokens.get().token).not.toBe(jwt(0))
  })

  it('resolves a failed refresh silently', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 401 }))
    const client = new HttpClient('http://p/', memoryTokenStore({ token: null, refreshToken: 'r' }))
    await expect(client.refresh()).resolves.toBeUndefined()
  })

  it('maps errors to the server message; a refused token (not a missing one) ends the session', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: { code: 401, message: 'Unauthorized' } }), { status: 401 }))
    const anonymous = new HttpClient('http://p/')
    const loggedIn = new HttpClient('http://p/', memoryTokenStore({ token: `x.${btoa('{}')}.y`, refreshToken: null }))
    const onUnauthorized = vi.fn()
    anonymous.onUnauthorized = onUnauthorized
    loggedIn.onUnauthorized = onUnauthorized
    await expect(anonymous.request('server/info')).rejects.toMatchObject({ code: 401, message: 'Unauthorized' })
    expect(onUnauthorized).not.toHaveBeenCalled()
    await expect(loggedIn.request('server/info')).rejects.toMatchObject({ code: 401 })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('turns a network failure into code 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(new HttpClient('http://p/').request('server/info')).rejects.toMatchObject({ code: 0 })
  })

  describe('the one door for a refused token', () => {
    const token = (n: number) => jwt(Date.now() / 1000 + 3600 + n)
    /** A server whose sessions can be revoked: it accepts only `valid` tokens and renews while `renewable`. */
    function server(state: { valid: Set<string>; renewable: boolean; refreshes: number }) {
      return vi.fn(async (url: string, init: RequestInit = {}) => {
        const auth = ((init.headers ?? {}) as Record<string, string>).Authorization?.slice(7)
        if (url.endsWith('access/refresh_jwt')) {
          state.refreshes++
          if (!state.renewable) return new Response(JSON.stringify({ error: { code: 401, message: 'Invalid refresh token' } }), { status: 401 })
          const fresh = token(state.refreshes)
          state.valid.add(fresh)
          return new Response(JSON.stringify({ result: { token: fresh } }))
        }
        if (!auth || !state.valid.has(auth)) return new Response(JSON.stringify({ error: { code: 401, message: 'Unauthorized' } }), { status: 401 })
        return new Response(JSON.stringify({ result: url.includes('files') ? 'file body' : 'ok' }))
      })
    }

    it('renews the token once for every call refused at the same time, and tries them again', async () => {
      const state = { valid: new Set<string>(), renewable: true, refreshes: 0 }
      vi.stubGlobal('fetch', server(state))
      const client = new HttpClient('http://p/', memoryTokenStore({ token: token(-1), refreshToken: 'r' }))
      client.onUnauthorized = vi.fn()
      const results = await Promise.all([client.request('server/info'), client.request('printer/info'), client.request('server/files/roots')])
      expect(results).toEqual(['ok', 'ok', 'file body'])
      expect(state.refreshes).toBe(1)
      expect(client.onUnauthorized).not.toHaveBeenCalled()
    })

    it('ends the session once when the token cannot be renewed (revoked elsewhere)', async () => {
      const state = { valid: new Set<string>(), renewable: false, refreshes: 0 }
      vi.stubGlobal('fetch', server(state))
      const client = new HttpClient('http://p/', memoryTokenStore({ token: token(-1), refreshToken: 'r' }))
      client.onUnauthorized = vi.fn()
      await expect(Promise.all([client.request('server/info'), client.request('printer/info')])).rejects.toMatchObject({ code: 401 })
      expect(state.refreshes).toBe(1)
      expect(client.onUnauthorized).toHaveBeenCalledTimes(1)
    })

    it('a download goes through the same door: renewed and fetched, or the session ends', async () => {
      const state = { valid: new Set<string>(), renewable: true, refreshes: 0 }
      vi.stubGlobal('fetch', server(state))
      const client = new HttpClient('http://p/', memoryTokenStore({ token: token(-1), refreshToken: 'r' }))
      client.onUnauthorized = vi.fn()
      const blob = await client.download('server/files/config/printer.cfg').promise
      expect(await blob.text()).toContain('file body')
      state.valid.clear()
      state.renewable = false
      await expect(client.download('server/files/config/printer.cfg').promise).rejects.toMatchObject({ code: 401 })
      expect(client.onUnauthorized).toHaveBeenCalledTimes(1)
    })

    it('a caller refused with an old token just tries again when another caller already renewed it', async () => {
      const client = new HttpClient('http://p/', memoryTokenStore({ token: 'new', refreshToken: 'r' }))
      const fetch = vi.fn()
      vi.stubGlobal('fetch', fetch)
      await expect(client.refused('old')).resolves.toBe(true)
      expect(fetch).not.toHaveBeenCalled()
    })
  })
})
