// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { readHostConfig } from './host-config'

const answer = (body: string, status = 200, contentType = 'application/json') =>
  vi.fn(async () => new Response(body, { status, statusText: status === 502 ? 'Bad Gateway' : '', headers: { 'content-type': contentType } }))
const offline = vi.fn(async () => {
  throw new TypeError('Failed to fetch')
})

beforeEach(() => localStorage.clear())

describe('readHostConfig', () => {
  it('reads the host config and keeps it for a start-up while the host is away', async () => {
    expect(await readHostConfig(answer('{"apiUrl":"http://voron.local:7125"}'))).toEqual({ kind: 'read', config: { apiUrl: 'http://voron.local:7125' } })
    expect(await readHostConfig(offline)).toEqual({ kind: 'remembered', config: { apiUrl: 'http://voron.local:7125' } })
    expect(await readHostConfig(answer('<html>502</html>', 502, 'text/html'))).toEqual({ kind: 'remembered', config: { apiUrl: 'http://voron.local:7125' } })
  })

  it('without a config read before, no answer means the host is unreachable, with the reason to show', async () => {
    const read = await readHostConfig(offline)
    expect(read).toMatchObject({ kind: 'unreachable' })
    expect(read.kind === 'unreachable' && read.error.message).toBe('Failed to fetch')
    const gateway = await readHostConfig(answer('<html>502</html>', 502, 'text/html'))
    expect(gateway.kind === 'unreachable' && gateway.error.message).toBe('502 Bad Gateway')
  })

  it('JSON of the wrong shape is a config error, never covered by the last good config', async () => {
    await readHostConfig(answer('{}'))
    expect(await readHostConfig(answer('{"apiUrl": 7125}'))).toEqual({ kind: 'invalid' })
  })

  it('a missing file or an index page still means the same origin, and is kept as such', async () => {
    await readHostConfig(answer('{"apiUrl":"http://voron.local:7125"}'))
    expect(await readHostConfig(answer('<html>Not Found</html>', 404, 'text/html'))).toEqual({ kind: 'read', config: {} })
    expect(await readHostConfig(offline)).toEqual({ kind: 'remembered', config: {} })
  })

  it('ignores a kept config that is no longer readable', async () => {
    localStorage.setItem('stratum-host-config', '{"apiUrl": 1}')
    expect(await readHostConfig(offline)).toMatchObject({ kind: 'unreachable' })
  })
})
