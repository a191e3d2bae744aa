/**
 * Every configured printer at once (SPEC-NOTES "several printers"): the active printer's card is fed
 * by its full session, each other printer has a light session of its own. Follows the instances list:
 * a printer added gets a session, a printer removed has its session ended.
 */
import { create, useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { moonraker, type Moonraker } from '../../moonraker/client'
import { instanceName, type PrinterInstance } from '../instances'
import { useSessionStore } from '../session'
import { switchInstance } from '../session-start'
import { mirrorActivePrinter } from './active-mirror'
import { initialFarmPrinter, type FarmPrinter } from './farm-printer'
import { LightSession, type LightSessionOptions } from './light-session'

export interface FleetPrinter {
  apiUrl: string
  /** host:port, which tells apart two printers of the same name. */
  host: string
  active: boolean
  store: StoreApi<FarmPrinter>
  /** The light session; null for the active printer (its full session feeds the store). */
  session: LightSession | null
}

interface FleetStore {
  printers: FleetPrinter[]
}

export const useFleetStore = create<FleetStore>(() => ({ printers: [] }))

let options: LightSessionOptions = {}
/** What a test's light sessions use (a fake socket, its own clock). */
export function setLightSessionOptions(next: LightSessionOptions): void {
  options = next
}

let stopMirror: (() => void) | null = null
let mirrored: StoreApi<FarmPrinter> | null = null

function lightEntry(instance: PrinterInstance): FleetPrinter {
  const session = new LightSession(instance.apiUrl, instance.socketUrl, options)
  session.start()
  return { apiUrl: instance.apiUrl, host: instanceName(instance.apiUrl), active: false, store: session.store, session }
}

function activeEntry(instance: PrinterInstance): FleetPrinter {
  const store = createStore<FarmPrinter>(() => initialFarmPrinter())
  return { apiUrl: instance.apiUrl, host: instanceName(instance.apiUrl), active: true, store, session: null }
}

/** Brings the sessions in line with the instances: one per printer, the active one mirrored. */
export function syncFleet(instances: readonly PrinterInstance[] = useSessionStore.getState().instances): void {
  const before = new Map(useFleetStore.getState().printers.map((p) => [p.apiUrl, p]))
  const printers = instances.map((instance) => {
    const had = before.get(instance.apiUrl)
    before.delete(instance.apiUrl)
    if (had && had.active === instance.active) return had
    had?.session?.stop()
    return instance.active ? activeEntry(instance) : lightEntry(instance)
  })
  for (const gone of before.values()) gone.session?.stop()
  const active = printers.find((p) => p.active)
  if (active?.store !== mirrored) {
    stopMirror?.()
    stopMirror = active ? mirrorActivePrinter(active.store) : null
    mirrored = active?.store ?? null
  }
  useFleetStore.setState({ printers })
}

let unsubscribe: (() => void) | null = null

/** Starts following the instances list (app start-up). */
export function startFleet(): void {
  if (unsubscribe) return
  syncFleet()
  unsubscribe = useSessionStore.subscribe((s, prev) => {
    if (s.instances !== prev.instances) syncFleet(s.instances)
  })
}

/** Ends every light session and the mirror (a test's clean-up). */
export function stopFleet(): void {
  unsubscribe?.()
  unsubscribe = null
  syncFleet([])
}

/** One printer's farm figures, selected narrowly like every store read (an object result compares shallowly). */
export function useFarmPrinter<T>(printer: FleetPrinter, select: (p: FarmPrinter) => T): T {
  return useStore(printer.store, useShallow(select))
}

/** The API of a printer of the fleet: the active session's, or the printer's light session's. */
export function clientOf(printer: FleetPrinter): Moonraker {
  return printer.session?.client ?? moonraker()
}

/**
 * The light session of a printer about to become the active one, taken out of the fleet with its open
 * connection for the full session to adopt (no reconnect); null when it has none open.
 */
export function takeLightSession(apiUrl: string): ReturnType<LightSession['release']> {
  const printer = useFleetStore.getState().printers.find((p) => p.apiUrl === apiUrl && p.session)
  if (!printer?.session) return null
  const released = printer.session.release()
  // The entry stays until the instances change; it no longer has a session of its own.
  useFleetStore.setState((s) => ({ printers: s.printers.map((p) => (p === printer ? { ...p, session: null } : p)) }))
  return released
}

/** Makes a printer the active one, on its light session's open connection when it has one. */
export async function makeActive(apiUrl: string): Promise<void> {
  if (useSessionStore.getState().instances.find((i) => i.apiUrl === apiUrl)?.active) return
  await switchInstance(apiUrl, takeLightSession(apiUrl))
}

/** How many printers are configured; the farm page is offered from two. */
export const usePrinterCount = () => useSessionStore((s) => s.instances.length)
