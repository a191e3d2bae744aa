import { defineAction } from '../action'
import { replaceStoredRoots, resetUiSettings, saveUiSetting, type DbRoot, type UiAt, type UiPath } from '../settings/settings'

const save = defineAction({}, (write: () => Promise<void>) => write())

/** Saves one UI setting to the 'fluidd' database namespace; a failure shows the server's message. */
export const saveSetting = <P extends UiPath>(path: P, value: Exclude<UiAt<P>, undefined>) => save(() => saveUiSetting(path, value))

/** Puts the given uiSettings paths back to their defaults (a section's 'reset to defaults'). */
export const resetSettings = defineAction({ wait: 'settings-reset' }, (paths: readonly UiPath[]) => resetUiSettings(paths))

/** Replaces whole database roots with the ones of an imported settings file. */
export const importSettings = defineAction({ wait: 'settings-import' }, (roots: Partial<Record<DbRoot, Record<string, unknown>>>) => replaceStoredRoots(roots))
