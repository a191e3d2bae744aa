import { describe, expect, it, vi } from 'vitest'
import { Moonraker } from './client'
import { MoonrakerError } from './errors'
import type { HttpClient } from './http'
import type { RpcSocket } from './rpc'

function setup(socketError: MoonrakerError) {
  const request = vi.fn(async () => 'from http')
  const call = vi.fn(async () => {
    throw socketError
  })
  const api = new Moonraker({ request } as unknown as HttpClient)
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
