import type { Page } from '@playwright/test'
import { card, printState, showCard, waitForDashboard } from '../dashboard-helpers'
import { IMG, SVG, SVG_WORD, TEMPLATE, expect, expectNoXss, expectShown, goTo, hostileGcode, test, upload } from './payloads'

// Uploads, a print and a shared 2-core machine.
test.describe.configure({ timeout: 180_000 })

const GCODE = `${IMG}.gcode`
const FOLDER = SVG
const NESTED = `${TEMPLATE}.gcode`
const CONFIG = `${IMG}.cfg`

/** A hostile-named, hostile-described file that also shows a hostile M117 message and console line while it prints. */
const hostileJob = () => hostileGcode(IMG, [`M117 ${IMG}`, `RESPOND MSG="${SVG.replace(/"/g, "'")}"`])

async function plant(printer: { url: string; api: { post<T>(p: string, b?: unknown): Promise<T> } }): Promise<void> {
  await upload(printer, 'gcodes', GCODE, hostileJob())
  await printer.api.post(`/server/files/directory?path=${encodeURIComponent(`gcodes/${FOLDER}`)}`)
  await upload(printer, 'gcodes', NESTED, hostileGcode(TEMPLATE, [], 'Cura_SteamEngine 5.0'), FOLDER)
  await upload(printer, 'config', CONFIG, `# ${IMG}\n[gcode_macro HARMLESS]\ngcode:\n  M117 ok\n`)
}

const fileRow = (page: Page, name: string) =>
  page.getByTestId('file-row').filter({ has: page.getByTestId('file-name').getByText(name, { exact: true }) })

test('hostile file and folder names and G-code metadata show as text in Jobs, Configure and the dashboard', async ({ app, printer }) => {
  await plant(printer)
  const listed = await printer.api.get<{ path: string }[]>('/server/files/list?root=gcodes')
  expect(listed.map((f) => f.path)).toEqual(expect.arrayContaining([GCODE, `${FOLDER}/${NESTED}`]))

  await waitForDashboard(app)
  // Scrolled to, as a user reaches it: the card mounts when first seen.
  const jobsCard = await showCard(app, 'jobs')
  await expect(jobsCard).toBeVisible()
  await expect(fileRow(app, GCODE)).toBeVisible({ timeout: 20_000 })
  await expectShown(app, [GCODE, FOLDER])
  await expectNoXss(app, 'the dashboard jobs card')

  await goTo(app, '/jobs', 'Jobs')
  const row = fileRow(app, GCODE)
  await expect(row).toBeVisible({ timeout: 20_000 })
  // The slicer column carries the hostile version word as text.
  await expect(row.locator('[data-column="slicer"]')).toContainText(`PrusaSlicer ${SVG_WORD}`)
  await expectShown(app, [FOLDER])
  await expectNoXss(app, 'the Jobs page')

  // The file's menu, its rename dialog and its remove confirmation repeat the name.
  await row.getByRole('button', { name: `Actions for ${GCODE}` }).click()
  await expectNoXss(app, 'the file menu')
  await app.getByRole('menuitem', { name: 'Rename' }).click()
  await expect(app.getByTestId('name-input')).toHaveValue(GCODE)
  await expectNoXss(app, 'the rename dialog')
  await app.getByRole('button', { name: 'Cancel' }).click()
  await row.getByRole('button', { name: `Actions for ${GCODE}` }).click()
  await app.getByRole('menuitem', { name: 'Remove' }).click()
  const confirm = app.getByRole('dialog', { name: 'Are you sure?' })
  await expect(confirm).toContainText(GCODE)
  await expectNoXss(app, 'the remove confirmation')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()

  // Into the hostile folder: its name in the path, the nested hostile file in the list.
  await fileRow(app, FOLDER).getByTestId('file-name').click()
  await expect(fileRow(app, NESTED)).toBeVisible({ timeout: 20_000 })
  await expectShown(app, [FOLDER, NESTED])
  await expectNoXss(app, 'a hostile folder')

  await goTo(app, '/configure', 'Configure')
  await expect(fileRow(app, CONFIG)).toBeVisible({ timeout: 20_000 })
  await expectNoXss(app, 'the Configure page')
  // Opening it in the editor shows the hostile comment as text.
  await fileRow(app, CONFIG).getByTestId('file-name').click()
  const editor = app.getByRole('dialog')
  await expect(editor).toContainText(IMG, { timeout: 20_000 })
  await expectNoXss(app, 'the config editor')

  // Nothing was touched on the printer.
  expect((await printer.api.get<{ path: string }[]>('/server/files/list?root=gcodes')).map((f) => f.path)).toEqual(expect.arrayContaining([GCODE, `${FOLDER}/${NESTED}`]))
})

test('printing a hostile file: its name, M117 message, console line and metadata stay text on the dashboard, console and history', async ({ app, printer }) => {
  await plant(printer)
  await waitForDashboard(app)
  await printer.api.post(`/printer/print/start?filename=${encodeURIComponent(GCODE)}`)
  await expect.poll(() => printState(printer), { timeout: 60_000 }).toBe('complete')
  expect((await printer.api.query<{ message: string }>('display_status')).message).toBe(IMG)

  const status = card(app, 'printer-status')
  await expect(status).toContainText(GCODE, { timeout: 20_000 })
  await expect(status).toContainText(IMG)
  await expectNoXss(app, 'the print status card')

  await goTo(app, '/console', 'Console')
  await expectShown(app, [SVG.replace(/"/g, "'")])
  await expectNoXss(app, 'the console page')

  await goTo(app, '/history', 'History')
  const job = app.getByTestId('history-row').filter({ has: app.getByTestId('job-filename').getByText(GCODE, { exact: true }) })
  await expect(job).toBeVisible({ timeout: 20_000 })
  await job.getByTestId('job-filename').click()
  const details = app.getByTestId('job-details')
  await expect(details).toContainText(IMG)
  await expect(details).toContainText(SVG_WORD)
  await expectNoXss(app, 'the history page and job details')

  // The notifications popover (a finished print, and anything else the run raised).
  await app.getByRole('button', { name: /notifications/i }).first().click()
  await expectNoXss(app, 'the notifications popover')
})

test('a hostile object name (EXCLUDE_OBJECT_DEFINE) and file name stay text in the G-code preview and its exclude list', async ({ app, printer }) => {
  const name = `${SVG}.gcode`
  const object = SVG_WORD
  const moves = ['G1 X10 Y10 Z0.2 F6000', 'G1 X30 Y10 E1 F1200', 'G1 X30 Y30 E2', 'G1 X10 Y30 E3', 'G1 X10 Y10 E4']
  const text = hostileGcode(IMG, [
    `EXCLUDE_OBJECT_DEFINE NAME=${object} CENTER=20,20 POLYGON=[[10,10],[30,10],[30,30],[10,30]]`,
    'M109 S210',
    `EXCLUDE_OBJECT_START NAME=${object}`,
    ...moves,
    `EXCLUDE_OBJECT_END NAME=${object}`,
    // Keeps the print going while the page is looked at.
    'G4 P600000',
  ])
  await upload(printer, 'gcodes', name, text)
  await printer.api.post(`/printer/print/start?filename=${encodeURIComponent(name)}`)
  await expect
    .poll(async () => (await printer.api.query<{ objects: { name: string }[] }>('exclude_object')).objects.map((o) => o.name), { timeout: 30_000 })
    .toEqual([object.toUpperCase()])

  await waitForDashboard(app)
  await goTo(app, '/jobs', 'Jobs')
  await fileRow(app, name).click({ button: 'right', timeout: 30_000 })
  await app.getByRole('menuitem', { name: 'Gcode preview' }).click()
  await expect(app.getByTestId('gcode-viewer')).toHaveAttribute('data-status', 'loaded', { timeout: 60_000 })
  await expect(app.getByTestId('gcode-preview-file')).toHaveText(name)
  await expectNoXss(app, 'the G-code preview')
  await app.getByTestId('gcode-exclude-open').click()
  const dialog = app.getByTestId('exclude-objects-dialog')
  await expect(dialog.getByTestId('exclude-object-row')).toHaveCount(1)
  await expect(dialog.getByTestId('exclude-object-row')).toContainText(object.toUpperCase())
  await expectNoXss(app, 'the exclude objects dialog')
  await printer.api.post('/printer/print/cancel')
})
