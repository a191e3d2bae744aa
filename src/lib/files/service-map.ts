import { baseName, extensionOf } from './paths'

/** The service a config file belongs to (SPEC §9): saving it may restart that service. */
export function serviceForFile(path: string): string | null {
  const name = baseName(path).toLowerCase()
  switch (name) {
    case 'moonraker.conf':
      return 'moonraker'
    case 'webcam.txt':
      return 'webcamd'
    case 'klipperscreen.conf':
      return 'KlipperScreen'
    case 'telegram.conf':
      return 'moonraker-telegram-bot'
  }
  return extensionOf(name) === 'cfg' ? 'klipper' : null
}

/** How a service is restarted after its file is saved. */
export type RestartKind = 'klipper' | 'moonraker' | 'service'

export function restartKind(service: string): RestartKind {
  if (service === 'klipper') return 'klipper'
  if (service === 'moonraker') return 'moonraker'
  return 'service'
}

/** Klipper and the API server are always there; other services only when the host lists them. */
export function isServiceSupported(service: string, availableServices: readonly string[]): boolean {
  if (service === 'klipper' || service === 'moonraker') return true
  return availableServices.some((s) => s.toLowerCase() === service.toLowerCase())
}
