import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import type { Printer } from './fixtures'
import { card, waitForDashboard } from './dashboard-helpers'

interface Webcam {
  uid: string
  name: string
  service: string
  target_fps: number
  target_fps_idle: number
  flip_horizontal: boolean
  stream_url: string
}

test.use({ simOptions: { camera: true } })

// The shared test machine runs several browsers at once; these tests wait on real streams and prints.
test.describe.configure({ timeout: 180_000 })

const waitForReady = (app: Page) => expect(app.getByTestId('app-ready')).toBeAttached({ timeout: 90_000 })

const webcams = async (printer: Printer) => (await printer.api.get<{ webcams: Webcam[] }>('/server/webcams/list')).webcams
const webcamViewers = async (printer: Printer) => ((await (await fetch(`${printer.url}/sim/stats`)).json()) as { result: { webcam_viewers: number } }).result.webcam_viewers

async function openSettings(app: Page) {
  await waitForReady(app)
  await app.getByRole('link', { name: 'Settings' }).first().click()
  await app.getByRole('link', { name: 'Cameras' }).click({ timeout: 60_000 })
  await expect(app.getByTestId('camera-settings')).toBeVisible({ timeout: 60_000 })
  return app.getByTestId('camera-settings')
}

test('a camera is added, edited and removed, and the printer keeps the same list', async ({ app, printer }) => {
  const section = await openSettings(app)
  await expect(section.getByTestId('camera-row')).toHaveCount(1, { timeout: 20_000 })

  await section.getByRole('button', { name: 'Add camera' }).click()
  const dialog = app.getByRole('dialog', { name: 'Add camera' })
  // SPEC §9 defaults, and SPEC §5 rules.
  await expect(dialog.getByLabel('Stream URL')).toHaveValue('/webcam/?action=stream')
  await expect(dialog.getByRole('textbox', { name: 'Target FPS', exact: true })).toHaveValue('15')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toContainText('Required')
  await dialog.getByLabel('Name').fill('Bed cam')
  await dialog.getByRole('textbox', { name: 'Target FPS', exact: true }).fill('0')
  await expect(dialog).toContainText('Min 1')
  await dialog.getByRole('textbox', { name: 'Target FPS', exact: true }).fill('61')
  await expect(dialog).toContainText('Max 60')
  await dialog.getByLabel('Stream URL').fill('javascript:alert(1)')
  await expect(dialog).toContainText('Only http(s) or relative URLs')
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()
  expect((await webcams(printer)).map((c) => c.name)).toEqual(['Printer'])

  await dialog.getByRole('textbox', { name: 'Target FPS', exact: true }).fill('12')
  await dialog.getByLabel('Stream URL').fill('/webcam/?action=stream')
  // The live preview plays what the form describes.
  await expect.poll(() => dialog.getByTestId('camera-preview').locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect.poll(async () => (await webcams(printer)).find((c) => c.name === 'Bed cam')).toMatchObject({
    service: 'mjpegstreamer-adaptive',
    target_fps: 12,
    target_fps_idle: 5,
    stream_url: '/webcam/?action=stream',
    flip_horizontal: false,
  })
  await expect(section.getByTestId('camera-row')).toHaveCount(2)

  await section.getByRole('button', { name: 'Edit Bed cam' }).click()
  const edit = app.getByRole('dialog', { name: 'Edit camera' })
  await edit.getByRole('textbox', { name: 'Target FPS', exact: true }).fill('20')
  await edit.getByLabel('Flip horizontally').check({ force: true })
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit).toBeHidden()
  await expect.poll(async () => (await webcams(printer)).find((c) => c.name === 'Bed cam')).toMatchObject({ target_fps: 20, flip_horizontal: true })

  // SPEC §9: at most three cameras.
  await printer.api.post('/server/webcams/item', { name: 'Third', stream_url: '/webcam/?action=stream' })
  await expect(section.getByTestId('camera-row')).toHaveCount(3)
  await expect(section.getByRole('button', { name: 'Add camera' })).toBeDisabled()

  await section.getByRole('button', { name: 'Remove Bed cam' }).click()
  await app.getByRole('dialog', { name: 'Remove camera' }).getByRole('button', { name: 'Yes' }).click()
  await expect.poll(async () => (await webcams(printer)).map((c) => c.name).sort()).toEqual(['Printer', 'Third'])
  await expect(section.getByTestId('camera-row')).toHaveCount(2)
})

test('the full-screen route plays the MJPEG stream and an HLS camera', async ({ app, printer }) => {
  await waitForReady(app)
  const [cam] = await webcams(printer)
  await app.goto(new URL(`/camera/${cam.uid}`, app.url()).toString())
  const page = app.getByTestId('camera-page')
  await expect(page).toBeVisible({ timeout: 20_000 })
  // Drawn by a worker on a canvas: it takes the camera's frame size (480×360 on the virtual printer)
  // once a frame is drawn, and the rate of drawn frames shows over it.
  const stream = page.getByTestId('camera-mjpeg')
  await expect.poll(() => stream.evaluate((c: HTMLCanvasElement) => `${c.tagName} ${c.width}x${c.height}`), { timeout: 20_000 }).toBe('CANVAS 480x360')
  await expect(page.getByTestId('camera-fps')).toHaveText(/^[1-9]\d* FPS$/, { timeout: 10_000 })
  await expect.poll(() => webcamViewers(printer)).toBe(1)
  // Read by the page's shared worker, whose requests cost the page's main thread nothing per frame.
  await expect(page.locator('[data-player="worker"]')).toHaveAttribute('data-reader', 'shared')

  const { webcam } = await printer.api.post<{ webcam: Webcam }>('/server/webcams/item', { name: 'Nozzle', service: 'hlsstream', stream_url: '/webcam/hls/stream.m3u8' })
  await app.goto(new URL(`/camera/${webcam.uid}`, app.url()).toString())
  const video = app.getByTestId('camera-hls')
  await expect(video).toBeVisible({ timeout: 20_000 })
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(2)
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0)
})

test('a stream the page may not read (no CORS) plays in an <img> instead', async ({ app, printer }) => {
  // The stream's fetch is refused as a camera without CORS headers refuses it; an <img> may still show
  // it. Requests of a shared worker pass by the page's routes, so the drawing worker reads the stream
  // itself here, as it does in a browser without shared workers.
  await app.addInitScript(() => Reflect.deleteProperty(window, 'SharedWorker'))
  await app.route(/action=stream/, (route) => (route.request().resourceType() === 'fetch' ? route.abort('accessdenied') : route.continue()))
  await waitForReady(app)
  const [cam] = await webcams(printer)
  await app.goto(new URL(`/camera/${cam.uid}`, app.url()).toString())
  const stream = app.getByTestId('camera-page').getByTestId('camera-mjpeg')
  await expect.poll(() => stream.evaluate((el) => (el instanceof HTMLImageElement ? el.naturalWidth : 0)), { timeout: 20_000 }).toBe(480)
})

test('without shared workers the drawing worker reads the stream itself', async ({ app, printer }) => {
  await app.addInitScript(() => Reflect.deleteProperty(window, 'SharedWorker'))
  await waitForReady(app)
  const [cam] = await webcams(printer)
  await app.goto(new URL(`/camera/${cam.uid}`, app.url()).toString())
  const stream = app.getByTestId('camera-page').getByTestId('camera-mjpeg')
  await expect.poll(() => stream.evaluate((c: HTMLCanvasElement) => `${c.tagName} ${c.width}x${c.height}`), { timeout: 20_000 }).toBe('CANVAS 480x360')
  await expect.poll(() => webcamViewers(printer)).toBe(1)
  await expect(app.locator('[data-player="worker"]')).toHaveAttribute('data-reader', 'own')
  await app.getByRole('link', { name: 'Console' }).first().click()
  await expect.poll(() => webcamViewers(printer), { timeout: 10_000 }).toBe(0)
})

test('a collapsed, scrolled-away or closed camera holds no open stream', async ({ app, printer }) => {
  // The printer counts the open streams: the browser's side of them is read by a shared worker, which
  // outlives a camera view unless the view lets it go.
  await waitForReady(app)
  await waitForDashboard(app)
  const camera = card(app, 'camera')
  await expect(camera.getByTestId('camera-view')).toHaveAttribute('data-active', 'true', { timeout: 20_000 })
  await expect.poll(() => webcamViewers(printer), { timeout: 20_000 }).toBe(1)

  await camera.getByRole('button', { name: 'Collapse' }).click()
  await expect(camera.getByTestId('camera-view')).toHaveAttribute('data-active', 'false')
  await expect.poll(() => webcamViewers(printer), { timeout: 10_000 }).toBe(0)

  await camera.getByRole('button', { name: 'Expand' }).click()
  await expect.poll(() => webcamViewers(printer), { timeout: 20_000 }).toBe(1)

  // Another screen: the dashboard's camera view is gone, and its stream with it.
  await app.getByRole('link', { name: 'Console' }).first().click()
  await expect.poll(() => webcamViewers(printer), { timeout: 10_000 }).toBe(0)
  await app.getByRole('link', { name: 'Dashboard' }).first().click()
  await expect(camera.getByTestId('camera-view')).toHaveAttribute('data-active', 'true', { timeout: 20_000 })
  await expect.poll(() => webcamViewers(printer), { timeout: 20_000 }).toBe(1)

  // Scrolled out of view: a short window, the camera card pushed above the fold.
  await app.setViewportSize({ width: 390, height: 500 })
  await app.getByTestId('dashboard-card-jobs').scrollIntoViewIfNeeded()
  await app.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(camera.getByTestId('camera-view')).toHaveAttribute('data-active', 'false', { timeout: 10_000 })
  await expect.poll(() => webcamViewers(printer), { timeout: 10_000 }).toBe(0)
})

test('the camera plays again after a dropped socket and a Klippy restart', async ({ app, printer }) => {
  await waitForReady(app)
  await waitForDashboard(app)
  const camera = card(app, 'camera')
  await expect(camera.getByTestId('camera-view')).toHaveAttribute('data-active', 'true', { timeout: 20_000 })
  await expect.poll(() => webcamViewers(printer), { timeout: 20_000 }).toBe(1)

  await printer.api.post('/sim/fault', { flag: 'drop-sockets', enabled: true })
  await expect(app.getByTestId('disconnected-banner')).toBeVisible()
  await printer.api.post('/printer/restart', {})
  await waitForReady(app)
  await expect(app.getByTestId('disconnected-banner')).toHaveCount(0)
  await expect(camera.getByTestId('camera-view')).toHaveAttribute('data-active', 'true', { timeout: 20_000 })
  await expect.poll(() => webcamViewers(printer), { timeout: 20_000 }).toBe(1)
})
