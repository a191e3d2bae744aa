import { moonraker, type Moonraker } from '../client'
import type { PowerDevice, ProcStats, SystemInfo, UpdateStatus } from '../types'

export const systemInfo = (on: Moonraker = moonraker()) => on.call<{ system_info: SystemInfo }>('machine.system_info')
export const procStats = () => moonraker().call<ProcStats>('machine.proc_stats')
export const reboot = () => moonraker().call<string>('machine.reboot')
export const shutdown = () => moonraker().call<string>('machine.shutdown')
export const restartService = (service: string) => moonraker().call<string>('machine.services.restart', { service })
export const startService = (service: string) => moonraker().call<string>('machine.services.start', { service })
export const stopService = (service: string) => moonraker().call<string>('machine.services.stop', { service })
export const powerDevices = () => moonraker().call<{ devices: PowerDevice[] }>('machine.device_power.devices')
export const setPowerDevice = (device: string, action: 'on' | 'off' | 'toggle') =>
  moonraker().call<Record<string, string>>('machine.device_power.post_device', { device, action })

/** machine.update.* (update_manager.md); refresh forces a check against the remotes. */
export const updateStatus = (refresh = false) => moonraker().call<UpdateStatus>('machine.update.status', { refresh })
export const updateRecover = (name: string, hard: boolean) => moonraker().call<string>('machine.update.recover', { name, hard })
export const updateMoonraker = () => moonraker().call<string>('machine.update.moonraker')
export const updateKlipper = () => moonraker().call<string>('machine.update.klipper')
export const updateClient = (name: string) => moonraker().call<string>('machine.update.client', { name })
export const updateSystem = () => moonraker().call<string>('machine.update.system')
export const updateFull = () => moonraker().call<string>('machine.update.full')
