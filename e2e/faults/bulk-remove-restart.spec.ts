import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, simOnly, test, waitForReady } from '../fixtures'
import { browser, openPage, row } from '../files-helpers'

test.beforeEach(() => simOnly())

test('Moonraker restarts halfway through removing many files: the removal goes on after the return and reports nothing that is gone', async ({ app, dashboard, printer }) => {
  test.setTimeout(180_000)
  const COUNT = 1500
  const dir = path.join(printer.dataDir, 'gcodes', 'many')
  mkdirSync(dir, { recursive: true })
  for (let i = 0; i < COUNT; i++) writeFileSync(path.join(dir, `part_${String(i).padStart(5, '0')}.gcode`), 'G28\n')

  await openPage(app, dashboard.url, '/jobs')
  await waitForReady(app)
  const jobs = browser(app, 'jobs-page')
  await row(jobs, 'many').click()
  await expect(row(jobs, 'part_00000.gcode')).toBeVisible({ timeout: 30_000 })
  await jobs.getByTestId('file-table').getByRole('checkbox').first().check()
  await jobs.getByTestId('bulk-actions').getByRole('button', { name: 'Remove' }).click()
  await app.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click()

  const progress = jobs.getByTestId('bulk-progress')
  await expect(progress).toContainText(/Removing \d{3,} of 1500/, { timeout: 60_000 })
  await printer.api.post('/server/restart')
  await expect(app.getByTestId('disconnected-banner')).toBeVisible()

  await waitForReady(app)
  await expect(progress).toHaveCount(0, { timeout: 120_000 })
  expect(readdirSync(dir)).toEqual([])
  // Everything went: no "could not be removed", whatever the restart cut off.
  await expect(jobs.getByTestId('bulk-result')).toHaveCount(0)
})
