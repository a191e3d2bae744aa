/**
 * Which printer answers at an address: Klipper's host name and Moonraker's service name, remembered
 * per address the first time it answers. A different answer later (an address reused by another
 * printer on the network) is shown on the farm card until the user says it is the printer now.
 */
import { printerInfo } from '../../moonraker/api/printer'
import { systemInfo } from '../../moonraker/api/machine'
import type { Moonraker } from '../../moonraker/client'

const KEY_PREFIX = 'stratum-printer-identity:'

/** 'voron · moonraker-2': the host and the service, enough to tell apart the printers of one host. */
export async function readIdentity(on: Moonraker): Promise<string | null> {
  try {
    const [printer, system] = await Promise.all([printerInfo(on), systemInfo(on)])
    return `${printer.hostname} · ${system.system_info.instance_ids?.moonraker ?? 'moonraker'}`
  } catch {
    return null
  }
}

export function rememberedIdentity(apiUrl: string): string | null {
  return localStorage.getItem(KEY_PREFIX + apiUrl)
}

export function rememberIdentity(apiUrl: string, identity: string): void {
  localStorage.setItem(KEY_PREFIX + apiUrl, identity)
}
