import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import type { Printer } from './fixtures'
import { printState, seededGcodes } from './dashboard-helpers'

// The shared test machine runs several browsers at once; these tests wait on real streams and prints.
test.describe.configure({ timeout: 180_000 })

const waitForReady = (app: Page) => expect(app.getByTestId('app-ready')).toBeAttached({ timeout: 90_000 })

test.use({ simOptions: { timeScale: 40 } })

const fault = (printer: Printer, flag: string, enabled: boolean) =>
  fetch(`${printer.url}/sim/fault`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ flag, enabled }) })
const settings = (printer: Printer) => printer.api.get<Record<string, unknown>>('/machine/timelapse/settings')

async function openTimelapse(app: Page) {
  await waitForReady(app)
  await app.getByRole('link', { name: 'Timelapse' }).first().click()
  await expect(app.getByTestId('timelapse-status')).toBeVisible({ timeout: 20_000 })
}

test('frames are counted while printing, a render makes a video that appears in the list and plays', async ({ app, printer }) => {
  await printer.api.post('/machine/timelapse/settings', { autorender: false })
  await openTimelapse(app)
  const status = app.getByTestId('timelapse-status')
  await expect(status.getByTestId('timelapse-framecount')).toHaveText('Frames: 0')

  const files = await seededGcodes(printer)
  await printer.api.post(`/printer/print/start?filename=${encodeURIComponent(files[0])}`)
  await expect.poll(async () => Number((await status.getByTestId('timelapse-framecount').textContent())?.split(': ')[1]), { timeout: 60_000 }).toBeGreaterThanOrEqual(3)
  await expect.poll(() => status.getByTestId('timelapse-frame').evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0)
  await printer.api.post('/printer/print/cancel')
  await expect.poll(() => printState(printer), { timeout: 20_000 }).toBe('cancelled')
  const { framecount } = await printer.api.get<{ framecount: number }>('/machine/timelapse/lastframeinfo')
  await expect(status.getByTestId('timelapse-framecount')).toHaveText(`Frames: ${framecount}`)

  await status.getByRole('button', { name: 'Render' }).click()
  await expect(status.getByTestId('timelapse-render-status')).toHaveAttribute('data-status', 'success', { timeout: 30_000 })
  const list = app.getByTestId('timelapse-files')
  const row = list.getByRole('row', { name: /timelapse_.*\.mp4/ })
  await expect(row).toBeVisible({ timeout: 15_000 })
  const listed = await printer.api.get<{ path: string }[]>('/server/files/list?root=timelapse')
  expect(listed.some((f) => f.path.endsWith('.mp4'))).toBe(true)

  await row.click()
  const video = app.getByTestId('media-preview').locator('video')
  await expect(video).toBeVisible()
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
})

test('a frame the camera fails to take shows the error toast', async ({ app, printer }) => {
  await openTimelapse(app)
  await fault(printer, 'timelapse-frame-error', true)
  const files = await seededGcodes(printer)
  await printer.api.post(`/printer/print/start?filename=${encodeURIComponent(files[0])}`)
  await expect(app.getByText('Error taking timelapse frame').first()).toBeVisible({ timeout: 60_000 })
  await printer.api.post('/printer/print/cancel')
})

test('timelapse settings: ms in the form, seconds on the wire, invalid values refused', async ({ app, printer }) => {
  await openTimelapse(app)
  const card = app.getByTestId('timelapse-settings')
  const delay = card.getByLabel('Stream delay compensation')
  await expect(delay).toHaveValue('50 ms', { timeout: 20_000 })

  await delay.fill('-5')
  await expect(card).toContainText('Min 0')
  await delay.press('Enter')
  await delay.blur()
  expect((await settings(printer)).stream_delay_compensation).toBe(0.05)

  await delay.fill('200')
  await delay.press('Enter')
  await expect.poll(async () => (await settings(printer)).stream_delay_compensation).toBe(0.2)

  await card.getByRole('switch', { name: 'Park the toolhead for each frame' }).click()
  await expect.poll(async () => (await settings(printer)).parkhead).toBe(true)
  const retractSpeed = card.getByLabel('Retract speed')
  await retractSpeed.fill('0')
  await expect(card).toContainText('Must be greater than 0')
  await retractSpeed.press('Enter')
  expect((await settings(printer)).park_retract_speed).toBe(15)

  await card.getByRole('button', { name: 'Render settings' }).click()
  const dialog = app.getByRole('dialog', { name: 'Render settings' })
  await expect(dialog.getByTestId('render-estimate')).toContainText('0 frames at 30 fps')
  const crf = dialog.getByLabel('Constant rate factor (CRF)')
  await crf.fill('60')
  await expect(dialog).toContainText('Max 51')
  await crf.press('Enter')
  expect((await settings(printer)).constant_rate_factor).toBe(23)
})
