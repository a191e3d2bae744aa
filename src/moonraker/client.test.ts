import { describe, expect, it, vi } from 'vitest'
import { Moonraker } from './client'
import { MoonrakerError } from './errors'
import { HttpClient, memoryTokenStore } from './http'
import type { RpcSocket } from './rpc'

function setup(socketError: MoonrakerError) {
  const request = vi.fn(async () => 'from http')
  const call = vi.fn(async () => {
    throw socketError
  })
  const api = new Moonraker({ request, tokens: memoryTokenStore() } as unknown as HttpClient)
  api.socket = { isOpen: true, call } as unknown as RpcSocket
  return { api, request, call }
}

describe('Moonraker.callEither', () => {
  it('falls back to HTTP only when the socket lacks the method', async () => {
    const { api, request, call } = setup(new MoonrakerError(-32601, 'Method not found'))
    await expect(api.callEither('server.database.get_item', { namespace: 'x' }, 'GET', 'server/database/item')).resolves.toBe('from http')
    await api.callEither('server.database.get_item', { namespace: 'x' }, 'GET', 'server/database/item')
    expect(call).toHaveBeenCalledTimes(1)
    expect(request).toHaveBeenCalledTimes(2)
  })

  it('passes on a not-found answer that kept its own message', async () => {
    const { api, request } = setup(new MoonrakerError(-32601, 'Namespace fluidd not found'))
    await expect(api.callEither('server.database.get_item', { namespace: 'fluidd' }, 'GET', 'server/database/item')).rejects.toThrow('Namespace fluidd not found')
    expect(request).not.toHaveBeenCalled()
  })
})

describe('a refused socket call goes through the one door', () => {
  function session(renewable: boolean) {
    const http = new HttpClient('http://p/', memoryTokenStore({ token: 'old', refreshToken: 'r' }))
    http.refresh = vi.fn(async () => {
      if (renewable) http.tokens.set({ token: 'new', refreshToken: 'r' })
    })
    http.onUnauthorized = vi.fn()
    // The socket's login belongs to its connection: refused until it is reopened on the new token.
    let authedWith = 'old'
    let revoked = true
    const call = vi.fn(async (method: string) => {
      if (revoked && authedWith === 'old') throw new MoonrakerError(-32602, 'Unauthorized', method)
      return `${method} ok`
    })
    const api = new Moonraker(http)
    api.socket = { isOpen: true, call } as unknown as RpcSocket
    api.reauthenticate = vi.fn(async () => {
      authedWith = http.tokens.get().token ?? ''
      revoked = false
    })
    return { api, http, call }
  }

  it('renews the token, reopens the socket once for every call refused together, and tries again', async () => {
    const { api, http } = session(true)
    const results = await Promise.all([api.call('printer.info'), api.call('server.files.list'), api.callEither('access.get_user', {}, 'GET', 'access/user')])
    expect(results).toEqual(['printer.info ok', 'server.files.list ok', 'access.get_user ok'])
    expect(http.refresh).toHaveBeenCalledTimes(1)
    expect(api.reauthenticate).toHaveBeenCalledTimes(1)
    expect(http.onUnauthorized).not.toHaveBeenCalled()
  })

  it('ends the session when the token cannot be renewed; the refusal stands', async () => {
    const { api, http } = session(false)
    await expect(Promise.all([api.call('printer.info'), api.call('server.files.list')])).rejects.toMatchObject({ code: -32602 })
    expect(http.onUnauthorized).toHaveBeenCalledTimes(1)
    expect(api.reauthenticate).not.toHaveBeenCalled()
  })
})
