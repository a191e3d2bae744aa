import { loadAgain, waitForReady } from '../fixtures'
import { IMG, JS_URL, SVG, TEMPLATE, expect, expectNoXss, expectShown, goTo, test } from './payloads'

test.describe.configure({ timeout: 120_000 })

const SAFE_URL = `https://example.com/?q=${SVG}`
/** Not the same text as an announcement title: the bell merges notifications by title. */
const FLAGS = [`Under-Voltage ${IMG}`, `Previously ${SVG}`]

test('hostile announcements and throttle flags stay text in the notifications and on the System page; a javascript: link is dropped', async ({ app, printer }) => {
  test.skip(!printer.sim, 'plants text through the virtual printer')
  // Announcements come from a feed the host fetches: its title, text and link are the feed's.
  await printer.api.post('/sim/plant', { announcement_title: IMG, announcement_description: SVG, announcement_url: JS_URL })
  await printer.api.post('/sim/plant', { announcement_title: TEMPLATE, announcement_description: IMG, announcement_url: SAFE_URL })
  const listed = (await printer.api.get<{ entries: { title: string; url: string }[] }>('/server/announcements/list')).entries
  expect(listed.map((e) => e.title)).toEqual(expect.arrayContaining([IMG, TEMPLATE]))

  await loadAgain(app)
  await waitForReady(app)
  // Throttle flags arrive live (notify_cpu_throttled) while the page is open.
  await printer.api.post('/sim/plant', { throttled_flags: FLAGS })
  await expect
    .poll(async () => (await printer.api.get<{ throttled_state: { flags: string[] } }>('/machine/proc_stats')).throttled_state.flags)
    .toEqual(FLAGS)

  const bell = app.getByRole('button', { name: 'Notifications' })
  await bell.click()
  const announcements = app.getByTestId('announcement')
  const hostile = announcements.filter({ hasText: IMG, hasNotText: TEMPLATE })
  const safe = announcements.filter({ hasText: TEMPLATE })
  await expect(hostile).toHaveCount(1, { timeout: 15_000 })
  await expect(safe).toHaveCount(1)
  // The javascript: link is not offered at all; the https one is, as given.
  await expect(hostile.getByRole('link')).toHaveCount(0)
  await expect(safe.getByRole('link')).toHaveAttribute('href', SAFE_URL)
  // Expanded, each shows its full description.
  await hostile.getByRole('button').first().click()
  await expect(hostile).toContainText(SVG)
  await safe.getByRole('button').first().click()
  await expect(safe).toContainText(IMG)
  // The throttle flags are notifications of their own.
  const notes = app.getByTestId('notification')
  for (const flag of FLAGS) await expect(notes.filter({ hasText: flag })).not.toHaveCount(0, { timeout: 15_000 })
  await expectNoXss(app, 'the notifications popover')
  await app.keyboard.press('Escape')

  await goTo(app, '/system', 'System')
  await expectShown(app, FLAGS, 20_000)
  await expectNoXss(app, 'the System page')
})
