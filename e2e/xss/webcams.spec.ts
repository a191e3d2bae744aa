import { loadAgain } from '../fixtures'
import { card, waitForDashboard } from '../dashboard-helpers'
import { IMG, JS_URL, SVG, expect, expectNoXss, expectShown, goTo, test } from './payloads'

// Cameras wait on real streams on a shared, busy machine.
test.describe.configure({ timeout: 180_000 })

interface Webcam {
  uid: string
  name: string
  stream_url: string
}

test('hostile webcam names and javascript: URLs from the printer are shown as text and never become a source or a link', async ({ app, printer }) => {
  // Planted through the printer's API, as another client (or a hostile one) would.
  const planted = [
    { name: IMG, service: 'iframe', stream_url: JS_URL, snapshot_url: JS_URL },
    // The URL parser drops tabs and line breaks, so these are javascript: URLs too.
    { name: SVG, service: 'mjpegstreamer', stream_url: 'java\tscript:window.__xss=1', snapshot_url: 'java\nscript:window.__xss=1' },
    { name: 'hostile-adaptive', service: 'mjpegstreamer-adaptive', stream_url: ' javascript:window.__xss=1', snapshot_url: 'JaVaScRiPt:window.__xss=1' },
  ]
  for (const cam of planted) await printer.api.post('/server/webcams/item', cam)
  // The printer keeps them as given: the dashboard is what must stay safe.
  const list = (await printer.api.get<{ webcams: Webcam[] }>('/server/webcams/list')).webcams
  expect(list.map((c) => c.name)).toEqual(expect.arrayContaining([IMG, SVG]))

  await loadAgain(app)
  await waitForDashboard(app)
  const camera = card(app, 'camera')
  await expect(camera).toBeVisible()
  // The camera card lists every camera by name, and tries to play none of the hostile ones.
  for (const cam of planted) {
    const view = camera.locator(`[data-testid="camera-view"][data-camera="${cam.name.replace(/"/g, '\\"')}"]`)
    await expect(view).toHaveCount(1)
  }
  await expectShown(app, [IMG, SVG, 'hostile-adaptive'])
  await expectNoXss(app, 'the dashboard camera card')

  // Each camera's full page.
  for (const cam of list.filter((c) => planted.some((p) => p.name === c.name))) {
    await app.goto(new URL(`/camera/${encodeURIComponent(cam.uid)}`, app.url()).toString())
    await expect(app.getByTestId('camera-page')).toBeVisible({ timeout: 20_000 })
    await expectShown(app, [cam.name])
    await expectNoXss(app, `the camera page of ${cam.name}`)
  }

  // Settings: the camera list, and the edit dialog refuses the URL it was given.
  await app.goto(new URL('/', app.url()).toString())
  await waitForDashboard(app)
  await goTo(app, '/settings', 'Settings')
  await app.getByRole('link', { name: 'Cameras' }).click()
  const section = app.getByTestId('camera-settings')
  await expect(section).toBeVisible({ timeout: 30_000 })
  await expect(section.getByTestId('camera-row')).toHaveCount(planted.length, { timeout: 20_000 })
  await expectShown(app, [IMG, SVG])
  await section.getByTestId('camera-row').filter({ hasText: IMG }).getByRole('button').first().click()
  const dialog = app.getByRole('dialog')
  await expect(dialog.getByLabel('Name')).toHaveValue(IMG)
  await expect(dialog.getByLabel('Stream URL')).toHaveValue(JS_URL)
  // Saving it as it came is refused with the spec's message.
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toContainText('Only http(s) or relative URLs')
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()
  // The same refusal for a URL that hides its scheme behind a tab.
  await dialog.getByLabel('Stream URL').fill('java\tscript:window.__xss=1')
  await expect(dialog).toContainText('Only http(s) or relative URLs')
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()
  await expectNoXss(app, 'the camera settings')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  // Nothing the dialog refused reached the printer.
  const after = (await printer.api.get<{ webcams: Webcam[] }>('/server/webcams/list')).webcams
  expect(after.find((c) => c.name === IMG)?.stream_url).toBe(JS_URL)
  await expectNoXss(app, 'the camera settings')
})
