/**
 * Another printer's stored settings, for its farm card: read through the same shapes as the active
 * printer's, from that printer's own database.
 */
import { getDatabaseItem } from '../../moonraker/api/database'
import type { Moonraker } from '../../moonraker/client'
import { readStored } from '../../lib/stored-shape'
import { STORED_SHAPES } from './shapes'

export interface PeerSettings {
  /** The printer's own name (uiSettings.general.instanceName), null when it has none. */
  name: string | null
  /** Its queue waits for a bed check between jobs (uiSettings.queue.bedCheck). */
  bedCheck: boolean
}

/** What a farm card and the alerts need of another printer's settings; null when no database answers. */
export async function peerSettings(on: Moonraker): Promise<PeerSettings | null> {
  try {
    const { value } = await getDatabaseItem('fluidd', 'uiSettings', on)
    const ui = readStored(STORED_SHAPES.uiSettings, value)
    return { name: ui.general.instanceName.trim() || null, bedCheck: ui.queue.bedCheck }
  } catch {
    return null
  }
}
