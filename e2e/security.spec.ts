import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, waitForReady } from './fixtures'

test('the dashboard sends its Content-Security-Policy and cannot be framed by another site', async ({ app, dashboard }) => {
  await waitForReady(app)
  const res = await app.request.get(dashboard.url)
  expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(res.headers()['content-security-policy']).toContain("script-src 'self'")
  expect(res.headers()['x-frame-options']).toBe('SAMEORIGIN')
  // The build carries the policy too, for hosts that serve it as plain files.
  expect((await res.text()).replaceAll('&#39;', "'")).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self'/)

  // Another origin (another port) tries to frame the dashboard.
  const framer = createServer((_req, r) => r.writeHead(200, { 'Content-Type': 'text/html' }).end(`<iframe id="f" src="${dashboard.url}"></iframe>`))
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve))
  try {
    const page = await app.context().newPage()
    const refused: string[] = []
    page.on('console', (m) => refused.push(m.text()))
    await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`)
    await page.waitForTimeout(1500)
    const frame = page.frames().find((f) => f !== page.mainFrame())
    const rendered = frame ? await frame.locator('#root').count().catch(() => 0) : 0
    expect(rendered).toBe(0)
    await page.close()
  } finally {
    framer.close()
  }
})
