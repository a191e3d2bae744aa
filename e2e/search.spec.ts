import type { Page } from '@playwright/test'
import { expect, test, waitForReady, type Printer } from './fixtures'
import { browser, row } from './files-helpers'

/** Writes a file into a sub-folder of a root through the printer's upload, as another client would. */
async function uploadInto(printer: Printer, root: string, folder: string, name: string, text: string): Promise<void> {
  const form = new FormData()
  form.append('root', root)
  form.append('path', folder)
  form.append('file', new Blob([text]), name)
  const res = await fetch(`${printer.url}/server/files/upload`, { method: 'POST', body: form })
  expect(res.ok, `upload ${folder}/${name}`).toBe(true)
}

async function openPalette(app: Page) {
  await app.keyboard.press('ControlOrMeta+k')
  const input = app.getByTestId('search-input')
  await expect(input).toBeFocused()
  return input
}

const result = (app: Page, key: string) => app.getByTestId('search-result').and(app.locator(`[data-path="${key}"]`))

test.beforeEach(async ({ app }) => {
  await waitForReady(app)
})

test('Ctrl+K finds a file four folders deep from a loose query and Enter opens it in the editor', async ({ app, printer }) => {
  await uploadInto(printer, 'config', 'a/b/c/d', 'deep_macros.cfg', '[gcode_macro DEEP_ONE]\ngcode:\n  G28\n')
  const input = await openPalette(app)
  // Letters left out and one swapped: still the file, with its folder beside it.
  await input.fill('dep macors')
  const hit = result(app, 'config/a/b/c/d/deep_macros.cfg')
  await expect(hit).toBeVisible()
  await expect(app.getByTestId('search-result').first()).toHaveAttribute('data-path', 'config/a/b/c/d/deep_macros.cfg')
  await expect(hit.getByTestId('search-result-folder')).toHaveText('a/b/c/d')
  await expect(hit.getByTestId('search-result-name').locator('mark').first()).toBeVisible()
  await input.press('Enter')

  await expect(app).toHaveURL(/\/configure$/)
  await expect(app.getByTestId('editor-dialog')).toBeVisible()
  await expect(app.getByTestId('editor-filename')).toContainText('a/b/c/d/deep_macros.cfg')
  await expect(app.locator('.cm-content')).toContainText('DEEP_ONE')
  // Behind the editor, the browser shows the file's folder with the file marked.
  await app.getByRole('button', { name: 'Close' }).click()
  const config = browser(app, 'config-files')
  await expect(config.getByTestId('file-browser')).toHaveAttribute('data-path', 'a/b/c/d')
  await expect(row(config, 'deep_macros.cfg')).toHaveAttribute('data-highlighted', 'true')
})

test('a G-code file opens on the Jobs page, marked in its folder; arrows and Esc work', async ({ app, printer }) => {
  await uploadInto(printer, 'gcodes', 'parts/brackets', 'wall_bracket.gcode', 'G28\nG1 X10\n')
  const input = await openPalette(app)
  await input.fill('wallbrk')
  await expect(result(app, 'gcodes/parts/brackets/wall_bracket.gcode')).toBeVisible()
  await input.press('Escape')
  await expect(app.getByTestId('search-palette')).toHaveCount(0)

  // The app bar's button opens it too (phones, mouse users).
  await app.getByTestId('appbar-search').click()
  await app.getByTestId('search-input').fill('wall_bracket')
  await app.getByTestId('search-input').press('ArrowDown')
  await app.getByTestId('search-input').press('ArrowUp')
  await expect(result(app, 'gcodes/parts/brackets/wall_bracket.gcode')).toHaveAttribute('aria-selected', 'true')
  await app.getByTestId('search-input').press('Enter')
  await expect(app).toHaveURL(/\/jobs$/)
  const jobs = browser(app, 'jobs-page')
  await expect(jobs.getByTestId('file-browser')).toHaveAttribute('data-path', 'parts/brackets')
  await expect(row(jobs, 'wall_bracket.gcode')).toHaveAttribute('data-highlighted', 'true')
})

test('a file created after the palette listed the files appears without a reload', async ({ app, printer }) => {
  const input = await openPalette(app)
  await input.fill('late_arrival')
  await expect(app.getByTestId('search-note').first()).toBeVisible()
  await expect(app.getByTestId('search-result')).toHaveCount(0)
  await uploadInto(printer, 'config', 'one/two/three/four', 'late_arrival.cfg', '# added later\n')
  await expect(result(app, 'config/one/two/three/four/late_arrival.cfg')).toBeVisible()
})

test('find in files lists printer.cfg at the line and opens the editor there', async ({ app, printer }) => {
  const cfg = await (await fetch(`${printer.url}/server/files/config/printer.cfg`)).text()
  const lines = cfg.split('\n')
  const word = 'screws_tilt_adjust'
  const at = lines.findIndex((l) => l.includes(`[${word}]`)) + 1
  expect(at, `[${word}] in printer.cfg`).toBeGreaterThan(40)
  // A file that is not a text file, and one over 5 MB, are skipped with a note, not searched.
  await uploadInto(printer, 'config', '', 'photo.png', '\u0000PNG binary')
  await uploadInto(printer, 'config', 'big', 'huge_mesh.cfg', `# ${word}\n`.repeat(6 * 1024 * 1024 / 22))

  const input = await openPalette(app)
  await app.getByTestId('search-mode').getByText('In files').click()
  await input.fill(`[${word}`)
  const hit = result(app, `config/printer.cfg:${at}`)
  await expect(hit).toBeVisible()
  await expect(hit.getByTestId('search-result-location')).toHaveText(`printer.cfg:${at}`)
  await expect(hit.locator('mark')).toHaveText(`[${word}`)
  await expect(app.getByTestId('search-note').filter({ hasText: 'photo.png' })).toBeVisible()
  await expect(app.getByTestId('search-note').filter({ hasText: 'big/huge_mesh.cfg' })).toContainText('5 MB')
  await expect(app.getByTestId('search-result').filter({ hasText: 'huge_mesh' })).toHaveCount(0)
  await hit.click()

  await expect(app.getByTestId('editor-dialog')).toBeVisible()
  await expect(app.locator('.cm-lineNumbers .cm-activeLineGutter')).toHaveText(String(at))
  await expect(app.locator('.cm-activeLine')).toContainText(`[${word}]`)
  await expect(app.locator('.cm-activeLine')).toBeInViewport()
})
