import { anchorDbs, firstCameraUid, seedDatabase } from './anchor-db'
import { tour } from './coexistence-tour'
import { expect, test } from './fixtures'

/**
 * Living beside Fluidd and Mainsail: a printer whose database holds what each of them wrote after a
 * session of use (e2e/fixtures/anchor-db, recorded from their real builds) still shows every screen
 * and dialog of ours. Mainsail keeps its own namespace, not ours; it runs all the same.
 */

for (const { name, namespaces } of anchorDbs()) {
  test(`with the database ${name} left, every route and main dialog renders`, async ({ page, dashboard, printer }) => {
    test.setTimeout(300_000)
    await seedDatabase(printer.api, namespaces)
    dashboard.config = { apiUrl: printer.url }
    const problems = await tour(page, dashboard.url, await firstCameraUid(printer.api))
    expect(problems, `what broke with ${name}'s stored data`).toEqual([])
  })
}
