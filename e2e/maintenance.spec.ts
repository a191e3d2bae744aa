import { expect, test } from './fixtures'
import { printState, seededGcodes, waitForDashboard } from './dashboard-helpers'

test.describe.configure({ timeout: 180_000 })
test.use({ simOptions: { timeScale: 100 } })

interface Stored {
  value: { id: string; name: string; snoozedUntil: number | null; donePrintSeconds: number }[]
}
const stored = async (printer: { api: { get<T>(p: string): Promise<T> } }) =>
  (await printer.api.get<Stored>('/server/database/item?namespace=fluidd&key=uiSettings.maintenance.reminders')).value

test('a reminder comes due after a print of its length; Snooze hides it, Done starts it again', async ({ app, printer }) => {
  await app.goto(new URL('/settings#maintenance', app.url()).href)
  const section = app.getByTestId('maintenance-settings')
  await expect(section).toBeVisible({ timeout: 60_000 })
  // Nothing set: the form says what is missing and saves nothing.
  await section.getByTestId('reminder-add').click()
  await expect(section.getByText('Enter a name')).toBeVisible()
  await section.getByTestId('reminder-name').fill('Lubricate rods')
  await section.getByTestId('reminder-note').fill('PTFE grease on X and Y')
  await section.getByTestId('reminder-everyHours').fill('0.01')
  await section.getByTestId('reminder-add').click()
  await expect(section.getByTestId('reminder')).toHaveCount(1)
  await expect(section.getByTestId('reminder')).toHaveAttribute('data-due', 'false')
  await expect.poll(async () => (await stored(printer)).map((r) => r.name)).toEqual(['Lubricate rods'])

  // A print of more than 36 printed seconds.
  const files = await seededGcodes(printer)
  await printer.api.post(`/printer/print/start?filename=${encodeURIComponent(files[files.length - 1])}`)
  await expect.poll(() => printState(printer), { timeout: 60_000 }).toBe('complete')
  const totals = (await printer.api.get<{ job_totals: { total_print_time: number } }>('/server/history/totals')).job_totals
  expect(totals.total_print_time).toBeGreaterThan(36)

  await app.goto(new URL('/', app.url()).href)
  await waitForDashboard(app)
  const due = app.getByTestId('maintenance-due')
  await expect(due).toBeVisible({ timeout: 15_000 })
  await expect(due.getByTestId('due-reminder')).toContainText('Lubricate rods')
  await expect(due.getByTestId('due-reminder')).toContainText('PTFE grease on X and Y')

  await due.getByTestId('reminder-snooze').click()
  await expect(due).toBeHidden()
  await expect.poll(async () => (await stored(printer))[0].snoozedUntil ?? 0).toBeGreaterThan(Date.now())

  // Still due in the settings, shown as snoozed, and Done there starts the count again.
  await app.goto(new URL('/settings#maintenance', app.url()).href)
  const reminder = app.getByTestId('maintenance-settings').getByTestId('reminder')
  await expect(reminder.getByText('Snoozed')).toBeVisible({ timeout: 60_000 })
  await reminder.getByTestId('reminder-done').click()
  await expect(reminder).toHaveAttribute('data-due', 'false')
  await expect(reminder.getByText('Snoozed')).toHaveCount(0)
  const after = (await stored(printer))[0]
  expect(after.snoozedUntil).toBeNull()
  expect(after.donePrintSeconds).toBeCloseTo(totals.total_print_time, 3)
})
