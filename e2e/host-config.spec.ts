import path from 'node:path'
import { serveDist, type DistServer } from '../scripts/serve-dist'
import { test, expect, waitForReady } from './fixtures'

const DIST = path.resolve(import.meta.dirname, '..', 'dist')

/** A printer host as nginx serves it: the app and Moonraker on one origin, no apiUrl anywhere. */
async function hostFor(apiUrl: string, missingConfig?: '404' | 'index'): Promise<DistServer> {
  return serveDist({ dist: DIST, port: 0, config: null, missingConfig, proxy: apiUrl })
}

test('the build ships config.json as {} and connects to Moonraker on its own origin', async ({ page, printer }) => {
  const host = await hostFor(printer.url)
  try {
    const shipped = await page.request.get(`${host.url}/config.json`)
    expect(await shipped.json()).toEqual({})
    await page.goto(host.url)
    await waitForReady(page)
  } finally {
    await host.close()
  }
})

// A host without the file, or one that answers every path with its index page, means "same origin".
for (const missing of ['404', 'index'] as const) {
  test(`a host without config.json (${missing}) still connects to Moonraker on its own origin`, async ({ page, printer }) => {
    const host = await hostFor(printer.url, missing)
    try {
      const res = await page.request.get(`${host.url}/config.json`)
      expect(res.status()).toBe(missing === '404' ? 404 : 200)
      await page.goto(host.url)
      await waitForReady(page)
      await expect(page.getByText('Unable to load host configuration')).toHaveCount(0)
    } finally {
      await host.close()
    }
  })
}
