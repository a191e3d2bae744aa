import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, simOnly } from './fixtures'
import { card, showCard, waitForDashboard } from './dashboard-helpers'

test('layout mode: drag a card to another column and disable another; the layout survives a reload', async ({ app, printer }) => {
  await waitForDashboard(app)
  await expect(app.getByTestId('dashboard-container3')).toHaveCount(0)
  await app.getByRole('button', { name: 'Tools' }).click()
  await app.getByRole('switch', { name: 'Adjust dashboard layout' }).click()
  await expect(app.getByTestId('dashboard')).toHaveAttribute('data-columns', '4')
  // Drag and drop loads with layout mode.
  await expect(app.getByTestId('dashboard')).toHaveAttribute('data-sortable', 'true')

  const handle = card(app, 'toolhead').getByLabel('Drag to move')
  const target = app.getByTestId('dashboard-container3')
  // Cards are still filling in on a busy machine: drag only once the columns hold still.
  const settled = async () => {
    const a = JSON.stringify([await handle.boundingBox(), await target.boundingBox()])
    await app.waitForTimeout(250)
    return a === JSON.stringify([await handle.boundingBox(), await target.boundingBox()])
  }
  await expect.poll(settled, { timeout: 15_000 }).toBe(true)
  const from = (await handle.boundingBox())!
  await app.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await app.mouse.down()
  await app.mouse.move(from.x + 20, from.y + 20, { steps: 5 })
  // The column is measured again once the card is lifted: lifting it may move the others.
  const to = (await target.boundingBox())!
  await app.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 20 })
  await app.mouse.move(to.x + to.width / 2, to.y + 50, { steps: 5 })
  await app.mouse.up()
  await expect(target.getByTestId('dashboard-card-toolhead')).toBeVisible()

  await card(app, 'outputs').getByRole('checkbox', { name: 'Enabled' }).uncheck()
  await expect(card(app, 'outputs')).toHaveAttribute('data-enabled', 'false')

  // Saved where Fluidd keeps it: layouts.dashboard, with Fluidd's '-card' ids.
  const saved = async () => (await printer.api.get<{ value: { layouts?: { dashboard?: Record<string, { id: string }[]> } } }>('/server/database/item?namespace=fluidd&key=layout')).value
  await expect.poll(async () => (await saved()).layouts?.dashboard?.container3?.map((e) => e.id)).toEqual(['toolhead-card'])

  await app.reload()
  await waitForDashboard(app)
  // Out of layout mode: three columns hold cards; the disabled card is gone.
  await expect(app.getByTestId('dashboard-container3').getByTestId('dashboard-card-toolhead')).toBeVisible()
  await expect(card(app, 'outputs')).toHaveCount(0)
  await expect(app.getByTestId('dashboard')).toHaveAttribute('data-columns', '3')
})

test('collapsing a card persists', async ({ app }) => {
  await waitForDashboard(app)
  const limits = await showCard(app, 'printer-limits')
  await limits.getByRole('button', { name: 'Collapse' }).click()
  await expect(limits.getByRole('button', { name: 'Expand' })).toBeVisible()
  await app.reload()
  await waitForDashboard(app)
  await expect((await showCard(app, 'printer-limits')).getByRole('button', { name: 'Expand' })).toBeVisible()
})

test('the retract card hides when the printer has no firmware retraction', async ({ app, printer }) => {
  simOnly() // rewrites printer.cfg
  await waitForDashboard(app)
  await expect((await showCard(app, 'retract')).getByTestId('retract-card')).toBeVisible()

  const cfg = path.join(printer.dataDir, 'config', 'printer.cfg')
  const text = readFileSync(cfg, 'utf8')
  writeFileSync(cfg, text.replace(/^\[firmware_retraction\][^[]*/m, ''))
  await printer.api.post('/printer/firmware_restart')
  await expect.poll(async () => (await printer.api.serverInfo()).klippy_state, { timeout: 20_000 }).toBe('ready')
  await waitForDashboard(app)
  await expect(card(app, 'retract')).toHaveCount(0, { timeout: 15_000 })
  await expect(card(app, 'toolhead')).toBeVisible()
})
