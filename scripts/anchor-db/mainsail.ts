import type { Locator, Page } from 'playwright-core'
import { visit, type Journey } from './journey'
import { changeEverything, closeMenus, openMenu, pickOther } from './vuetify-controls'

/**
 * Mainsail 2.18.2 driven through what it keeps in Moonraker's database: every tab of its interface
 * settings (dashboard layouts, presets, macro groups, webcams, console filters, another printer …),
 * console history, the file and history tables' columns, the G-code viewer, card states. The language
 * changes last.
 */

const settingsDialog = (page: Page) => page.locator('.v-dialog--active', { hasText: 'Interface Settings' }).first()

const SKIP = [/Language/i, /Moonraker DB/i, /Factory reset/i, /^$/]

/**
 * Mainsail's icon buttons carry neither a name nor, often, a tooltip: they are told apart by their
 * Material Design icon (the start of its SVG path).
 */
const ICON = { cogs: 'M15.9,18.45', cog: 'M12,15.5A3.5' }
const iconButton = (scope: Locator, icon: keyof typeof ICON) => scope.locator(`button:has(path[d^="${ICON[icon]}"])`).first()

async function openSettings(page: Page): Promise<void> {
  if (await settingsDialog(page).isVisible()) return
  await iconButton(page.locator('header'), 'cogs').click()
  await settingsDialog(page).waitFor({ timeout: 20_000 })
}

async function openTab(page: Page, name: string): Promise<Locator> {
  await openSettings(page)
  await settingsDialog(page).locator('.v-tab', { hasText: new RegExp(`^\\s*${name}\\s*$`, 'i') }).click()
  await page.waitForTimeout(600)
  return settingsDialog(page)
}

/** The row around an exact text that also holds a clickable icon or button (a card's eye, a checkbox icon). */
const rowOf = (scope: Locator, text: string) =>
  scope.getByText(text, { exact: true }).first().locator('xpath=ancestor::*[.//*[contains(@class,"v-icon--link") or self::button][not(ancestor-or-self::*[contains(@class,"v-tab")])]][1]')

async function genericTab(journey: Journey, name: string): Promise<void> {
  const scope = await openTab(journey.page, name)
  await changeEverything(journey.page, scope, SKIP, journey.log)
}

async function dashboardTab(journey: Journey): Promise<void> {
  const { page } = journey
  const scope = await openTab(page, 'Dashboard')
  for (const size of ['Desktop', 'Widescreen']) {
    await scope.getByRole('button', { name: new RegExp(size, 'i') }).click()
    for (const card of ['Webcam', 'Machine']) {
      await rowOf(scope, card).locator('.v-icon--link').last().click()
      journey.log.changed.push(`dashboard ${size}: ${card} hidden`)
    }
    const from = (await rowOf(scope, 'Console').boundingBox())!
    const to = (await rowOf(scope, 'Toolhead').boundingBox())!
    await page.mouse.move(from.x + 12, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + 20, from.y + from.height / 2 + 10, { steps: 4 })
    await page.mouse.move(to.x + 12, to.y + 4, { steps: 12 })
    await page.mouse.up()
    await page.waitForTimeout(400)
    journey.log.changed.push(`dashboard ${size}: Console moved`)
  }
}

async function macrosTab(journey: Journey): Promise<void> {
  const { page } = journey
  const scope = await openTab(page, 'Macros')
  // Simple management: a switch a macro, two hidden.
  const switches = scope.locator('input[role=switch]')
  for (const i of [0, 2]) await switches.nth(i).click({ force: true })
  journey.log.changed.push('macros (simple): two hidden')
  await pickOther(page, scope.locator('.v-select').first(), /expert/i)
  await scope.getByRole('button', { name: /add group/i }).click()
  await changeEverything(page, scope, SKIP, journey.log)
  journey.log.changed.push('macros (expert): a group')
}

/** Opens a tab's create form, changes what it holds, fills `values` (by field index) and stores it. */
async function createIn(journey: Journey, tab: string, open: RegExp, values: Record<number, string>, store: RegExp): Promise<void> {
  const { page } = journey
  const scope = await openTab(page, tab)
  await scope.getByRole('button', { name: open }).click()
  await page.waitForTimeout(500)
  await changeEverything(page, scope, SKIP, journey.log)
  const fields = scope.locator('.v-text-field:not(.v-select) input[type=text], .v-text-field:not(.v-select) input[type=number], textarea')
  for (const [i, value] of Object.entries(values)) await fields.nth(Number(i)).fill(value)
  await scope.getByRole('button', { name: store }).last().click()
  await page.waitForTimeout(600)
  journey.log.changed.push(`${tab}: created`)
}

async function navigationTab(journey: Journey): Promise<void> {
  const scope = await openTab(journey.page, 'Navigation')
  for (const entry of ['Heightmap', 'Timelapse']) {
    await rowOf(scope, entry).locator('.v-icon--link, button').last().click()
    journey.log.changed.push(`navigation: ${entry} hidden`)
  }
}

async function consoleUse(journey: Journey): Promise<void> {
  const { page } = journey
  await visit(page, new URL('/console', page.url()).href)
  const input = page.locator('main textarea, main input[type=text]').first()
  await input.waitFor({ timeout: 20_000 })
  for (const command of ['M115', 'STATUS', 'M114', 'GET_POSITION', 'SET_FAN_SPEED FAN=exhaust_fan SPEED=0.3', 'QUERY_ENDSTOPS']) {
    await input.fill(command)
    await input.press('Enter')
    await page.waitForTimeout(400)
  }
  journey.log.changed.push('console: 6 commands sent')
}

/** A table's column menu (the icon button whose tooltip names columns or the table's setup): some ticked off. */
async function tableColumns(journey: Journey, route: string): Promise<void> {
  const { page } = journey
  await visit(page, new URL(route, page.url()).href)
  await page.locator('main table').first().waitFor({ timeout: 20_000 })
  await iconButton(page.locator('main'), 'cog').click()
  const items = openMenu(page).locator('.v-list-item, .v-input--checkbox')
  await items.first().waitFor()
  const count = await items.count()
  for (const i of [1, 2, count - 1]) await items.nth(i).click()
  await closeMenus(page)
  journey.log.changed.push(`${route}: columns`)
}

async function viewer(journey: Journey): Promise<void> {
  const { page } = journey
  await visit(page, new URL('/files', page.url()).href)
  await page.getByText('quick_test_square_0.2mm_PLA_2m.gcode').first().click({ button: 'right' })
  await openMenu(page).getByText(/view|viewer|preview/i).first().click()
  await page.waitForURL(/viewer/, { timeout: 15_000 })
  await page.waitForTimeout(4000)
  await changeEverything(page, page.locator('main'), [/^$/], journey.log)
}

async function dashboardCards(journey: Journey): Promise<void> {
  const { page } = journey
  await visit(page, new URL('/', page.url()).href)
  const panel = (title: string) => page.locator('.v-card, .panel').filter({ has: page.locator('.v-toolbar', { hasText: title }) }).first()
  await panel('Temperatures').waitFor({ timeout: 20_000 })
  // The chart's series shown or hidden from the table, and a card folded.
  await panel('Temperatures').getByText('Chamber', { exact: true }).first().click()
  const series = page.locator('.v-dialog--active').last()
  await series.locator('input[type=checkbox]').first().click({ force: true })
  await series.locator('button').first().click()
  await panel('Toolhead').locator('.v-toolbar button').last().click()
  journey.log.changed.push('dashboard: chamber series, Toolhead folded')
}

async function language(journey: Journey): Promise<void> {
  const scope = await openTab(journey.page, 'General')
  const select = scope.locator('.v-select').nth(0)
  journey.log.changed.push(`language → ${await pickOther(journey.page, select, /Deutsch/)}`)
}

export async function driveMainsail(journey: Journey, appUrl: string, printerUrl: string): Promise<void> {
  const { page } = journey
  await visit(page, appUrl + '/')
  await page.getByText('Temperatures').first().waitFor({ timeout: 30_000 })
  await journey.step('dashboard: chart series, a folded card', () => dashboardCards(journey))
  await journey.step('console: commands', () => consoleUse(journey))
  await journey.step('G-code files: columns', () => tableColumns(journey, '/files'))
  await journey.step('history: columns', () => tableColumns(journey, '/history'))
  await journey.step('G-code viewer: a file and its options', () => viewer(journey))
  await visit(page, appUrl + '/')
  await page.getByText('Temperatures').first().waitFor({ timeout: 30_000 })
  for (const tab of ['General', 'Console', 'Control', 'Editor', 'G-Code Viewer', 'Heightmap', 'Timelapse', 'UI-Settings']) {
    await journey.step(`settings: ${tab}`, () => genericTab(journey, tab))
  }
  await journey.step('settings: dashboard layouts', () => dashboardTab(journey))
  await journey.step('settings: macros', () => macrosTab(journey))
  await journey.step('settings: navigation', () => navigationTab(journey))
  await journey.step('settings: a preset', () => createIn(journey, 'Presets', /add preset/i, { 0: 'PLA', 1: '205', 2: '60', 3: '40', 4: 'M106 S128' }, /store preset/i))
  await journey.step('settings: a console filter', () => createIn(journey, 'Console', /add filter/i, { 0: 'Hide busy', 1: '^// busy' }, /store filter/i))
  await journey.step('settings: a webcam', () =>
    createIn(journey, 'Webcams', /add webcam/i, { 0: 'Anchor', 1: `${printerUrl}/webcam/?action=stream&anchor=1`, 2: `${printerUrl}/webcam/?action=snapshot&anchor=1` }, /save webcam/i),
  )
  await journey.step('settings: another printer', () => createIn(journey, 'Printers', /add printer/i, { 0: 'printer-two.local', 1: '7125', 2: '/' }, /add printer/i))
  await journey.step('settings: language', () => language(journey))
}
