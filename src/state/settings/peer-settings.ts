/**
 * Another printer's stored settings, for its farm card: read through the same shapes as the active
 * printer's, from that printer's own database.
 */
import { getDatabaseItem } from '../../moonraker/api/database'
import type { Moonraker } from '../../moonraker/client'
import { readStored } from '../../lib/stored-shape'
import { STORED_SHAPES } from './shapes'

/** The printer's own name (uiSettings.general.instanceName), null when it has none or no database answers. */
export async function peerInstanceName(on: Moonraker): Promise<string | null> {
  try {
    const { value } = await getDatabaseItem('fluidd', 'uiSettings', on)
    return readStored(STORED_SHAPES.uiSettings, value).general.instanceName.trim() || null
  } catch {
    return null
  }
}
