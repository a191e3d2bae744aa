import { sessionStore } from './printer-session'
import { useShallow } from 'zustand/react/shallow'
import type { ResetCause } from './events'
import type { KlippyState, PrinterInfo, ServerConfig, ServerInfo } from '../moonraker/types'

interface ServerStore {
  info: ServerInfo | null
  printerInfo: PrinterInfo | null
  config: ServerConfig | null
  klippyState: KlippyState | 'unknown'
  klippyMessage: string
  klippyRetries: number
  /** Components of server.info (authorization, history, timelapse, update_manager, power …). */
  components: string[]
  failedComponents: string[]
  warnings: string[]
  serviceStates: Record<string, { active_state: string; sub_state: string }>
  availableServices: string[]
}

const initial: ServerStore = {
  info: null,
  printerInfo: null,
  config: null,
  klippyState: 'unknown',
  klippyMessage: '',
  klippyRetries: 0,
  components: [],
  failedComponents: [],
  warnings: [],
  serviceStates: {},
  availableServices: [],
}

export const useServerStore = sessionStore<ServerStore>(() => ({ ...initial }))

/** After a dropped socket the same printer's server and host info (roots, components, host name) stay until the reconnect renews them. */
export function resetServer(cause: ResetCause = 'session'): void {
  useServerStore.setState((s) =>
    cause === 'drop'
      ? { ...initial, info: s.info, printerInfo: s.printerInfo, components: s.components, failedComponents: s.failedComponents, warnings: s.warnings }
      : { ...initial },
  )
}

export function setServerInfo(info: ServerInfo): void {
  const reported = info.klippy_connected ? info.klippy_state : 'disconnected'
  useServerStore.setState((s) => ({
    info,
    klippyState: reported === 'ready' && s.klippyState !== 'ready' ? s.klippyState : reported,
    components: info.components,
    failedComponents: info.failed_components,
    warnings: info.warnings,
  }))
}

/** Klipper's own report. 'ready' is only taken once this client has subscribed (initKlippy sets it). */
export function setPrinterInfo(printerInfo: PrinterInfo): void {
  useServerStore.setState((s) => ({
    printerInfo,
    klippyState: printerInfo.state === 'ready' && s.klippyState !== 'ready' ? s.klippyState : printerInfo.state,
    klippyMessage: printerInfo.state_message,
  }))
}

export function setKlippyState(klippyState: KlippyState, klippyMessage?: string): void {
  useServerStore.setState((s) => ({ klippyState, klippyMessage: klippyMessage ?? s.klippyMessage }))
}

export function useHasComponent(name: string): boolean {
  return useServerStore((s) => s.components.includes(name))
}

export function setServerConfig(config: ServerConfig): void {
  useServerStore.setState({ config })
}

/** Roots the server has registered (server.info registered_directories). */
export function useRegisteredRoots(): string[] {
  return useServerStore(useShallow((s) => s.info?.registered_directories ?? EMPTY))
}

const EMPTY: string[] = []
