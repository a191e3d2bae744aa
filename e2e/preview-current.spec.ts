import { expect, test, waitForReady } from './fixtures'
import { openPage } from './files-helpers'

const FILE = 'quick_test_square_0.2mm_PLA_2m.gcode'

test.beforeEach(() => test.setTimeout(120_000))
// A slow print: it is still running while the preview loads.
test.use({ simOptions: { timeScale: 1 } })

test('/preview has its title and a place in the navigation', async ({ app, dashboard }) => {
  await waitForReady(app)
  const nav = app.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Preview' }).click()
  await expect(app).toHaveURL(/\/preview$/)
  await expect(app.getByTestId('gcode-preview-page')).toBeVisible()
  await expect(app).toHaveTitle(/G-code preview/)
  await expect(app).not.toHaveTitle(/404/)
  // Nothing printing: nothing to load.
  await expect(app.getByTestId('gcode-preview-load-current')).toHaveCount(0)
  void dashboard
})

test('while printing, Load current file previews the printing file in one click, and a reload shows it again', async ({ app, dashboard, printer }) => {
  await openPage(app, dashboard.url, '/preview')
  await waitForReady(app)
  await printer.api.post(`/printer/print/start?filename=${FILE}`)
  const load = app.getByTestId('gcode-preview-load-current')
  await expect(load).toHaveText('Load current file', { timeout: 20_000 })
  await load.click()
  const viewer = app.getByTestId('gcode-viewer')
  await expect(viewer).toHaveAttribute('data-status', 'loaded', { timeout: 60_000 })
  await expect(app.getByTestId('gcode-preview-file')).toHaveText(FILE)
  expect(Number(await viewer.getAttribute('data-layers'))).toBeGreaterThan(2)
  // The file shown is now the printing one: no button to load it again.
  await expect(load).toHaveCount(0)
  await expect(app).toHaveURL(new RegExp(`/preview\\?file=${FILE.replace(/\./g, '\\.')}$`))

  await app.reload()
  await waitForReady(app)
  await expect(viewer).toHaveAttribute('data-status', 'loaded', { timeout: 60_000 })
  await expect(app.getByTestId('gcode-preview-file')).toHaveText(FILE)
  await expect(app).toHaveTitle(/G-code preview/)
})

test('the dashboard card offers the printing file too', async ({ app, printer }) => {
  await waitForReady(app)
  await printer.api.post(`/printer/print/start?filename=${FILE}`)
  const card = app.getByTestId('gcode-preview-card')
  // The card mounts when it is seen, once the cards above it have: scroll to it until it is there.
  await expect(async () => {
    await app.getByTestId('dashboard-card-gcode-preview').scrollIntoViewIfNeeded()
    await expect(card).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await card.getByTestId('gcode-preview-load-current').click({ timeout: 30_000 })
  await expect(card.getByTestId('gcode-viewer')).toHaveAttribute('data-status', 'loaded', { timeout: 60_000 })
  await expect(card.getByTestId('gcode-preview-file')).toHaveText(FILE)
})
