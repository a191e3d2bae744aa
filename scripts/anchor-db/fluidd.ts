import type { Locator, Page } from 'playwright-core'
import { visit, type Journey } from './journey'
import { buttonByTooltip, changeEverything, closeMenus, openMenu, pickOther, typeInto } from './vuetify-controls'

/**
 * Fluidd 1.37.4 driven through everything it keeps in Moonraker's database: dashboard layout, chart
 * series, console history and filters, table columns, the G-code preview's toggles, every settings
 * section, macro categories, thermal presets and a camera. The language changes last, since every
 * label after it would be German.
 */

/** Fluidd routes by the URL's hash. */
async function go(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    location.hash = hash
  }, `#${route}`)
  await page.waitForTimeout(1500)
}

const card = (page: Page, title: string) =>
  page.locator('.collapsable-card').filter({ has: page.locator('.collapsable-card-title', { hasText: title }) }).first()

const section = (page: Page, id: string) => page.locator(`#${id} + .v-card`)

const dialog = (page: Page) => page.locator('.v-dialog--active').last()

/** Ticks or unticks the first `count` entries of the menu `button` opens (column and filter choices). */
async function toggleMenuEntries(page: Page, button: Locator, picks: number[]): Promise<string[]> {
  await button.click()
  const items = openMenu(page).locator('.v-list-item')
  await items.first().waitFor()
  const names: string[] = []
  for (const i of picks) {
    const item = items.nth(i < 0 ? (await items.count()) + i : i)
    names.push((await item.innerText()).trim())
    await item.click()
    await page.waitForTimeout(250)
  }
  await closeMenus(page)
  return names
}

async function dashboardLayout(journey: Journey): Promise<void> {
  const { page } = journey
  await go(page, '/')
  await card(page, 'Thermals').waitFor()
  await (await buttonByTooltip(page, page.locator('nav'), /dashboard layout/i)).click()
  const exit = page.getByRole('button', { name: /exit/i })
  await exit.waitFor()
  const layoutCard = (name: string) => page.locator('.collapsable-card-title.draggable').filter({ hasText: new RegExp(`^\\s*${name}\\s*$`) }).first()
  for (const name of ['Cameras', 'Firmware Retraction', 'Bed Mesh', 'Job Queue']) {
    await layoutCard(name).locator('input[type=checkbox]').click({ force: true })
    journey.log.changed.push(`layout: ${name} shown/hidden`)
  }
  // Dragged by the handle at the right of the card's title.
  const dragTo = async (name: string, target: Locator) => {
    const from = (await layoutCard(name).boundingBox())!
    const to = (await target.boundingBox())!
    await page.mouse.move(from.x + from.width - 27, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + from.width - 40, from.y + from.height / 2 - 20, { steps: 4 })
    await page.mouse.move(to.x + to.width / 2, to.y + 8, { steps: 12 })
    await page.mouse.up()
    await page.waitForTimeout(500)
    journey.log.changed.push(`layout: ${name} moved`)
  }
  // Console into the third column (empty on a fresh printer), Printer Limits to the top of the first.
  await dragTo('Console', page.locator('.drag .list-group').nth(2))
  await dragTo('Printer Limits', layoutCard('Printer Status'))
  await exit.click()
}

async function thermalsAndCards(journey: Journey): Promise<void> {
  const { page } = journey
  await go(page, '/')
  const thermals = card(page, 'Thermals')
  // A click on a sensor's name shows or hides its chart series.
  for (const name of ['Chamber', 'Heater Bed']) {
    await thermals.locator('td, .v-data-table__wrapper *').getByText(name, { exact: true }).first().click()
    journey.log.changed.push(`chart series: ${name}`)
  }
  // A collapsed card is stored with the layout.
  await card(page, 'Printer Limits').locator('.collapsable-card-title button').last().click()
  journey.log.changed.push('card collapsed: Printer Limits')
}

async function consoleUse(journey: Journey): Promise<void> {
  const { page } = journey
  await go(page, '/console')
  const input = page.locator('main textarea, main input[type=text]').last()
  for (const command of ['M115', 'STATUS', 'HELP', 'M114', 'GET_POSITION', 'SET_FAN_SPEED FAN=exhaust_fan SPEED=0.3', 'QUERY_ENDSTOPS']) {
    await input.fill(command)
    await input.press('Enter')
    await page.waitForTimeout(400)
  }
  journey.log.changed.push('console: 7 commands sent')
  const picked = await toggleMenuEntries(page, await buttonByTooltip(page, page.locator('main'), /filter/i), [0])
  journey.log.changed.push(`console filter menu: ${picked.join(', ')}`)
  await (await buttonByTooltip(page, page.locator('main'), /layout|flip|direction/i)).click()
  journey.log.changed.push('console: layout flipped')
}

/** The file browser's row menu → Preview Gcode, on the small sample file; the preview's toolbar after. */
async function previewFile(page: Page): Promise<Locator> {
  await go(page, '/jobs')
  await page.getByText('quick_test_square_0.2mm_PLA_2m.gcode').first().click({ button: 'right' })
  await openMenu(page).getByText('Preview Gcode').click()
  const toggles = page.locator('.preview-options button')
  await toggles.first().waitFor({ timeout: 20_000 })
  return toggles
}

/** One use of the preview on a fresh printer: a file opened, its first toggle (follow progress) clicked. */
async function firstPreview(journey: Journey): Promise<void> {
  const toggles = await previewFile(journey.page)
  await toggles.first().click()
  journey.log.changed.push('preview: first toggle')
  await journey.page.waitForTimeout(1500)
}

async function jobsAndPreview(journey: Journey): Promise<void> {
  const { page } = journey
  await go(page, '/jobs')
  const main = page.locator('main')
  const columns = await toggleMenuEntries(page, await buttonByTooltip(page, main, /column|header/i), [0, 1, 2, 28, -1])
  journey.log.changed.push(`jobs columns: ${columns.join(', ')}`)
  const filters = await toggleMenuEntries(page, await buttonByTooltip(page, main, /filter/i), [0, 1])
  journey.log.changed.push(`jobs filters: ${filters.join(', ')}`)
  const toggles = await previewFile(page)
  for (let i = 1; i < (await toggles.count()); i++) await toggles.nth(i).click()
  journey.log.changed.push(`preview: ${await toggles.count()} toggles`)
  await typeInto(page, main.locator('input[type=number], .v-text-field input').first(), '5')
}

async function historyColumns(journey: Journey): Promise<void> {
  const { page } = journey
  await go(page, '/history')
  const picked = await toggleMenuEntries(page, await buttonByTooltip(page, page.locator('main'), /column|header/i), [0, 2, -1])
  journey.log.changed.push(`history columns: ${picked.join(', ')}`)
}

/** The settings sections changed control by control (reset, backup and the language left alone). */
const GENERIC_SECTIONS = ['general', 'warnings', 'theme', 'browser', 'editor', 'toolhead', 'gcodePreview', 'camera', 'timelapse', 'versions']
const SKIP = [/Display Language/i, /Moonraker database/i, /Reset settings/i, /^$/]

async function settingsSections(journey: Journey): Promise<void> {
  const { page } = journey
  await go(page, '/settings')
  for (const id of GENERIC_SECTIONS) {
    await journey.step(`settings: ${id}`, async () => {
      await section(page, id).scrollIntoViewIfNeeded()
      await changeEverything(page, section(page, id), SKIP, journey.log)
    })
  }
}

async function consoleFilter(journey: Journey): Promise<void> {
  const { page } = journey
  await section(page, 'console').getByRole('button', { name: /add filter/i }).click()
  const fields = dialog(page).locator('input[type=text]')
  await fields.nth(0).fill('Hide busy')
  await pickOther(page, dialog(page).locator('.v-select').first())
  await dialog(page).locator('input[type=text]').last().fill('^// busy')
  await dialog(page).getByRole('button', { name: /save/i }).click()
  journey.log.changed.push('console filter added')
}

async function thermalPresets(journey: Journey): Promise<void> {
  const { page } = journey
  for (const [name, temps, gcode] of [
    ['PLA', ['205', '60', '40'], 'M106 S128'],
    ['PETG', ['240', '80', '45'], ''],
  ] as const) {
    await section(page, 'presets').getByRole('button', { name: /add preset/i }).click()
    const d = dialog(page)
    await d.locator('input[type=text]').first().fill(name)
    const numbers = d.locator('input[type=number]')
    for (let i = 0; i < Math.min(await numbers.count(), temps.length); i++) await numbers.nth(i).fill(temps[i])
    const checks = d.locator('input[type=checkbox]')
    for (let i = 0; i < (await checks.count()); i++) if (!(await checks.nth(i).isChecked())) await checks.nth(i).click({ force: true })
    if (gcode) await d.locator('textarea').fill(gcode)
    await d.getByRole('button', { name: /^add$|^save$/i }).click()
    await d.waitFor({ state: 'hidden' })
    journey.log.changed.push(`thermal preset added: ${name}`)
  }
}

async function camera(journey: Journey, printerUrl: string): Promise<void> {
  const { page } = journey
  await section(page, 'camera').getByRole('button', { name: /add camera/i }).click()
  const d = dialog(page)
  await changeEverything(page, d, [/^Enable$/, /^$/], journey.log)
  await d.locator('input[type=url]').first().fill(`${printerUrl}/webcam/?action=stream&anchor=1`)
  await d.locator('input[type=url]').last().fill(`${printerUrl}/webcam/?action=snapshot&anchor=1`)
  await d.getByRole('button', { name: /^add$|^save$/i }).click()
  await d.waitFor({ state: 'hidden' })
  // The printer refuses a camera it finds wrong (Fluidd only shows a toast): check it took it.
  const { result } = (await (await fetch(`${printerUrl}/server/webcams/list`)).json()) as { result: { webcams: { name: string }[] } }
  if (!result.webcams.some((w) => w.name === 'Anchor')) throw new Error('the printer did not keep the camera')
}

async function macroCategories(journey: Journey): Promise<void> {
  const { page } = journey
  await section(page, 'macros').getByRole('button', { name: /add category/i }).click()
  await dialog(page).locator('input[type=text]').fill('Filament')
  await dialog(page).getByRole('button', { name: /save/i }).click()
  await section(page, 'macros').getByText('Uncategorized').click()
  const macroRow = (name: string) => page.locator('.sc-link', { hasText: new RegExp(`^\\s*${name}\\b`) }).locator('.sc-label')
  for (const name of ['LOAD_FILAMENT', 'UNLOAD_FILAMENT', 'M600']) {
    await macroRow(name).click()
    // Alias, switches and the category, kept with Save.
    await changeEverything(page, dialog(page), [/^Visible$/, /^$/], journey.log)
    await dialog(page).getByRole('button', { name: /save/i }).click()
    await dialog(page).waitFor({ state: 'hidden' })
    journey.log.changed.push(`macro ${name} → Filament`)
  }
  // One macro hidden from the dashboard.
  await page.locator('.sc-link', { hasText: /^\s*CASE_LIGHT\b/ }).locator('input[role=switch]').click({ force: true })
  journey.log.changed.push('macro CASE_LIGHT hidden')
}

async function language(journey: Journey): Promise<void> {
  const { page } = journey
  await go(page, '/settings')
  const select = section(page, 'general').locator('.v-select').first()
  const picked = await pickOther(page, select, /Deutsch/)
  journey.log.changed.push(`language → ${picked}`)
}

export async function driveFluidd(journey: Journey, appUrl: string, printerUrl: string): Promise<void> {
  const { page } = journey
  await visit(page, appUrl + '/')
  await card(page, 'Thermals').waitFor({ timeout: 30_000 })
  // The printer as the preview's first use leaves it (the report that started this recording).
  await journey.step('G-code preview: first use', () => firstPreview(journey))
  await journey.snapshot('first-preview')
  await journey.step('dashboard layout: cards hidden, shown and moved', () => dashboardLayout(journey))
  await journey.step('thermals chart series and a collapsed card', () => thermalsAndCards(journey))
  await journey.step('console: commands, filter menu, layout', () => consoleUse(journey))
  await journey.step('jobs: columns, filters, G-code preview and its toggles', () => jobsAndPreview(journey))
  await journey.step('history: columns', () => historyColumns(journey))
  await settingsSections(journey)
  await journey.step('settings: console filter', () => consoleFilter(journey))
  await journey.step('settings: two thermal presets', () => thermalPresets(journey))
  await journey.step('settings: a camera', () => camera(journey, printerUrl))
  await journey.step('settings: macro category and macros in it', () => macroCategories(journey))
  await journey.step('settings: language', () => language(journey))
}
