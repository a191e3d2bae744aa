import { cpSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { serveDist, type DistServer } from '../scripts/serve-dist'
import { expect } from './fixtures'

const DIST = path.resolve(import.meta.dirname, '..', 'dist')

/**
 * Waits for the service worker (registered once the page goes idle after its first load) to be active with its
 * precache in place, then reloads so that it controls the page, as a user's next visit would be.
 */
export async function installed(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true)
}

/** A deployment of its own, so a test can put a new build in place under a running page. */
export async function deploy(printerUrl: string): Promise<{ server: DistServer; dir: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stratum-pwa-'))
  cpSync(DIST, dir, { recursive: true })
  const server = await serveDist({ dist: dir, port: 0, config: { apiUrl: printerUrl } })
  return { server, dir }
}
