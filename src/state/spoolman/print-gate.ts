import { useServerStore } from '../server'

/**
 * Before a print starts: on a printer with Spoolman, the spool check (print-check.ts, fetched only
 * then). Resolves whether the print should start.
 */
export async function spoolReadyToPrint(filename: string): Promise<boolean> {
  if (!useServerStore.getState().components.includes('spoolman')) return true
  const { checkSpoolForPrint } = await import('./print-check')
  return checkSpoolForPrint(filename)
}
