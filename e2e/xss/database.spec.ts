import type { Printer } from '../fixtures'
import { card, waitForDashboard } from '../dashboard-helpers'
import { IMG, JS_URL, SVG, TEMPLATE, expect, expectNoXss, expectShown, goTo, test } from './payloads'

// A sim per test, past jobs and every settings section on a shared, busy machine.
test.describe.configure({ timeout: 180_000 })
test.use({ simOptions: { timeScale: 20, seedHistory: 3 } })

/** Writes one key of the dashboard's database namespace, as another client (or a hostile one) could. */
const put = (printer: Printer, key: string, value: unknown) => printer.api.post('/server/database/item', { namespace: 'fluidd', key, value })

async function plant(printer: Printer): Promise<string> {
  await put(printer, 'uiSettings.general.instanceName', IMG)
  await put(printer, 'uiSettings.theme.logo.src', JS_URL)
  await put(printer, 'uiSettings.dashboard.tempPresets', [
    { id: 'xss-preset', name: SVG, gcode: `M117 ${TEMPLATE}`, values: { extruder: { value: 0, type: 'heater', active: true } } },
  ])
  await put(printer, 'macros.categories', [{ id: 'xss-category', name: SVG }])
  await put(printer, 'macros.stored', [{ name: 'load_filament', alias: IMG, visible: true, categoryId: 'xss-category' }])
  await put(printer, 'console.filters', [{ id: 'xss-filter', enabled: true, name: TEMPLATE, type: 'contains', value: 'never-printed' }])
  await put(printer, 'console.commandHistory', [`M117 ${IMG}`])
  const [job] = (await printer.api.get<{ jobs: { job_id: string }[] }>('/server/history/list?limit=1')).jobs
  await put(printer, `history.notes.${job.job_id}`, IMG)
  return job.job_id
}

test('hostile strings in the dashboard database (printer name, logo, presets, macro alias and category, console filter and history, job note) stay text', async ({ app, printer }) => {
  // First the dashboard's own start-up (it creates the roots it misses), then the hostile values.
  await waitForDashboard(app)
  const jobId = await plant(printer)
  await app.reload()
  await waitForDashboard(app)

  // Printer name: app bar and page title; the javascript: logo is never loaded.
  await expectShown(app, [IMG])
  await expect.poll(() => app.title()).toContain(IMG)
  await expect(app.getByTestId('app-logo')).not.toHaveAttribute('src', /^javascript:/i)

  // Macro alias and category on the macros card.
  const macros = card(app, 'macros')
  await expect(macros).toContainText(SVG, { timeout: 20_000 })
  const alias = macros.getByRole('button', { name: IMG, exact: true })
  // The category's panel may start closed.
  if (!(await alias.isVisible())) await macros.getByTestId('macro-category-panel').filter({ hasText: SVG }).getByRole('button').first().click()
  await expect(alias).toBeVisible()
  await expectNoXss(app, 'the dashboard')

  // A preset from the thermals card: its name in the menu, its G-code reaches the printer as sent.
  await card(app, 'temperature').getByRole('button', { name: 'Presets' }).click()
  await expect(app.getByRole('menuitem', { name: SVG })).toBeVisible()
  await expectNoXss(app, 'the presets menu')
  await app.getByRole('menuitem', { name: SVG }).click()
  await expect.poll(async () => (await printer.api.query<{ message: string }>('display_status')).message).toBe(TEMPLATE)
  await expectNoXss(app, 'the dashboard after applying a preset')

  // The console's stored command history comes back into the input as text.
  await goTo(app, '/console', 'Console')
  const input = app.getByTestId('console-page').getByTestId('console-input')
  await input.click()
  await input.press('ArrowUp')
  await expect(input).toHaveValue(new RegExp(`^M117 (${escape(IMG)}|${escape(TEMPLATE)})$`))
  await expectNoXss(app, 'the console page')

  // Settings: every section that shows one of them.
  await goTo(app, '/settings', 'Settings')
  await expect(app.getByRole('textbox', { name: 'Printer name' })).toHaveValue(IMG, { timeout: 20_000 })
  await expect(app.getByTestId('console-settings')).toContainText(TEMPLATE, { timeout: 20_000 })
  await expect(app.getByTestId('macro-categories-settings')).toContainText(SVG)
  await expect(app.getByTestId('presets-settings')).toContainText(SVG)
  await expectNoXss(app, 'the settings page')

  // The macro category page lists the alias.
  await app.getByTestId('macro-categories-settings').locator('[data-category]').filter({ hasText: SVG }).click()
  await expect(app.getByTestId('macro-category-page')).toContainText(IMG)
  await expectNoXss(app, 'the macro category page')

  // History: the note under the job's name, and in its details.
  await goTo(app, '/history', 'History')
  const row = app.locator(`[data-testid="history-row"][data-job-id="${jobId}"]`)
  await expect(row.getByTestId('job-note-preview')).toHaveText(IMG, { timeout: 20_000 })
  await row.getByTestId('job-filename').click()
  await expect(row.getByTestId('job-note-input')).toHaveValue(IMG)
  await expectNoXss(app, 'the history page')
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
