import { expect, loadAgain, test, waitForReady, type Printer } from './fixtures'
import { card, waitForDashboard } from './dashboard-helpers'

test.use({ simOptions: { timeScale: 20 } })

const socketsOnPrinter = async (printer: Printer) =>
  ((await (await fetch(`${printer.url}/sim/stats`)).json()) as { result: { websocket_connections: number } }).result.websocket_connections

/** Counts the WebSockets the page itself opens (a worker's are not the page's). */
function countPageSockets() {
  const Native = window.WebSocket
  const counted = window as unknown as { pageSockets: number }
  counted.pageSockets = 0
  window.WebSocket = class extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols)
      counted.pageSockets += 1
    }
  }
}

const pageSockets = (app: import('@playwright/test').Page) => app.evaluate(() => (window as unknown as { pageSockets: number }).pageSockets)

/** A reading rising on screen and a target set on the printer shown, then one typed on the page reaching it. */
async function readingsAndCallsFlow(app: import('@playwright/test').Page, printer: Printer) {
  await printer.api.gcode('M104 S80')
  const temps = card(app, 'temperature')
  await expect(temps.getByRole('textbox', { name: 'Extruder target' })).toHaveValue('80')
  const reading = temps.getByTestId('temperature-extruder').first()
  const start = Number.parseFloat((await reading.textContent()) ?? '')
  await expect.poll(async () => Number.parseFloat((await reading.textContent()) ?? ''), { timeout: 15_000 }).toBeGreaterThan(start + 5)

  const bed = temps.getByRole('textbox', { name: 'Heater Bed target' })
  await bed.fill('45')
  await bed.press('Enter')
  await expect.poll(async () => (await printer.api.query<{ target: number }>('heater_bed')).target).toBe(45)
}

test('the printer socket lives in a worker: live readings and calls, no socket of the page’s own', async ({ app, printer }) => {
  await app.addInitScript(countPageSockets)
  await loadAgain(app)
  await waitForDashboard(app)
  await expect.poll(() => socketsOnPrinter(printer)).toBe(1)
  await readingsAndCallsFlow(app, printer)
  expect(await pageSockets(app)).toBe(0)

  // A dropped socket is reopened by a new worker, and readings flow again.
  await printer.api.post('/sim/fault', { flag: 'drop-sockets', enabled: true })
  await expect(app.getByTestId('disconnected-banner')).toBeVisible()
  await waitForReady(app)
  await expect(app.getByTestId('disconnected-banner')).toHaveCount(0)
  await expect.poll(() => socketsOnPrinter(printer)).toBe(1)
  await printer.api.gcode('M104 S0')
  await expect(card(app, 'temperature').getByRole('textbox', { name: 'Extruder target' })).toHaveValue('0')
  expect(await pageSockets(app)).toBe(0)
})

test('without workers the page opens the socket itself', async ({ app, printer }) => {
  await app.addInitScript(() => Reflect.deleteProperty(window, 'Worker'))
  await app.addInitScript(countPageSockets)
  await loadAgain(app)
  await waitForDashboard(app)
  expect(await pageSockets(app)).toBe(1)
  await expect.poll(() => socketsOnPrinter(printer)).toBe(1)
  await readingsAndCallsFlow(app, printer)
})
