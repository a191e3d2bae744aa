import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/** Real sliced files live beside the project; tests using them skip when the folder is absent. */
export const FIXTURES = path.resolve(import.meta.dirname, '..', '..', 'shared', 'fixtures', 'gcode')
export const TORUS = path.join(FIXTURES, 'torus_x4_0.2mm_PLA_12m.gcode')
export const hasTorus = existsSync(TORUS)

export async function openPage(page: Page, base: string, route: string): Promise<void> {
  await page.goto(`${base}${route}`)
}

export function browser(page: Page, testId: string): Locator {
  return page.getByTestId(testId)
}

export function row(scope: Locator, name: string): Locator {
  return scope.getByTestId('file-row').filter({ has: scope.page().getByTestId('file-name').getByText(name, { exact: true }) })
}

/** Drops files onto an element the way a desktop drag does: dragenter, dragover, drop with a DataTransfer. */
export async function dropFiles(
  page: Page,
  target: Locator,
  files: ({ name: string; base64: string } | { name: string; generatedBytes: number })[],
  opts: { expectOverlay?: boolean } = {},
): Promise<void> {
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer()
    for (const f of list) {
      const bytes =
        'base64' in f ? Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0)) : new Uint8Array(f.generatedBytes).fill(59 /* ';' */)
      dt.items.add(new File([bytes], f.name, { type: 'application/octet-stream' }))
    }
    return dt
  }, files)
  await target.dispatchEvent('dragenter', { dataTransfer })
  await target.dispatchEvent('dragover', { dataTransfer })
  if (opts.expectOverlay !== undefined) {
    if (opts.expectOverlay) await expect(page.getByTestId('drop-overlay')).toBeVisible()
    else await expect(page.getByTestId('drop-overlay')).toHaveCount(0)
  }
  await target.dispatchEvent('drop', { dataTransfer })
}

export function fileBase64(file: string): string {
  return readFileSync(file).toString('base64')
}

/** Fails the test if the page ever opens an alert/confirm/prompt (a script ran). */
export function forbidDialogs(page: Page): { count: () => number } {
  let n = 0
  page.on('dialog', (d) => {
    n++
    void d.dismiss()
  })
  return { count: () => n }
}
