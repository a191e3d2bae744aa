import { probePrinter, type ProbeResult } from '../../moonraker/probe'

export type { ProbeResult }

/** The add-printer dialog's reachability check (SPEC §4): no auth, cancellable, 401 counts as reachable. */
export function checkPrinterAddress(apiUrl: string, signal?: AbortSignal): Promise<ProbeResult> {
  return probePrinter(apiUrl, signal)
}
