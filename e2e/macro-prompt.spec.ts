import { expect, test, waitForReady } from './fixtures'

/** A filament-change prompt as a macro builds it, line by line, then shows it. */
const PROMPT = [
  'action:prompt_begin Filament change',
  'action:prompt_text Load the new spool, then choose.',
  'action:prompt_button_group_start',
  'action:prompt_button Purge more|M117 purging|primary',
  'action:prompt_button Unload|M117 unloading|warning',
  'action:prompt_button_group_end',
  'action:prompt_footer_button Done|M117 done|info',
  'action:prompt_show',
]
const respond = (lines: string[]) => lines.map((l) => `RESPOND TYPE=command MSG="${l}"`).join('\n')

test('a macro prompt shows as a dialog; its buttons run their G-code; it closes with prompt_end, comes back after a reload, and closing it tells the printer', async ({ app, printer }) => {
  await waitForReady(app)
  const message = async () => (await printer.api.query<{ message: string | null }>('display_status')).message
  await printer.api.gcode(respond(PROMPT))

  const dialog = app.getByRole('dialog', { name: 'Filament change' })
  await expect(dialog).toBeVisible({ timeout: 20_000 })
  await expect(dialog).toContainText('Load the new spool, then choose.')
  await expect(dialog.getByTestId('prompt-button')).toHaveText(['Purge more', 'Unload', 'Done'])

  await dialog.getByRole('button', { name: 'Purge more' }).click()
  await expect.poll(message).toBe('purging')
  // The macro, not the button, decides when the prompt is over.
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect.poll(message).toBe('done')

  // The printer still has it open: a reload shows it again.
  await app.reload()
  await waitForReady(app)
  await expect(dialog).toBeVisible({ timeout: 20_000 })

  await printer.api.gcode(respond(['action:prompt_end']))
  await expect(dialog).toBeHidden()

  // Closed by the user: the printer is told, so a reload does not bring it back.
  await printer.api.gcode(respond(PROMPT))
  await expect(dialog).toBeVisible({ timeout: 20_000 })
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  const lastLine = async () => (await printer.api.get<{ gcode_store: { message: string }[] }>('/server/gcode_store?count=1')).gcode_store.at(-1)?.message
  await expect.poll(lastLine).toBe('// action:prompt_end')
  await app.reload()
  await waitForReady(app)
  await expect(app.getByTestId('macros-card').or(app.getByTestId('klippy-status-card')).first()).toBeVisible({ timeout: 20_000 })
  await expect(dialog).toHaveCount(0)
})
