import { create } from 'zustand'
import { powerDevices, systemInfo } from '../moonraker/api/machine'
import type { PowerDevice, ServiceState, SystemInfo } from '../moonraker/types'
import { onLifecycle, onNotification } from './bus'
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

onLifecycle('reset', () => useMachineStore.setState({ systemInfo: null, services: {}, powerDevices: [] }))
onNotification('notify_service_state_changed', (params) => {
  const changes = params[0] as Record<string, Partial<ServiceState>>
  useMachineStore.setState((s) => {
    const services = { ...s.services }
    for (const [name, state] of Object.entries(changes)) services[name] = { ...services[name], ...state } as ServiceState
    return { services }
  })
})
onNotification('notify_power_changed', (params) => {
  const device = params[0] as PowerDevice
  useMachineStore.setState((s) => ({ powerDevices: s.powerDevices.map((d) => (d.device === device.device ? { ...d, ...device } : d)) }))
})

/** SPEC §4 service buttons: inactive → Start, else Restart; Stop disabled when inactive, never for the API server. */
export function serviceButtons(name: string, state: ServiceState | undefined) {
  const active = state?.active_state === 'active'
  return { primary: active ? ('restart' as const) : ('start' as const), canStop: active, showStop: name !== API_SERVICE }
}
