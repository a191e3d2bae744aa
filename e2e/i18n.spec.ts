import { test, expect, waitForReady } from './fixtures'
import { chooseLanguage, englishOnly, englishOnPage, keysOnPage, translationKeys, tr } from './i18n-helpers'

const SCREENS = ['/', '/jobs', '/console', '/history', '/tune', '/system', '/timelapse', '/settings']

// Past jobs, so the history page shows its table, charts and totals.
test.use({ simOptions: { timeScale: 20, seedHistory: 6 } })

for (const [locale, name] of [
  ['de', 'Deutsch'],
  ['ar', 'العربية'],
] as const) {
  test(`in ${name} the dashboard, jobs, console, history, tune, system, timelapse, settings and a dialog show no English text of ours`, async ({ app, dashboard, printer }) => {
    test.setTimeout(240_000)
    await app.goto(`${dashboard.url}/settings#general`)
    await waitForReady(app)
    await waitForReady(app)
    await chooseLanguage(app, name)
    await expect.poll(async () => (await printer.api.get<{ value: string }>('/server/database/item?namespace=fluidd&key=uiSettings.general.locale')).value).toBe(locale)
    const english = englishOnly(locale)
    const keys = translationKeys()
    for (const route of SCREENS) {
      // In-app navigation, as a click on the navigation does (no reload, no reconnect).
      await app.evaluate((to) => {
        window.history.pushState({}, '', to)
        window.dispatchEvent(new PopStateEvent('popstate'))
      }, route)
      await waitForReady(app)
      await expect(app.getByTestId('card-loading')).toHaveCount(0, { timeout: 30_000 })
      await app.waitForTimeout(800)
      expect(await englishOnPage(app, english), `${locale} ${route}`).toEqual([])
      expect(await keysOnPage(app, keys), `${locale} ${route} keys`).toEqual([])
      // The route name in the page title is translated too ('instance | Einstellungen').
      const routeKey = route === '/' ? 'nav.dashboard' : `nav.${route.slice(1)}`
      await expect(app).toHaveTitle(new RegExp(`\\| ${tr(locale, 'app', routeKey).replaceAll('\u00ad', '')}$`))
      expect(await app.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr')
    }
    // A dialog: New folder on the jobs page.
    await app.evaluate(() => {
      window.history.pushState({}, '', '/jobs')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await app.getByTestId('jobs-page').getByRole('button', { name: tr(locale, 'files', 'toolbar.add'), exact: true }).click()
    await app.getByRole('menuitem', { name: tr(locale, 'files', 'add.new_folder') }).click()
    await expect(app.getByRole('dialog')).toBeVisible()
    expect(await englishOnPage(app, english), `${locale} dialog`).toEqual([])
    expect(await keysOnPage(app, keys), `${locale} dialog keys`).toEqual([])
    await app.keyboard.press('Escape')

    if (locale === 'ar') {
      // Right to left: the navigation sits on the right, the tools drawer opens from the left.
      const nav = await app.getByRole('navigation').first().boundingBox()
      const width = app.viewportSize()!.width
      expect(nav!.x + nav!.width / 2).toBeGreaterThan(width / 2)
    }
  })
}
