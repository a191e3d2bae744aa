import { openSync, rmSync, writeSync, closeSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, simOnly, test, waitForReady } from '../fixtures'
import type { Printer } from '../fixtures'
import { openPage, row } from '../files-helpers'

test.beforeEach(() => simOnly())
test.describe.configure({ timeout: 180_000 })

const FILE = 'big_preview.gcode'
const LAYERS = 120

/** About 14 MB of G-code: LAYERS layers of a dense zig-zag, as a slicer writes them. */
function writeBigGcode(printer: Printer): number {
  const fd = openSync(path.join(printer.dataDir, 'gcodes', FILE), 'w')
  let size = 0
  const put = (text: string) => (size += writeSync(fd, text))
  put('; generated for the preview restart test\nG28\nG90\nM83\n')
  for (let layer = 1; layer <= LAYERS; layer++) {
    const lines = [';LAYER_CHANGE', `;Z:${(layer * 0.2).toFixed(1)}`, `G1 Z${(layer * 0.2).toFixed(1)} F600`]
    for (let i = 0; i < 4000; i++) lines.push(`G1 X${(20 + (i % 2) * 160).toFixed(3)} Y${(20 + i * 0.04).toFixed(3)} E0.04512`)
    put(lines.join('\n') + '\n')
  }
  closeSync(fd)
  return size
}

async function previewWhileItStreams(app: Page, printer: Printer, base: string): Promise<void> {
  writeBigGcode(printer)
  // The printer sends files at a crawl, so the restart below cuts the download halfway.
  await printer.api.post('/sim/fault', { flag: 'slow-downloads', enabled: true })
  await openPage(app, base, '/jobs')
  await waitForReady(app)
  await row(app.getByTestId('jobs-page'), FILE).click({ button: 'right', timeout: 30_000 })
  await app.getByRole('menuitem', { name: 'Gcode preview' }).click()
  const viewer = app.getByTestId('gcode-viewer')
  await expect(viewer).toHaveAttribute('data-status', 'loading', { timeout: 30_000 })
  await expect.poll(async () => Number(await viewer.getAttribute('data-layers')), { timeout: 60_000 }).toBeGreaterThan(10)
}

const layersShown = async (app: Page) => Number(await app.getByTestId('gcode-viewer').getAttribute('data-layers'))

test('Moonraker restarts while a large file downloads for the preview: the download resumes and the preview completes', async ({ app, dashboard, printer }) => {
  await previewWhileItStreams(app, printer, dashboard.url)
  const before = await layersShown(app)
  await printer.api.post('/server/restart')
  // The layers read stay on screen while the printer is away, and the page says the download will go on.
  await expect(app.getByTestId('gcode-preview-resuming')).toBeVisible({ timeout: 15_000 })
  expect(await layersShown(app)).toBeGreaterThanOrEqual(before)
  await app.getByTestId('gcode-preview-card').screenshot({ path: test.info().outputPath('preview-resuming.png') })
  await expect(app.getByTestId('gcode-viewer')).toHaveAttribute('data-status', 'loaded', { timeout: 120_000 })
  expect(await layersShown(app)).toBe(LAYERS)
  await expect(app.getByTestId('gcode-preview-cut')).toHaveCount(0)
  await expect(app.getByTestId('gcode-preview-message')).toHaveCount(0)
})

test('the download cannot be resumed (the file went while the printer restarted): the layers read stay, with a message saying so', async ({ app, dashboard, printer }) => {
  await previewWhileItStreams(app, printer, dashboard.url)
  await printer.api.post('/server/restart')
  rmSync(path.join(printer.dataDir, 'gcodes', FILE))
  const viewer = app.getByTestId('gcode-viewer')
  await expect(viewer).toHaveAttribute('data-status', 'loaded', { timeout: 60_000 })
  const cut = app.getByTestId('gcode-preview-cut')
  await expect(cut).toBeVisible()
  await expect(cut).toContainText(/^The download stopped after [\d.,]+ MB of [\d.,]+ MB: the layers read so far are shown\.$/)
  const layers = await layersShown(app)
  expect(layers).toBeGreaterThan(10)
  expect(layers).toBeLessThan(LAYERS)
  // The layers are there to look at: the slider goes to the last one read.
  await expect(app.getByTestId('gcode-layer-label')).toContainText(`/ ${layers}`)
  await app.screenshot({ path: test.info().outputPath('preview-cut.png') })
})
