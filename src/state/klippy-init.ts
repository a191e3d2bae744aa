/** Klippy start-up (SPEC §4): ask server info until Klipper is ready, then subscribe to every object. */
import { KLIPPY_RETRY_MS } from '../moonraker/constants'
import { MoonrakerError } from '../moonraker/errors'
import { listObjects, printerInfo, subscribeObjects } from '../moonraker/api/printer'
import { serverConfig, serverInfo } from '../moonraker/api/server'
import type { KlippyState } from '../moonraker/types'
import { emitLifecycle } from './events'
import { dropStaleReadings, resetPrinter, setObjectNames, setStatus } from './printer'
import { setKlippyState, setPrinterInfo, setServerConfig, setServerInfo, useServerStore } from './server'
import { useSessionStore } from './session'
import { activeSession, isActiveSession, sessionPart, type PrinterSession } from './printer-session'

/** The session's next try at Klippy start-up. */
const klippyRetry = sessionPart(
  (): { timer: ReturnType<typeof setTimeout> | null } => ({ timer: null }),
  (retry) => {
    if (retry.timer) clearTimeout(retry.timer)
    retry.timer = null
  },
)

export function stopKlippyRetry(session = activeSession()): void {
  const retry = klippyRetry(session)
  if (retry.timer) clearTimeout(retry.timer)
  retry.timer = null
}

function retryKlippy(session: PrinterSession): void {
  stopKlippyRetry(session)
  if (!isActiveSession(session)) return
  useServerStore.setState((s) => ({ klippyRetries: s.klippyRetries + 1 }))
  klippyRetry(session).timer = setTimeout(() => void initKlippy(session), KLIPPY_RETRY_MS)
}

const socketOpen = () => useSessionStore.getState().socket.phase === 'open'

export async function initKlippy(session = activeSession()): Promise<void> {
  stopKlippyRetry(session)
  if (!isActiveSession(session) || !socketOpen()) return
  try {
    const info = await serverInfo()
    if (!isActiveSession(session)) return
    setServerInfo(info)
    if (info.klippy_connected) {
      const pInfo = await printerInfo().catch(() => null)
      if (pInfo) setPrinterInfo(pInfo)
    }
    if (!info.klippy_connected || info.klippy_state !== 'ready') {
      // Back from a drop to a Klipper that restarted or went away: its objects are gone, not just old.
      // A shutdown keeps them (SPEC: its last state stays readable).
      if (!info.klippy_connected || info.klippy_state !== 'shutdown') dropStaleReadings(session)
      retryKlippy(session)
      return
    }
    const [{ objects }, config] = await Promise.all([listObjects(), serverConfig().catch(() => null)])
    if (!isActiveSession(session)) return
    setObjectNames(objects)
    if (config) setServerConfig(config)
    const result = await subscribeObjects(Object.fromEntries(objects.map((o) => [o, null])))
    if (!isActiveSession(session)) return
    setStatus(result.status, result.eventtime)
    useServerStore.setState({ klippyRetries: 0 })
    setKlippyState('ready')
    emitLifecycle('klippy-ready')
  } catch (error) {
    if (!isActiveSession(session)) return
    if (error instanceof MoonrakerError && error.code === 503) setKlippyState('error', error.message)
    retryKlippy(session)
  }
}

function klippyLost(state: KlippyState): void {
  setKlippyState(state)
  emitLifecycle('klippy-lost')
  printerInfo()
    .then((info) => setPrinterInfo(info))
    .catch(() => undefined)
  retryKlippy(activeSession())
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
