import { copyFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test, waitForReady } from './fixtures'
import { hasTorus, openPage, row, TORUS } from './files-helpers'

// The torus plate (four objects) when the shared fixtures are here, else the seeded four-boat plate.
const FILE = hasTorus ? path.basename(TORUS) : 'boat_x4_0.2mm_PLA_33m.gcode'
const LAYERS = hasTorus ? 17 : undefined

interface ExcludeStatus {
  objects: { name: string; center?: [number, number]; polygon?: [number, number][] }[]
  excluded_objects: string[]
  current_object: string | null
}

async function previewFromFileMenu(app: Page, base: string, file: string): Promise<void> {
  await openPage(app, base, '/jobs')
  await waitForReady(app)
  const jobs = app.getByTestId('jobs-page')
  await row(jobs, file).click({ button: 'right', timeout: 30_000 })
  await app.getByRole('menuitem', { name: 'Gcode preview' }).click()
  await expect(app).toHaveURL(/\/$/)
  await expect(app.getByTestId('gcode-viewer')).toHaveAttribute('data-status', 'loaded', { timeout: 60_000 })
  // The dashboard mounts the preview card first and the others after it: it stays in view.
  await expect(app.getByTestId('card-loading')).toHaveCount(0, { timeout: 30_000 })
  await expect(app.getByTestId('gcode-preview-card')).toBeInViewport()
}

test.beforeEach(({ printer }) => {
  test.setTimeout(180_000)
  if (hasTorus) copyFileSync(TORUS, path.join(printer.dataDir, 'gcodes', FILE))
})

test('previews a file from the file menu; the layer slider moves and 3D shows the same file', async ({ app, dashboard }) => {
  await previewFromFileMenu(app, dashboard.url, FILE)
  const viewer = app.getByTestId('gcode-viewer')
  await expect(app.getByTestId('gcode-preview-file')).toHaveText(FILE)
  const layers = Number(await viewer.getAttribute('data-layers'))
  if (LAYERS) expect(layers).toBe(LAYERS)
  else expect(layers).toBeGreaterThan(2)
  await expect(viewer).toHaveAttribute('data-layer', '0')

  // Keyboard on the slider, then the number box.
  const thumb = app.getByTestId('gcode-layer-slider').getByRole('slider')
  await thumb.focus()
  await app.keyboard.press('ArrowRight')
  await app.keyboard.press('ArrowRight')
  await expect(viewer).toHaveAttribute('data-layer', '2')
  await app.getByTestId('gcode-layer-input').fill('5')
  await expect(viewer).toHaveAttribute('data-layer', '4')
  await expect(app.getByTestId('gcode-layer-label')).toContainText(`5 / ${layers}`)

  // Zoom with the wheel.
  const canvas = app.getByTestId('gcode-preview-canvas')
  await canvas.hover()
  await app.mouse.wheel(0, -400)
  await expect.poll(async () => Number(await canvas.getAttribute('data-zoom'))).toBeGreaterThan(1.2)

  await app.getByTestId('gcode-preview-mode').getByText('3D').click()
  await expect(app.getByTestId('gcode-preview-3d')).not.toHaveAttribute('data-built', '0', { timeout: 30_000 })
  await expect(app.getByTestId('gcode-preview-3d-canvas')).toBeVisible()
  await app.getByTestId('gcode-preview-mode').getByText('2D').click()
  await expect(canvas).toBeVisible()
})

test('on a phone the preview card is in view once every card above it has loaded', async ({ app, dashboard }) => {
  await app.setViewportSize({ width: 390, height: 844 })
  await previewFromFileMenu(app, dashboard.url, FILE)
  // The temperature chart above it loads after its card: the preview card is still in view after it.
  // (Other charts, such as a power sensor's, may be on the page as well.)
  await expect(app.getByTestId('temperature-chart').locator('.uplot')).toBeAttached({ timeout: 30_000 })
  await expect(app.getByTestId('gcode-preview-card')).toBeInViewport()
})

test.describe('during a print', () => {
  test.use({ simOptions: { timeScale: 20 } })

  test('excluding one of the four objects: the printer reports it excluded and stops printing it', async ({ app, dashboard, printer }) => {
    await printer.api.post(`/printer/print/start?filename=${encodeURIComponent(FILE)}`)
    await expect.poll(async () => (await printer.api.query<ExcludeStatus>('exclude_object')).objects.length, { timeout: 20_000 }).toBe(4)
    await previewFromFileMenu(app, dashboard.url, FILE)

    await app.getByTestId('gcode-exclude-open').click()
    const dialog = app.getByTestId('exclude-objects-dialog')
    await expect(dialog.getByTestId('exclude-object-row')).toHaveCount(4)
    const status = await printer.api.query<ExcludeStatus>('exclude_object')
    const target = status.objects.find((o) => o.name !== status.current_object) ?? status.objects[0]
    await dialog.getByTestId('exclude-object-row').filter({ hasText: target.name }).getByRole('button', { name: 'Exclude' }).click({ timeout: 30_000 })
    await app.getByRole('dialog', { name: 'Exclude object', exact: true }).getByRole('button', { name: 'Yes' }).click({ timeout: 30_000 })

    await expect.poll(async () => (await printer.api.query<ExcludeStatus>('exclude_object')).excluded_objects, { timeout: 10_000 }).toEqual([target.name])
    await expect(dialog.getByTestId('exclude-object-row').filter({ hasText: target.name })).toContainText('Excluded')

    // From now on the nozzle never extrudes inside the excluded object's footprint (travels may cross
    // it) while it keeps printing the others.
    const [cx, cy] = target.center ?? [0, 0]
    const radius = Math.min(...(target.polygon ?? [[cx + 5, cy]]).map(([x, y]) => Math.hypot(x - cx, y - cy))) - 1
    await app.waitForTimeout(1500) // moves queued before the command may still run
    let insideTarget = 0
    let insideOthers = 0
    for (let k = 0; k < 40; k++) {
      const m = await printer.api.query<{ live_position: number[]; live_extruder_velocity: number }>('motion_report')
      const [x, y] = m.live_position
      const extruding = m.live_extruder_velocity > 0
      if (extruding && Math.hypot(x - cx, y - cy) < radius) insideTarget++
      for (const o of status.objects) {
        if (o.name !== target.name && o.center && Math.hypot(x - o.center[0], y - o.center[1]) < radius) insideOthers++
      }
      await app.waitForTimeout(150)
    }
    expect(insideTarget).toBe(0)
    expect(insideOthers).toBeGreaterThan(0)
    // The print itself goes on (on a slow machine it may have finished by now), still with the object excluded.
    const after = await printer.api.query<{ state: string; filename: string }>('print_stats')
    expect(after.filename).toBe(FILE)
    expect(['printing', 'complete']).toContain(after.state)
    expect((await printer.api.query<ExcludeStatus>('exclude_object')).excluded_objects).toEqual([target.name])
  })
})
