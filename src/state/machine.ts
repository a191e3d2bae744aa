import { create } from 'zustand'
import { powerDevices, systemInfo } from '../moonraker/api/machine'
import type { PowerDevice, ServiceState, SystemInfo } from '../moonraker/types'
import { useServerStore } from './server'

interface MachineStore {
  systemInfo: SystemInfo | null
  services: Record<string, ServiceState>
  powerDevices: PowerDevice[]
}

export const useMachineStore = create<MachineStore>(() => ({ systemInfo: null, services: {}, powerDevices: [] }))

/** The API server's own service: it may be restarted but never stopped from here. */
export const API_SERVICE = 'moonraker'

export async function loadMachine(): Promise<void> {
  const [info, devices] = await Promise.all([
    systemInfo().catch(() => null),
    useServerStore.getState().components.includes('power') ? powerDevices().catch(() => null) : Promise.resolve(null),
  ])
  useMachineStore.setState({
    systemInfo: info?.system_info ?? null,
    services: info?.system_info.service_state ?? {},
    powerDevices: devices?.devices ?? [],
  })
}

export function resetMachine(): void {
  useMachineStore.setState({ systemInfo: null, services: {}, powerDevices: [] })
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
