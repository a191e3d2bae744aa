/** Klippy start-up (SPEC §4): ask server info until Klipper is ready, then subscribe to every object. */
import { KLIPPY_RETRY_MS } from '../moonraker/constants'
import { MoonrakerError } from '../moonraker/errors'
import { listObjects, printerInfo, subscribeObjects } from '../moonraker/api/printer'
import { serverConfig, serverInfo } from '../moonraker/api/server'
import type { KlippyState } from '../moonraker/types'
import { emitLifecycle } from './events'
import { resetPrinter, setObjectNames, setStatus } from './printer'
import { setKlippyState, setPrinterInfo, setServerConfig, setServerInfo, useServerStore } from './server'
import { useSessionStore } from './session'
import { currentGeneration, isCurrent } from './socket-link'

let klippyTimer: ReturnType<typeof setTimeout> | null = null

export function stopKlippyRetry(): void {
  if (klippyTimer) clearTimeout(klippyTimer)
  klippyTimer = null
}

function retryKlippy(gen: number): void {
  stopKlippyRetry()
  useServerStore.setState((s) => ({ klippyRetries: s.klippyRetries + 1 }))
  klippyTimer = setTimeout(() => void initKlippy(gen), KLIPPY_RETRY_MS)
}

const socketOpen = () => useSessionStore.getState().socket.phase === 'open'

export async function initKlippy(gen = currentGeneration()): Promise<void> {
  stopKlippyRetry()
  if (!isCurrent(gen) || !socketOpen()) return
  try {
    const info = await serverInfo()
    if (!isCurrent(gen)) return
    setServerInfo(info)
    if (info.klippy_connected) {
      const pInfo = await printerInfo().catch(() => null)
      if (pInfo) setPrinterInfo(pInfo)
    }
    if (!info.klippy_connected || info.klippy_state !== 'ready') {
      retryKlippy(gen)
      return
    }
    const [{ objects }, config] = await Promise.all([listObjects(), serverConfig().catch(() => null)])
    if (!isCurrent(gen)) return
    setObjectNames(objects)
    if (config) setServerConfig(config)
    const result = await subscribeObjects(Object.fromEntries(objects.map((o) => [o, null])))
    if (!isCurrent(gen)) return
    setStatus(result.status, result.eventtime)
    useServerStore.setState({ klippyRetries: 0 })
    setKlippyState('ready')
    emitLifecycle('klippy-ready')
  } catch (error) {
    if (!isCurrent(gen)) return
    if (error instanceof MoonrakerError && error.code === 503) setKlippyState('error', error.message)
    retryKlippy(gen)
  }
}

function klippyLost(state: KlippyState): void {
  setKlippyState(state)
  emitLifecycle('klippy-lost')
  printerInfo()
    .then((info) => setPrinterInfo(info))
    .catch(() => undefined)
  retryKlippy(currentGeneration())
}

export function handleKlippyReady(): void {
  void initKlippy()
}

export function handleKlippyShutdown(): void {
  klippyLost('shutdown')
}

export function handleKlippyDisconnected(): void {
  resetPrinter()
  klippyLost('disconnected')
}
