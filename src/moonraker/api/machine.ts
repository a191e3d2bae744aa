import { moonraker } from '../client'
import type { PowerDevice, SystemInfo } from '../types'

export const systemInfo = () => moonraker().call<{ system_info: SystemInfo }>('machine.system_info')
export const procStats = () => moonraker().call<Record<string, unknown>>('machine.proc_stats')
export const reboot = () => moonraker().call<string>('machine.reboot')
export const shutdown = () => moonraker().call<string>('machine.shutdown')
export const restartService = (service: string) => moonraker().call<string>('machine.services.restart', { service })
export const startService = (service: string) => moonraker().call<string>('machine.services.start', { service })
export const stopService = (service: string) => moonraker().call<string>('machine.services.stop', { service })
export const powerDevices = () => moonraker().call<{ devices: PowerDevice[] }>('machine.device_power.devices')
export const setPowerDevice = (device: string, action: 'on' | 'off' | 'toggle') =>
  moonraker().call<Record<string, string>>('machine.device_power.post_device', { device, action })
