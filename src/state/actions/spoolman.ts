import { postActiveSpoolId } from '../../moonraker/api/spoolman'
import { toolSpoolCommands } from '../../lib/gcode/macros'
import { defineAction } from '../action'
import { printerNow } from '../printer-fields'
import { runScript } from './gcode'

/** The spool Moonraker reports the print's filament use to (server.spoolman.post_spool_id). */
export const setActiveSpool = defineAction({ wait: 'spool' }, (spoolId: number) => postActiveSpoolId(spoolId))
/** No active spool: Moonraker stops reporting usage. */
export const clearActiveSpool = defineAction({ wait: 'spool' }, () => postActiveSpoolId(null))

/**
 * A tool's spool (its macro's spool_id, saved with [save_variables]); on the tool in use it is also
 * the active spool Moonraker reports to.
 */
export const setToolSpool = defineAction({ wait: 'spool' }, async (tool: { macro: string; active: boolean }, spoolId: number | null) => {
  const save = printerNow().config('save_variables') !== undefined
  await runScript(toolSpoolCommands(tool.macro, spoolId, save))
  if (tool.active) await postActiveSpoolId(spoolId)
  return spoolId
})
