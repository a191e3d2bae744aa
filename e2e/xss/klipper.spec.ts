import type { Page } from '@playwright/test'
import { loadAgain, waitForReady, type Printer } from '../fixtures'
import { card, showCard, waitForDashboard } from '../dashboard-helpers'
import { IMG, SVG, SVG_WORD, TEMPLATE, expect, expectNoXss, expectShown, goTo, test, upload } from './payloads'

// Klipper restarts several times on a shared, busy machine.
test.describe.configure({ timeout: 180_000 })

/** Macros whose description, parameter default and messages are hostile; `[include xss.cfg]` loads them. */
const MACROS = `[gcode_macro XSS_MACRO]
description: ${IMG}
gcode:
  {% set hostile = params.HOSTILE|default('${SVG}') %}
  {action_respond_info(hostile)}

[gcode_macro XSS_TEMPLATE]
description: ${TEMPLATE}
gcode:
  M117 {params.TEXT|default('${IMG}')}

[gcode_macro XSS_STOP]
description: Stops the printer with a hostile reason
gcode:
  {action_emergency_stop('${IMG}')}
`

async function state(printer: Printer): Promise<string> {
  return (await printer.api.serverInfo().catch(() => ({ klippy_state: 'unreachable' }))).klippy_state
}

/** Writes xss.cfg and includes it from printer.cfg through the config root, then restarts Klipper. */
async function includeConfig(printer: Printer, text: string, expected: 'ready' | 'error'): Promise<void> {
  const cfg = await (await fetch(`${printer.url}/server/files/config/printer.cfg`)).text()
  await upload(printer, 'config', 'xss.cfg', text)
  if (!cfg.startsWith('[include xss.cfg]')) await upload(printer, 'config', 'printer.cfg', `[include xss.cfg]\n${cfg}`)
  await printer.api.post('/printer/firmware_restart')
  await expect.poll(() => state(printer), { timeout: 30_000 }).toBe(expected)
}

const klippyCard = (app: Page) => app.getByTestId('klippy-status-card')

test('hostile macro descriptions, parameter defaults and the messages they print stay text', async ({ app, printer }) => {
  await includeConfig(printer, MACROS, 'ready')
  await loadAgain(app)
  await waitForDashboard(app)
  const macros = card(app, 'macros')
  await expect(macros).toBeVisible({ timeout: 20_000 })
  await expect(macros.getByRole('button', { name: 'XSS_TEMPLATE', exact: true })).toBeVisible()

  // The description shows in the button's tooltip.
  await macros.getByRole('button', { name: 'XSS_MACRO', exact: true }).hover()
  await expectShown(app, [IMG])
  await expectNoXss(app, 'a macro tooltip')

  // The parameter dialog: the description, and the default as placeholder and hint.
  await macros.getByRole('button', { name: 'XSS_MACRO', exact: true }).click()
  const dialog = app.getByRole('dialog')
  await expect(dialog).toContainText(IMG)
  const field = dialog.getByRole('textbox', { name: 'HOSTILE' })
  await expect(field).toHaveAttribute('placeholder', SVG)
  await expect(dialog).toContainText(SVG)
  await expectNoXss(app, 'the macro parameters dialog')
  await dialog.getByRole('button', { name: 'Run' }).click()
  await expect(dialog).toBeHidden()

  // The macro answers with the default: a '// ' line in the console card and on the printer.
  await expect(card(app, 'console')).toContainText(SVG, { timeout: 15_000 })
  const store = await printer.api.get<{ gcode_store: { message: string }[] }>('/server/gcode_store?count=50')
  expect(store.gcode_store.map((l) => l.message)).toContain(`// ${SVG}`)
  await expectNoXss(app, 'the console card')

  // M117 from a macro: the display message on the status card.
  await macros.getByRole('button', { name: 'XSS_TEMPLATE', exact: true }).click()
  await app.getByRole('dialog').getByRole('button', { name: 'Run' }).click()
  await expect.poll(async () => (await printer.api.query<{ message: string }>('display_status')).message).toBe(IMG)
  // A card out of view holds its values: look at it, as a user would.
  await card(app, 'printer-status').scrollIntoViewIfNeeded()
  await expect(card(app, 'printer-status')).toContainText(IMG, { timeout: 15_000 })
  await expectNoXss(app, 'the status card')

  // The macro list in Settings shows each description.
  await goTo(app, '/settings', 'Settings')
  const section = app.getByTestId('macro-categories-settings')
  await expect(section).toBeVisible({ timeout: 20_000 })
  await section.locator('[data-category="Uncategorized"]').click()
  const list = app.getByTestId('macro-category-page')
  await list.getByRole('textbox', { name: 'Search' }).fill('xss')
  await expect(list.getByTestId('macro-row')).toHaveCount(3)
  await expect(list).toContainText(IMG)
  await expect(list).toContainText(TEMPLATE)
  await expectNoXss(app, 'the macro settings')

  // A macro stops the printer with a hostile reason: Klippy's shutdown message.
  await printer.api.gcode('XSS_STOP').catch(() => undefined)
  await expect.poll(() => state(printer), { timeout: 15_000 }).toBe('shutdown')
  const message = (await printer.api.get<{ state_message: string }>('/printer/info')).state_message
  expect(message).toContain(IMG)
  await goTo(app, '/', 'Dashboard')
  await expect(klippyCard(app)).toBeVisible({ timeout: 15_000 })
  await expectShown(app, [IMG])
  await expectNoXss(app, 'the Klippy shutdown message on the dashboard')
  await goTo(app, '/console', 'Console')
  await expectNoXss(app, 'the console page after the shutdown')
  await printer.api.post('/printer/firmware_restart')
  await expect.poll(() => state(printer), { timeout: 30_000 }).toBe('ready')
})

test('a macro name Klipper refuses, a Moonraker warning and a config warning stay text in the Klippy card', async ({ app, printer }) => {
  test.skip(!printer.sim, 'plants a warning through the virtual printer')
  await includeConfig(printer, `[gcode_macro ${SVG_WORD}]\ngcode:\n  M117 hi\n`, 'error')
  const message = (await printer.api.get<{ state_message: string }>('/printer/info')).state_message
  expect(message).toContain(`Can't register '${SVG_WORD.toUpperCase()}' as it is an invalid name`)
  await app.reload()
  await expect(klippyCard(app)).toBeVisible({ timeout: 30_000 })
  await expectShown(app, [`Can't register '${SVG_WORD.toUpperCase()}'`])
  await expectNoXss(app, 'the Klippy error message')

  // Back to a config Klipper takes, with a deprecated option (configfile.warnings) and a Moonraker warning.
  await includeConfig(printer, MACROS, 'ready')
  await printer.api.post('/sim/plant', { warning: `Unparsed config section [${IMG}] detected.` })
  await printer.api.post('/sim/fault', { flag: 'config-warnings', enabled: true })
  await expect.poll(async () => (await printer.api.query<{ warnings: unknown[] }>('configfile').catch(() => ({ warnings: [] }))).warnings?.length ?? 0, { timeout: 30_000 }).toBeGreaterThan(0)
  await app.reload()
  await waitForReady(app)
  await expect(klippyCard(app)).toBeVisible({ timeout: 20_000 })
  await expectShown(app, [`Unparsed config section [${IMG}] detected.`, 'max_accel_to_decel'])
  await expectNoXss(app, 'the warnings')
  await goTo(app, '/system', 'System')
  await expectNoXss(app, 'the System page')
})

test('hostile printer object names (a sensor, an output pin, a fan) stay text on the cards, the chart and the Tune page', async ({ app, printer }) => {
  const name = SVG_WORD
  await includeConfig(
    printer,
    `[temperature_sensor ${name}]\nsensor_type: Generic 3950\nsensor_pin: PC3\n\n[output_pin ${name}]\npin: PB5\npwm: True\nvalue: 0\n\n[fan_generic ${name}]\npin: PB6\n`,
    'ready',
  )
  const objects = (await printer.api.get<{ objects: string[] }>('/printer/objects/list')).objects
  expect(objects).toEqual(expect.arrayContaining([`temperature_sensor ${name}`, `output_pin ${name}`, `fan_generic ${name}`]))
  await app.reload()
  await waitForDashboard(app)
  // Cards show object names prettified ('_' and '-' as spaces, words capitalised), still as text.
  const shown = /<svg\/data xss probe\/onload=window\. xss=1>/i
  await expect(card(app, 'temperature')).toContainText(shown, { timeout: 20_000 })
  await expect(await showCard(app, 'outputs')).toContainText(shown)
  await expectNoXss(app, 'the dashboard cards')
  await goTo(app, '/tune', 'Tune')
  await expectNoXss(app, 'the Tune page')
  await goTo(app, '/system', 'System')
  await expectNoXss(app, 'the System page')
})
