import { getActiveSpoolId, getSpool, getSpoolmanStatus, listSpools } from '../../moonraker/api/spoolman'
import type { SpoolmanSpool } from '../../moonraker/types'
import { spoolPricePerKg } from '../../lib/spoolman/spools'
import { sessionStore } from '../printer-session'
import { whenComponentsKnown } from '../server-components'

interface SpoolmanStore {
  /** The server has the [spoolman] component (null until known). */
  configured: boolean | null
  /** Moonraker's link to Spoolman (null until asked). */
  connected: boolean | null
  activeSpoolId: number | null
  /** The active spool as Spoolman last gave it. */
  activeSpool: SpoolmanSpool | null
  /** Every spool that is not archived (null until the list is first asked for). */
  spools: SpoolmanSpool[] | null
  /** Spoolman's last refusal of a read (it is down, or answered an error). */
  error: string | null
}

const initial: SpoolmanStore = { configured: null, connected: null, activeSpoolId: null, activeSpool: null, spools: null, error: null }

export const useSpoolmanStore = sessionStore<SpoolmanStore>(() => ({ ...initial }))

export function resetSpoolman(): void {
  useSpoolmanStore.setState({ ...initial })
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The active spool's record from Spoolman; it changes as the print uses filament. */
export async function refreshActiveSpool(): Promise<void> {
  const id = useSpoolmanStore.getState().activeSpoolId
  if (id === null) return useSpoolmanStore.setState({ activeSpool: null })
  try {
    const spool = await getSpool(id)
    if (useSpoolmanStore.getState().activeSpoolId === id) useSpoolmanStore.setState({ activeSpool: spool, error: null })
  } catch (error) {
    useSpoolmanStore.setState({ activeSpool: null, error: message(error) })
  }
}

/** Whether the printer has Spoolman, its link, the active spool (SPEC: the Spool card). */
export async function loadSpoolman(): Promise<void> {
  const configured = (await whenComponentsKnown()).includes('spoolman')
  useSpoolmanStore.setState({ configured })
  if (!configured) return
  const status = await getSpoolmanStatus()
  useSpoolmanStore.setState({ connected: status.spoolman_connected, activeSpoolId: status.spool_id })
  if (status.spoolman_connected) await refreshActiveSpool()
}

export async function loadSpools(): Promise<void> {
  try {
    useSpoolmanStore.setState({ spools: await listSpools(), error: null })
  } catch (error) {
    useSpoolmanStore.setState({ error: message(error) })
  }
}

/** Asks the server which spool is active (after a change this page did not see). */
export async function reloadActiveSpoolId(): Promise<void> {
  const { spool_id } = await getActiveSpoolId()
  handleActiveSpoolSet({ spool_id })
}

/** notify_active_spool_set */
export function handleActiveSpoolSet({ spool_id }: { spool_id: number | null }): void {
  const s = useSpoolmanStore.getState()
  if (s.activeSpoolId === spool_id && (spool_id === null || s.activeSpool?.id === spool_id)) return
  const known = s.spools?.find((x) => x.id === spool_id) ?? null
  useSpoolmanStore.setState({ activeSpoolId: spool_id, activeSpool: known })
  void refreshActiveSpool()
}

/** notify_spoolman_status_changed */
export function handleSpoolmanStatusChanged({ spoolman_connected }: { spoolman_connected: boolean }): void {
  useSpoolmanStore.setState({ connected: spoolman_connected, ...(spoolman_connected ? { error: null } : {}) })
  if (spoolman_connected) {
    void refreshActiveSpool()
    if (useSpoolmanStore.getState().spools) void loadSpools()
  }
}

/** The price per kg of a spool Spoolman listed (for a job's cost), or null when unknown. */
export function pricePerKgOf(spoolId: number | null, s: SpoolmanStore = useSpoolmanStore.getState()): number | null {
  if (spoolId === null) return null
  const spool = s.activeSpool?.id === spoolId ? s.activeSpool : s.spools?.find((x) => x.id === spoolId)
  return spool ? spoolPricePerKg(spool) : null
}

/** Hook form of pricePerKgOf: re-renders when the spool's record changes. */
export function useSpoolPricePerKg(spoolId: number | null): number | null {
  return useSpoolmanStore((s) => pricePerKgOf(spoolId, s))
}
