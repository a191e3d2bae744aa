import { test, expect, waitForReady } from './fixtures'

for (let run = 0; run < 3; run++) {
  test(`drop probe ${run}`, async ({ app, printer }) => {
    await app.addInitScript(() => {
      const Orig = window.WebSocket
      ;(window as unknown as { __wslog: unknown[] }).__wslog = []
      window.WebSocket = class extends Orig {
        constructor(url: string | URL, p?: string | string[]) {
          super(url, p)
          let last = performance.now()
          this.addEventListener('message', () => (last = performance.now()))
          this.addEventListener('close', (e) =>
            (window as unknown as { __wslog: unknown[] }).__wslog.push({ code: e.code, reason: e.reason, at: Math.round(performance.now()), sinceLast: Math.round(performance.now() - last) }),
          )
        }
      } as typeof WebSocket
    })
    await app.reload()
    await waitForReady(app)
    const t0 = Date.now()
    const card = app.getByTestId('console-card')
    await expect(card).toBeVisible({ timeout: 20_000 })
    const input = card.getByTestId('console-input')
    await printer.api.gcode(Array.from({ length: 20 }, (_, i) => `M118 line ${i}`).join('\n'))
    await input.fill('M118 newest')
    await input.press('Enter')
    await card.getByTestId('console-scroller').hover()
    await app.mouse.wheel(0, -2000)
    await printer.api.gcode('M118 while scrolled up')
    await card.getByTestId('console-autoscroll').click()
    await card.getByRole('button', { name: 'Console settings' }).click()
    await app.waitForTimeout(15000)
    console.log(run, Date.now() - t0, JSON.stringify(await app.evaluate(() => (window as unknown as { __wslog: unknown[] }).__wslog)), await app.getByText('Connecting to moonraker').count())
  })
}
