import { afterEach, describe, expect, it, vi } from 'vitest'
import { Moonraker, setActiveMoonraker } from '../moonraker/client'
import { HttpClient, memoryTokenStore } from '../moonraker/http'
import { fileSrc, fileSrcFailed } from './file-urls'

function printer(token: string | null) {
  let issued = 0
  const fetch = vi.fn(async (url: string) => {
    if (url.endsWith('access/oneshot_token')) return new Response(JSON.stringify({ result: `one${++issued}` }))
    return new Response('{}', { status: 404 })
  })
  vi.stubGlobal('fetch', fetch)
  setActiveMoonraker(new Moonraker(new HttpClient('http://p/', memoryTokenStore({ token, refreshToken: null }))))
  return fetch
}

describe('file URLs for <img> and <video>', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('are used as they are when the printer wants no login', () => {
    const fetch = printer(null)
    expect(fileSrc('http://p/server/files/gcodes/.thumbs/a.png?t=1')).toBe('http://p/server/files/gcodes/.thumbs/a.png?t=1')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('carry a oneshot token when it does: one per URL, kept, and a fresh one once when the image fails', async () => {
    const fetch = printer('jwt')
    const url = 'http://p/server/files/gcodes/.thumbs/b.png?t=1'
    expect(fileSrc(url)).toBeNull()
    expect(fileSrc(url)).toBeNull()
    await vi.waitFor(() => expect(fileSrc(url)).toBe(`${url}&token=one1`))
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fileSrc(url)).toBe(`${url}&token=one1`)
    fileSrcFailed(url)
    await vi.waitFor(() => expect(fileSrc(url)).toBe(`${url}&token=one2`))
    fileSrcFailed(url)
    expect(fileSrc(url)).toBe(`${url}&token=one2`)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(fileSrc(null)).toBeNull()
  })
})
