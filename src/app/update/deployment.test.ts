// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { checkDeployment } from './deployment'

const announceNewVersion = vi.hoisted(() => vi.fn())
vi.mock('./service-worker', () => ({ announceNewVersion }))

/** This page's build names index-AAAA.js; the host answers index.html with `deployedHtml`. */
async function check(deployedHtml: string, ok = true) {
  const fetch = vi.fn(async () => ({ ok, text: async () => deployedHtml }))
  vi.stubGlobal('fetch', fetch)
  checkDeployment()
  await new Promise((r) => setTimeout(r, 0))
  return fetch
}

beforeEach(() => {
  announceNewVersion.mockClear()
  document.head.innerHTML = '<script type="module" crossorigin src="/assets/index-AAAA.js"></script>'
})
afterEach(() => vi.unstubAllGlobals())

describe('checkDeployment', () => {
  it('announces a newer version when the deployed index.html names another entry script', async () => {
    const fetch = await check('<script type="module" crossorigin src="/assets/index-BBBB.js"></script>')
    expect(announceNewVersion).toHaveBeenCalledTimes(1)
    // Past the HTTP cache, and past the service worker's copy of index.html.
    expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/^\/index\.html\?deployed=\d+$/), { cache: 'no-store' })
  })

  it('stays quiet while the deployed page is this one, when the host answers with an error, or is out of reach', async () => {
    await check('<script type="module" crossorigin src="/assets/index-AAAA.js"></script>')
    await check('Bad gateway', false)
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    checkDeployment()
    await new Promise((r) => setTimeout(r, 0))
    expect(announceNewVersion).not.toHaveBeenCalled()
  })
})
