import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { card, printState, waitForDashboard } from './dashboard-helpers'

// Slow enough that excluding, pausing and jogging all happen well before the print ends.
test.use({ simOptions: { timeScale: 10 } })

const FILE = 'boat_x4_0.2mm_PLA_33m.gcode'

interface ExcludeStatus {
  objects: { name: string }[]
  excluded_objects: string[]
  current_object: string | null
}

/** The card title's text box fits its content: nothing cut off or ellipsized. */
async function expectTitleFits(page: Page, status: Locator): Promise<void> {
  const title = status.getByTestId('printer-status-title')
  await expect(title).toBeVisible()
  const fit = await title.evaluate((el) => {
    const box = el.closest('p') ?? el
    const word = el.querySelector('[data-testid="printer-status-state"]')!.getBoundingClientRect()
    const outer = box.getBoundingClientRect()
    return { scroll: box.scrollWidth, client: box.clientWidth, wordInside: word.left >= outer.left - 0.5 && word.right <= outer.right + 0.5 && word.bottom <= outer.bottom + 0.5 }
  })
  expect(fit.scroll, 'title scrollWidth <= clientWidth').toBeLessThanOrEqual(fit.client)
  expect(fit.wordInside, 'the state word lies inside the title box').toBe(true)
  void page
}

test('the print card: body-relative progress, exclude object, pause and jog, phone controls', async ({ app, printer }) => {
  test.setTimeout(180_000)
  await app.setViewportSize({ width: 1280, height: 800 })
  await waitForDashboard(app)
  const status = card(app, 'printer-status')
  await expect(status).toContainText('No job loaded.', { timeout: 30_000 })

  await printer.api.post(`/printer/print/start?filename=${encodeURIComponent(FILE)}`)
  await expect(status.getByTestId('printer-status-state')).toHaveText('Printing', { timeout: 15_000 })
  await expect.poll(async () => (await printer.api.query<ExcludeStatus>('exclude_object')).objects.length, { timeout: 20_000 }).toBe(4)
  // One time-left figure and a finish clock, no longer one per method.
  await expect(status.getByTestId('status-time-left')).toHaveText(/^(\d+h )?(\d+m )?\d+s$/, { timeout: 30_000 })
  await expect(status.getByTestId('status-finish')).toHaveText(/^([A-Z][a-z]{2} \d{1,2} )?\d\d:\d\d (am|pm)$/)
  await expect(status.getByTestId('status-timer-file')).toHaveCount(0)

  // Exclude one object (not the one being printed) from the status card's own button.
  await status.getByTestId('status-exclude-open').click()
  const dialog = app.getByRole('dialog', { name: 'Exclude objects' })
  await expect(dialog.getByTestId('exclude-object-row')).toHaveCount(4)
  const objects = await printer.api.query<ExcludeStatus>('exclude_object')
  const target = objects.objects.find((o) => o.name !== objects.current_object) ?? objects.objects[0]
  await dialog.getByTestId('exclude-object-row').filter({ hasText: target.name }).getByRole('button', { name: 'Exclude' }).click()
  await app.getByRole('dialog', { name: 'Exclude object', exact: true }).getByRole('button', { name: 'Yes' }).click()
  await expect.poll(async () => (await printer.api.query<ExcludeStatus>('exclude_object')).excluded_objects, { timeout: 10_000 }).toEqual([target.name])
  await expect(dialog.getByTestId('exclude-object-row').filter({ hasText: target.name })).toContainText('Excluded')
  await app.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // While printing, the page title carries the card's figure.
  await expect
    .poll(() =>
      app.evaluate(() => {
        const card = document.querySelector('[data-testid="status-progress"]')?.textContent ?? ''
        return document.title.startsWith(`[${card}] | `)
      }),
    )
    .toBe(true)

  // On a phone Pause and Cancel are buttons of their own and the state word is whole.
  await app.setViewportSize({ width: 390, height: 844 })
  await expect(status.getByRole('button', { name: 'Pause' })).toBeVisible()
  await expect(status.getByRole('button', { name: 'Cancel' })).toBeVisible()
  await expect(status.getByRole('button', { name: 'Print controls' })).toHaveCount(0)
  await expectTitleFits(app, status)

  await status.getByRole('button', { name: 'Pause' }).click()
  await expect.poll(() => printState(printer), { timeout: 20_000 }).toBe('paused')
  await expect(status.getByTestId('printer-status-state')).toHaveText('Paused')
  await expect(status.getByRole('button', { name: 'Resume' })).toBeVisible()
  await expect(status.getByRole('button', { name: 'Cancel' })).toBeVisible()
  await expectTitleFits(app, status)

  // Paused, the file stands still: the card and the page title show the G-code body's share exactly.
  await app.setViewportSize({ width: 1280, height: 800 })
  const meta = await printer.api.get<{ gcode_start_byte: number; gcode_end_byte: number }>(`/server/files/metadata?filename=${encodeURIComponent(FILE)}`)
  const sd = await printer.api.query<{ file_position: number; progress: number }>('virtual_sdcard')
  const relative = (sd.file_position - meta.gcode_start_byte) / (meta.gcode_end_byte - meta.gcode_start_byte)
  const expected = Math.floor(Math.min(1, Math.max(0, relative)) * 100)
  await expect(status.getByTestId('status-progress')).toHaveText(`${expected}%`)
  // The whole-file figure counts the thumbnail header and reads higher.
  expect(Math.floor(sd.progress * 100)).toBeGreaterThan(expected)

  // Paused, the toolhead moves like an idle one.
  const toolhead = card(app, 'toolhead')
  await expect.poll(async () => (await printer.api.query<{ homed_axes: string }>('toolhead')).homed_axes).toBe('xyz')
  // The pause parks the toolhead: jog from where it comes to rest, not from where the park began.
  let last = Number.NaN
  await expect
    .poll(
      async () => {
        const x = (await printer.api.query<{ position: number[] }>('toolhead')).position[0]
        const still = x === last
        last = x
        return still
      },
      { intervals: [500], timeout: 20_000 },
    )
    .toBe(true)
  const before = (await printer.api.query<{ position: number[] }>('toolhead')).position[0]
  await toolhead.getByRole('radiogroup', { name: 'Move distance (mm)' }).getByText('10', { exact: true }).click()
  const jog = toolhead.getByRole('button', { name: before + 10 <= 200 ? 'Move X +10 mm' : 'Move X -10 mm' })
  await expect(jog).toBeEnabled()
  await jog.click()
  const after = before + (before + 10 <= 200 ? 10 : -10)
  await expect.poll(async () => (await printer.api.query<{ position: number[] }>('toolhead')).position[0], { timeout: 10_000 }).toBeCloseTo(after, 3)
  await expect(toolhead.getByRole('button', { name: 'Home all' })).toBeEnabled()
  // Motors off stays out of reach while a print is paused.
  await expect(toolhead.getByRole('button', { name: 'Motors off' })).toBeDisabled()
  expect(await printState(printer)).toBe('paused')
})

test('a pending SAVE_CONFIG shows in the app bar on a phone too, and lists the pending changes', async ({ app, printer }) => {
  await app.setViewportSize({ width: 390, height: 844 })
  await waitForDashboard(app)
  await expect(app.getByTestId('save-config-icon')).toHaveCount(0)
  await printer.api.gcode('G28')
  await printer.api.gcode('BED_MESH_CALIBRATE')
  await printer.api.gcode('BED_MESH_PROFILE SAVE=phone_check')
  await expect.poll(async () => (await printer.api.query<{ save_config_pending: boolean }>('configfile')).save_config_pending, { timeout: 30_000 }).toBe(true)

  const icon = app.getByTestId('save-config-icon')
  await expect(icon).toBeVisible()
  await expect(app.getByTestId('save-config-button')).toBeHidden()
  await icon.click()
  const dialog = app.getByRole('dialog', { name: 'Pending configuration changes' })
  await expect(dialog.locator('[data-section="bed_mesh phone_check"]')).toContainText('x_count')
  await expect(dialog.getByTestId('pending-save-restart')).toBeVisible()
})

test('the progress calculation picked in Settings is stored as Fluidd stores it', async ({ app, dashboard, printer }) => {
  await app.goto(`${dashboard.url}/settings#general`)
  const select = app.getByTestId('setting-printProgressCalculation')
  await expect(select).toHaveValue('File', { timeout: 30_000 })
  await select.click()
  await app.getByRole('option', { name: 'Mix' }).click()
  type UiRoot = { value: { general?: { printProgressCalculation?: string[] } } }
  const stored = async () => (await printer.api.get<UiRoot>('/server/database/item?namespace=fluidd&key=uiSettings')).value.general?.printProgressCalculation
  await expect.poll(stored).toEqual(['file', 'filament'])
  await select.click()
  await app.getByRole('option', { name: 'Slicer' }).click()
  await expect.poll(stored).toEqual(['slicer'])
  await app.reload()
  await expect(app.getByTestId('setting-printProgressCalculation')).toHaveValue('Slicer', { timeout: 30_000 })
})
