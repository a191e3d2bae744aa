import { defineAction } from '../action'
import { DB_ROOTS, saveDbValue, type DbRoot } from '../database'
import { getAtPath } from '../database'
import { UI_DEFAULTS, saveUiSetting as save } from '../ui-settings'

/** Saves one UI setting to the 'fluidd' database namespace; a failure shows the server's message. */
export const saveSetting = defineAction({}, (path: Parameters<typeof save>[0], value: unknown) => save(path, value))

/** Puts the given uiSettings paths back to their defaults (a section's 'reset to defaults'). */
export const resetSettings = defineAction({ wait: 'settings-reset' }, async (paths: readonly string[]) => {
  for (const path of paths) await save(path, structuredClone(getAtPath(UI_DEFAULTS, path.split('.'))))
})

/** Replaces whole database roots with the ones of an imported settings file. */
export const importSettings = defineAction({ wait: 'settings-import' }, async (roots: Partial<Record<DbRoot, Record<string, unknown>>>) => {
  for (const root of DB_ROOTS) {
    const value = roots[root]
    if (value) await saveDbValue(root, '', value)
  }
})
