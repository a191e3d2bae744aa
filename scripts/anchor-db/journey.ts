import path from 'node:path'
import type { Page } from 'playwright-core'
import type { ChangeLog } from './vuetify-controls'

/**
 * A walk through another dashboard's screens, one named step at a time. A step that fails (a control
 * the build does not have, a dialog that did not open) is logged with a screenshot and the walk goes
 * on: the recording keeps whatever the other steps stored.
 */
export class Journey {
  readonly log: ChangeLog = { changed: [], failed: [] }
  readonly steps: { name: string; ok: boolean; error?: string }[] = []

  constructor(
    readonly page: Page,
    /** Where the failed steps' screenshots go. */
    private readonly shotsDir: string,
    readonly appName: string,
    /** Keeps what the database holds at this moment of the walk as a fixture of its own. */
    readonly snapshot: (moment: string) => Promise<void> = async () => undefined,
  ) {}

  async step(name: string, run: () => Promise<void>): Promise<void> {
    const started = Date.now()
    try {
      await run()
      this.steps.push({ name, ok: true })
      console.log(`  ✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
    } catch (error) {
      const message = (error as Error).message.split('\n')[0]
      this.steps.push({ name, ok: false, error: message })
      const shot = path.join(this.shotsDir, `${this.appName}-${this.steps.length}.png`)
      await this.page.screenshot({ path: shot }).catch(() => undefined)
      console.log(`  ✗ ${name}: ${message} (screenshot ${shot})`)
    }
    // Whatever the step left open (a menu, a dialog) is closed before the next.
    await this.page.keyboard.press('Escape').catch(() => undefined)
    await this.page.waitForTimeout(300)
  }

  /** What was changed, what could not be, and the steps that failed, for the run's output. */
  summary(): string[] {
    const failedSteps = this.steps.filter((s) => !s.ok)
    return [
      `${this.appName}: ${this.steps.length - failedSteps.length} of ${this.steps.length} steps done, ${this.log.changed.length} controls changed`,
      ...failedSteps.map((s) => `  step failed: ${s.name}: ${s.error}`),
      ...this.log.failed.map((f) => `  control not changed: ${f}`),
    ]
  }
}

/** Opens a page of the app without waiting for its load event (a camera stream keeps that from ever coming). */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 30_000 })
}
