import { card, waitForDashboard } from '../dashboard-helpers'
import { IMG, SVG, TEMPLATE, expect, expectNoXss, expectShown, goTo, test } from './payloads'

test.describe.configure({ timeout: 120_000 })

/** Klipper reads quoted parameters like a shell: the other kind of quote keeps the payload's own. */
const quoted = (text: string) => (text.includes("'") ? `"${text}"` : `'${text}'`)

test('hostile console replies (echo, //, !!), M117 and typed commands stay text on the console page and card', async ({ app, printer }) => {
  await waitForDashboard(app)
  await goTo(app, '/console', 'Console')
  const page = app.getByTestId('console-page')
  const input = page.getByTestId('console-input')
  const commands = [
    `RESPOND MSG=${quoted(IMG)}`,
    `RESPOND TYPE=echo MSG=${quoted(IMG)}`,
    `RESPOND TYPE=command MSG=${quoted(SVG)}`,
    `RESPOND TYPE=error MSG=${quoted(TEMPLATE)}`,
    `RESPOND PREFIX=${quoted(IMG)} MSG=prefixed`,
    `M117 ${TEMPLATE}`,
  ]
  for (const c of commands) {
    await input.fill(c)
    await input.press('Enter')
    await expect(input).toHaveValue('')
  }

  // The printer answered each: read back from its G-code store.
  await expect
    .poll(async () => (await printer.api.get<{ gcode_store: { message: string }[] }>('/server/gcode_store?count=100')).gcode_store.map((l) => l.message))
    .toEqual(expect.arrayContaining([`// ${IMG}`, `echo: ${IMG}`, `// ${SVG}`, `!! ${TEMPLATE}`, `${IMG} prefixed`]))
  expect((await printer.api.query<{ message: string }>('display_status')).message).toBe(TEMPLATE)

  const lines = page.getByTestId('console-line')
  await expect(lines.filter({ hasText: `echo: ${IMG}` })).toHaveCount(1)
  await expect(lines.filter({ hasText: `// ${IMG}` })).toHaveCount(1)
  await expect(lines.filter({ hasText: `// ${SVG}` })).toHaveCount(1)
  await expect(lines.filter({ hasText: `!! ${TEMPLATE}` })).toHaveCount(1)
  await expect(lines.filter({ hasText: `${IMG} prefixed` })).toHaveCount(1)
  await expectNoXss(app, 'the console page')

  // A command line clicked goes back into the input as a value, not markup.
  await lines.filter({ hasText: `M117 ${TEMPLATE}` }).first().locator('[role="button"]').click()
  await expect(input).toHaveValue(`M117 ${TEMPLATE}`)
  await expectNoXss(app, 'the console input')

  // History recall (arrow up) brings the hostile command back as text.
  await input.fill('')
  await input.press('ArrowUp')
  await expect(input).toHaveValue(`M117 ${TEMPLATE}`)

  // The dashboard's console card and the status card's display message.
  await goTo(app, '/', 'Dashboard')
  await waitForDashboard(app)
  const consoleCard = card(app, 'console')
  await expect(consoleCard).toContainText(`echo: ${IMG}`, { timeout: 15_000 })
  await expect(card(app, 'printer-status')).toContainText(TEMPLATE)
  await expectShown(app, [`!! ${TEMPLATE}`])
  await expectNoXss(app, 'the dashboard console and status cards')

  // An error reply may raise a notification: the popover shows it as text too.
  await app.getByRole('button', { name: /notifications/i }).first().click()
  await expectNoXss(app, 'the notifications popover')
})
