import { postActiveSpoolId } from '../../moonraker/api/spoolman'
import { defineAction } from '../action'

/** The spool Moonraker reports the print's filament use to (server.spoolman.post_spool_id). */
export const setActiveSpool = defineAction({ wait: 'spool' }, (spoolId: number) => postActiveSpoolId(spoolId))
/** No active spool: Moonraker stops reporting usage. */
export const clearActiveSpool = defineAction({ wait: 'spool' }, () => postActiveSpoolId(null))
