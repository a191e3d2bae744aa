/**
 * Host and MCU utilization for the system page: fed once a second by notify_proc_stat_update, with
 * Klipper's system_stats and mcu last_stats read from the printer at the same moment.
 */
import { sessionPart, sessionStore } from './printer-session'
import { procStats } from '../moonraker/api/machine'
import type { ProcStatUpdate } from '../moonraker/notifications'
import type { NetworkCounters, ProcStats } from '../moonraker/types'
import { appendStat, byteRate, cpuPercent, mcuLoad, memoryUsedPercent, processCpu, type McuStatsSample, type StatEntry } from '../lib/system/stats'
import { rememberCpuTemp } from './notifications-sync'
import { printerNow } from './printer-fields'

export interface NetworkRate {
  rx: number
  tx: number
}

interface SystemStatsStore {
  entries: StatEntry[]
  cpuTemp: number | null
  throttledFlags: string[]
  network: Record<string, NetworkRate>
  moonrakerMemoryKb: number | null
  uptime: number | null
  websocketConnections: number | null
}

const initial: SystemStatsStore = { entries: [], cpuTemp: null, throttledFlags: [], network: {}, moonrakerMemoryKb: null, uptime: null, websocketConnections: null }

export const useSystemStatsStore = sessionStore<SystemStatsStore>(() => ({ ...initial }))

/** The previous readings the rates are taken against. */
interface LastReadings {
  time: number
  cputime?: number
  mcus: Record<string, McuStatsSample>
  network: Record<string, NetworkCounters>
}
const readings = sessionPart((): { last: LastReadings | null } => ({ last: null }))

export function resetSystemStats(): void {
  readings().last = null
  useSystemStatsStore.setState({ ...initial })
}

function mcuNames(names: readonly string[]): string[] {
  return names.filter((n) => n === 'mcu' || n.startsWith('mcu '))
}

/** Klipper's main MCU is 'mcu'; others are 'mcu <name>'. */
export function mcuObject(printer: ReturnType<typeof printerNow>, name: string) {
  return name === 'mcu' ? printer.object('mcu') : printer.object<`mcu ${string}`>(`mcu ${name.slice(4)}`)
}

/** One sample: the host figures Moonraker sent and the printer's own at the same moment. */
export function handleProcStatUpdate(stats: ProcStatUpdate | ProcStats, now = Date.now() / 1000): void {
  rememberCpuTemp(stats.cpu_temp)
  const printer = printerNow()
  const session = readings()
  const { last } = session
  const dt = last ? now - last.time : 0
  const system = printer.object('system_stats')
  const mcus: Record<string, McuStatsSample> = {}
  const loads: StatEntry['mcus'] = {}
  for (const name of mcuNames(printer.names)) {
    const s = mcuObject(printer, name)?.last_stats
    if (!s) continue
    mcus[name] = { ...s }
    loads[name] = mcuLoad(s, last?.mcus[name], dt)
  }
  const sample = Array.isArray(stats.moonraker_stats) ? stats.moonraker_stats[stats.moonraker_stats.length - 1] : stats.moonraker_stats
  const network: Record<string, NetworkRate> = {}
  for (const [name, n] of Object.entries(stats.network ?? {})) {
    network[name] = { rx: byteRate(last?.network[name]?.rx_bytes, n.rx_bytes, dt), tx: byteRate(last?.network[name]?.tx_bytes, n.tx_bytes, dt) }
  }
  const entry: StatEntry = {
    time: now,
    sysload: system?.sysload ?? null,
    klipperCpu: processCpu(last?.cputime, system?.cputime, dt),
    moonrakerCpu: cpuPercent(sample?.cpu_usage),
    memoryUsed: memoryUsedPercent(stats.system_memory),
    mcus: loads,
  }
  session.last = { time: now, cputime: system?.cputime, mcus, network: stats.network ?? {} }
  useSystemStatsStore.setState((s) => ({
    entries: appendStat(s.entries, entry),
    cpuTemp: stats.cpu_temp ?? null,
    throttledFlags: 'throttled_state' in stats ? stats.throttled_state.flags : s.throttledFlags,
    network,
    moonrakerMemoryKb: sample?.memory ?? null,
    uptime: stats.system_uptime ?? s.uptime,
    websocketConnections: stats.websocket_connections,
  }))
}

/** At socket-open: the CPU temperature and throttled state are known before the first push. */
export async function loadProcStats(): Promise<void> {
  handleProcStatUpdate(await procStats())
}

/** notify_cpu_throttled also updates the page's throttled state. */
export function handleThrottledState(state: { flags: string[] }): void {
  useSystemStatsStore.setState({ throttledFlags: state.flags })
}
