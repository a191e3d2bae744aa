import { create } from 'zustand'
import { fileMetadata } from '../../moonraker/api/files'
import { spoolShortfall, type FilamentNeed } from '../../lib/spoolman/spools'
import { useUiStore } from '../ui'
import { loadSpoolman, useSpoolmanStore } from './spoolman'

/** A print waiting for the user's answer about its spool. */
export interface SpoolPromptRequest {
  filename: string
  need: FilamentNeed
}

interface SpoolPromptStore {
  request: (SpoolPromptRequest & { answer: (start: boolean) => void }) | null
}

export const useSpoolPromptStore = create<SpoolPromptStore>(() => ({ request: null }))

/**
 * With Spoolman up, a print starts at once when a spool is active and holds what the file needs
 * (the slicer's filament weight and length); otherwise the user is asked first: choose a spool,
 * start anyway, or cancel. Spoolman down or not answering never stops a print.
 */
export async function checkSpoolForPrint(filename: string): Promise<boolean> {
  try {
    await loadSpoolman()
  } catch {
    return true
  }
  const { connected, activeSpool, activeSpoolId } = useSpoolmanStore.getState()
  if (!connected) return true
  const meta = await fileMetadata(filename).catch(() => null)
  const need: FilamentNeed = { weight: meta?.filament_weight_total, length: meta?.filament_total }
  if (activeSpoolId !== null && activeSpool && !spoolShortfall(need, activeSpool)) return true
  useSpoolPromptStore.getState().request?.answer(false)
  return new Promise((resolve) => {
    const answer = (start: boolean) => {
      useSpoolPromptStore.setState({ request: null })
      resolve(start)
    }
    useSpoolPromptStore.setState({ request: { filename, need, answer } })
    useUiStore.setState({ spoolPrompt: true })
  })
}
