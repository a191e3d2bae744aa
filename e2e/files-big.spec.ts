import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, waitForReady } from './fixtures'
import { browser, openPage, row } from './files-helpers'

const COUNT = 10_000

test('a directory of 10,000 files renders quickly and scrolls to the end', async ({ app, dashboard, printer }) => {
  test.setTimeout(120_000)
  const dir = path.join(printer.dataDir, 'gcodes', 'big')
  mkdirSync(dir, { recursive: true })
  for (let i = 0; i < COUNT; i++) writeFileSync(path.join(dir, `part_${String(i).padStart(5, '0')}.gcode`), `; part ${i}\nG28\n`)

  await openPage(app, dashboard.url, '/jobs')
  await waitForReady(app)
  const jobs = browser(app, 'jobs-page')
  await row(jobs, 'big').click()
  await expect(row(jobs, 'part_00000.gcode')).toBeVisible({ timeout: 30_000 })

  // Only the rows in view exist in the page.
  const inDom = await jobs.getByTestId('file-row').count()
  expect(inDom).toBeLessThan(80)

  const replyToRows = await app.evaluate(async () => {
    for (let i = 0; i < 50 && performance.getEntriesByName('files:reply-to-rows').length === 0; i++) await new Promise((r) => setTimeout(r, 50))
    const entries = performance.getEntriesByName('files:reply-to-rows')
    return entries[entries.length - 1]?.duration ?? -1
  })

  // Frame times while scrolling: a wheel-like glide (3 rows a frame), then jumps to the end (every row new each frame).
  const table = jobs.getByTestId('file-table')
  const scrollFrames = (stepRows: number | 'jump') =>
    table.evaluate(async (el, step) => {
      const times: number[] = []
      const delta = step === 'jump' ? (el.scrollHeight - el.clientHeight) / 120 : step * 44
      let last = performance.now()
      for (let i = 0; i < 120; i++) {
        el.scrollTop = Math.min(el.scrollHeight, el.scrollTop + delta)
        await new Promise(requestAnimationFrame)
        const now = performance.now()
        times.push(now - last)
        last = now
      }
      times.sort((a, b) => a - b)
      return { mean: times.reduce((a, b) => a + b, 0) / times.length, p95: times[Math.floor(times.length * 0.95)], max: times[times.length - 1] }
    }, stepRows)
  const glide = await scrollFrames(3)
  const jump = await scrollFrames('jump')
  const fmt = (f: { mean: number; p95: number; max: number }) => `mean ${f.mean.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, max ${f.max.toFixed(1)} ms`
  await expect(row(jobs, `part_${String(COUNT - 1).padStart(5, '0')}.gcode`)).toBeVisible()

  const figures = `10k files: reply→rows ${replyToRows.toFixed(1)} ms; glide scroll ${fmt(glide)}; jump scroll ${fmt(jump)}; rows in DOM ${inDom}`
  console.log(figures)
  test.info().annotations.push({ type: 'performance', description: figures })
  expect(replyToRows).toBeGreaterThan(0)
})
