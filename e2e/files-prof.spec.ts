import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, waitForReady } from './fixtures'
import { browser, openPage, row } from './files-helpers'

test('profile', async ({ app, dashboard, printer }) => {
  test.setTimeout(180_000)
  const dir = path.join(printer.dataDir, 'gcodes', 'big')
  mkdirSync(dir, { recursive: true })
  for (let i = 0; i < 10000; i++) writeFileSync(path.join(dir, `part_${String(i).padStart(5, '0')}.gcode`), `; part ${i}\nG28\n`)
  await waitForReady(app)
  await openPage(app, dashboard.url, '/jobs')
  const jobs = browser(app, 'jobs-page')
  await expect(row(jobs, 'big')).toBeVisible()
  await row(jobs, 'big').click()
  await app.waitForFunction(() => performance.getEntriesByName('files:reply-to-rows').length > 1, null, { timeout: 30000 })
  await app.waitForTimeout(1000)
  const cdp = await app.context().newCDPSession(app)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  const el = jobs.getByTestId('file-table')
  await el.evaluate(async (el) => { for (let i = 0; i < 60; i++) { el.scrollTop += 2000; await new Promise(requestAnimationFrame) } })
  const { profile } = await cdp.send('Profiler.stop')
  const self = new Map<string, number>()
  const dt = profile.timeDeltas!
  const counts = new Map<number, number>()
  for (let i = 0; i < profile.samples!.length; i++) counts.set(profile.samples![i], (counts.get(profile.samples![i]) ?? 0) + dt[i])
  for (const n of profile.nodes) {
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`
    self.set(key, (self.get(key) ?? 0) + (counts.get(n.id) ?? 0))
  }
  let busy = 0
  for (const [k, v] of self) if (!k.startsWith('(idle)')) busy += v
  console.log('busy during 60 scroll frames', (busy / 1000).toFixed(1), 'ms')
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)
  for (const [k, v] of top) console.log((v / 1000).toFixed(1).padStart(8), 'ms', k)
  console.log(await app.evaluate(() => performance.getEntriesByName('files:reply-to-rows').map((e) => e.duration)))
  console.log(await app.evaluate(() => performance.getEntriesByName('files:reply-to-commit').map((e) => e.duration)))
})
