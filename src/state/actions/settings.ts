import { defineAction } from '../action'
import { saveUiSetting as save } from '../ui-settings'

/** Saves one UI setting to the 'fluidd' database namespace; a failure shows the server's message. */
export const saveSetting = defineAction({}, (path: Parameters<typeof save>[0], value: unknown) => save(path, value))
