import { expect, type Page } from '@playwright/test'
import { waitForReady } from './fixtures'
import type { Printer } from './fixtures'

/** The seeded G-code files of the sim, largest first (the longest print, for pause/resume/cancel). */
export async function seededGcodes(printer: Printer): Promise<string[]> {
  const files = await printer.api.get<{ path: string; size: number }[]>('/server/files/list?root=gcodes')
  return files.sort((a, b) => b.size - a.size).map((f) => f.path)
}

export async function printState(printer: Printer): Promise<string> {
  return ((await printer.api.query<{ state: string }>('print_stats')).state ?? '') as string
}

/** A dashboard card by id (the layout wraps each in data-testid="dashboard-card-<id>"). */
export function card(page: Page, id: string) {
  return page.getByTestId(`dashboard-card-${id}`)
}

/** Waits for a connected printer and for every dashboard card's code to have loaded. */
export async function waitForDashboard(page: Page): Promise<void> {
  await waitForReady(page)
  await expect(page.getByTestId('dashboard')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('card-loading')).toHaveCount(0, { timeout: 30_000 })
}

/**
 * Scrolls a dashboard card into view, as a user does to reach it: a card lower on the page mounts
 * (and fetches its code) when it is first seen. Returns the card.
 */
export async function showCard(page: Page, id: string) {
  const slot = card(page, id)
  await slot.scrollIntoViewIfNeeded()
  await expect(slot.getByTestId('card-unseen')).toHaveCount(0, { timeout: 15_000 })
  await expect(slot.getByTestId('card-loading')).toHaveCount(0, { timeout: 15_000 })
  return slot
}
