import { expect, test } from './fixtures'
import { card, waitForDashboard } from './dashboard-helpers'

test.describe('on a short window, the cards lower down far out of view', () => {
  test.use({ viewport: { width: 1280, height: 480 } })

  test('menus and tooltips load their code when the pointer comes over them, then work as always', async ({ app }) => {
    // A fresh load, once the first one has settled (a reload at once can race the page's start).
    await waitForDashboard(app)
    const requests: string[] = []
    app.on('request', (request) => requests.push(new URL(request.url()).pathname))
    await app.reload()
    await waitForDashboard(app)
    await app.waitForTimeout(1000)
    const overlays = () => requests.filter((p) => /\/assets\/overlays-.*\.js$/.test(p))
    expect(overlays()).toEqual([])

    // Pointer over the thermals' presets button: the code arrives and its tooltip shows.
    const presets = card(app, 'temperature').getByRole('button', { name: 'Presets' })
    await presets.hover()
    await expect(app.getByRole('tooltip')).toHaveText('Presets')
    expect(overlays()).toHaveLength(1)

    // The first click opens the menu, and so does every later one.
    await presets.click()
    await expect(app.getByRole('menuitem', { name: 'Turn off heaters' })).toBeVisible()
    await app.keyboard.press('Escape')
    await expect(app.getByRole('menuitem', { name: 'Turn off heaters' })).toBeHidden()
    await presets.click()
    await expect(app.getByRole('menuitem', { name: 'Turn off heaters' })).toBeVisible()
    await app.keyboard.press('Escape')

    // Another card's menu opens on its first click with the code already here.
    await card(app, 'console').getByRole('button', { name: 'Console settings' }).click()
    await expect(app.getByRole('menu', { name: 'Console settings' })).toBeVisible()
    expect(overlays()).toHaveLength(1)
  })
})

test('Tab mounts the cards further down, so the keyboard reaches their controls', async ({ app }) => {
  await waitForDashboard(app)
  await expect(card(app, 'jobs').getByTestId('card-unseen')).toBeAttached()
  await app.keyboard.press('Tab')
  await expect(app.getByTestId('card-unseen')).toHaveCount(0, { timeout: 15_000 })
  await expect(card(app, 'macros').or(card(app, 'outputs')).first().getByRole('button').first()).toBeAttached()
})
