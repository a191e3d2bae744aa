import { sessionStore } from './printer-session'
import { powerDevices, systemInfo } from '../moonraker/api/machine'
import { serverConfig, serverInfo } from '../moonraker/api/server'
import { getDirectory } from '../moonraker/api/files'
import type { DiskUsage, PowerDevice, ServerConfig, ServiceState, SystemInfo } from '../moonraker/types'
import { rememberLoad } from './reloads'
import { useServerStore } from './server'

interface MachineStore {
  systemInfo: SystemInfo | null
  services: Record<string, ServiceState>
  powerDevices: PowerDevice[]
  /** The device Klipper's service is bound to: off means the printer is off, not broken. */
  printerPowerDevice: string | null
  /** Usage of the disk holding the gcodes root. */
  diskUsage: DiskUsage | null
}

export const useMachineStore = sessionStore<MachineStore>(() => ({ systemInfo: null, services: {}, powerDevices: [], printerPowerDevice: null, diskUsage: null }))

/** A [power name] section whose bound_services include klipper, else a device called 'printer'. */
export function printerPowerDeviceOf(config: ServerConfig['config'] | undefined, devices: PowerDevice[]): string | null {
  for (const d of devices) {
    const bound = config?.[`power ${d.device}`]?.bound_services
    const list = Array.isArray(bound) ? bound.map(String) : typeof bound === 'string' ? bound.split(/[\s,]+/) : []
    if (list.some((s) => s.toLowerCase() === 'klipper' || s.toLowerCase() === 'klipper.service')) return d.device
  }
  return devices.find((d) => d.device.toLowerCase() === 'printer')?.device ?? null
}

/** The API server's own service: it may be restarted but never stopped from here. */
export const API_SERVICE = 'moonraker'

/** The server's components; at socket-open server.info may not have been read yet, so ask for it. */
export async function serverComponents(): Promise<string[]> {
  const known = useServerStore.getState().components
  if (known.length) return known
  return (await serverInfo().catch(() => null))?.components ?? []
}

export async function loadMachine(): Promise<void> {
  const power = (await serverComponents()).includes('power')
  const [info, devices, config] = await Promise.all([
    systemInfo().catch(() => null),
    power ? powerDevices().catch(() => null) : Promise.resolve(null),
    // Klipper may be off with its power device, so the server's config is read here, not at klippy-ready.
    power ? (useServerStore.getState().config ?? serverConfig().catch(() => null)) : Promise.resolve(null),
  ])
  const list = devices?.devices ?? []
  useMachineStore.setState({
    systemInfo: info?.system_info ?? null,
    services: info?.system_info.service_state ?? {},
    powerDevices: list,
    printerPowerDevice: printerPowerDeviceOf(config?.config, list),
  })
}

export function resetMachine(): void {
  useMachineStore.setState({ systemInfo: null, services: {}, powerDevices: [], printerPowerDevice: null, diskUsage: null })
}

export function handleServiceStateChanged(changes: Record<string, Partial<ServiceState>>): void {
  useMachineStore.setState((s) => {
    const services = { ...s.services }
    for (const [name, state] of Object.entries(changes)) services[name] = { ...{ active_state: '', sub_state: '' }, ...services[name], ...state }
    return { services }
  })
}

export function handlePowerChanged(device: Partial<PowerDevice> & { device: string }): void {
  useMachineStore.setState((s) => ({ powerDevices: s.powerDevices.map((d) => (d.device === device.device ? { ...d, ...device } : d)) }))
}

/** SPEC §4 service buttons: inactive → Start, else Restart; Stop disabled when inactive, never for the API server. */
export function serviceButtons(name: string, state: ServiceState | undefined) {
  const active = state?.active_state === 'active'
  return { primary: active ? ('restart' as const) : ('start' as const), canStop: active, showStop: name !== API_SERVICE }
}

/** The system page's disk usage, read from the gcodes root's listing. */
export async function loadDiskUsage(): Promise<void> {
  rememberLoad('machine:disk-usage', loadDiskUsage)
  const listing = await getDirectory('gcodes', false)
  useMachineStore.setState({ diskUsage: listing.disk_usage ?? null })
}
