import { anchorDbs, firstCameraUid, seedDatabase } from './anchor-db'
import { tour } from './coexistence-tour'
import { expect, test } from './fixtures'
import { variants } from './settings-mutations'

/**
 * No stored value can stop a screen from rendering: Fluidd's full session (its 'fluidd' namespace, the
 * one we share) made wrong in four seeded ways (every leaf another type, null or gone; every section;
 * the objects below them; every root), each with unknown keys beside the known ones. One page a
 * variant, loaded once, every route reached from within the app (loaded again only after a stop broke it).
 *
 * Only the full session is varied: the first-preview fixture holds a subset of its keys, and Mainsail
 * writes no 'fluidd' namespace.
 */

const session = anchorDbs().find((f) => /^fluidd-[\d.]+$/.test(f.name))

for (const variant of session ? variants(session.namespaces.fluidd as Record<string, unknown>) : []) {
  test(`${session!.name}'s settings, ${variant.name} made wrong: every route and main dialog renders`, async ({ page, dashboard, printer }) => {
    test.setTimeout(240_000)
    await test.info().attach('changes', { body: variant.changes.join('\n'), contentType: 'text/plain' })
    await seedDatabase(printer.api, { ...session!.namespaces, fluidd: variant.value })
    dashboard.config = { apiUrl: printer.url }
    const problems = await tour(page, dashboard.url, await firstCameraUid(printer.api))
    expect(problems, `what broke with ${variant.name} made wrong (changes attached)`).toEqual([])
  })
}
