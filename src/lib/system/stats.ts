/**
 * The system page's utilization series (SPEC §2, §9): one entry a second from notify_proc_stat_update
 * and Klipper's system_stats and mcu last_stats, at most 30 kept.
 */

/** SPEC §9 server stats: 30 entries. */
export const STAT_ENTRIES = 30
/** SPEC §9 MCU chart constants: task time and awake time that count as 100 %, bytes a second of a full link. */
export const MCU_TASK_TIME = 0.0025
export const MCU_AWAKE_TIME = 5
export const MCU_BANDWIDTH = 25000

export interface McuLoad {
  load: number
  awake: number
  bandwidth: number
}

export interface StatEntry {
  /** Unix seconds. */
  time: number
  /** System load average (1 min): charted against the core count. */
  sysload: number | null
  klipperCpu: number | null
  moonrakerCpu: number | null
  memoryUsed: number | null
  mcus: Record<string, McuLoad>
}

/** Appends an entry: same-second samples replace each other; only the newest 30 stay. */
export function appendStat(list: readonly StatEntry[], entry: StatEntry, max = STAT_ENTRIES): StatEntry[] {
  const bucket = Math.floor(entry.time)
  const kept = list.length && Math.floor(list[list.length - 1].time) === bucket ? list.slice(0, -1) : list
  const next = [...kept, { ...entry, time: bucket }]
  return next.length > max ? next.slice(next.length - max) : next
}

/** SPEC §8: a CPU figure above 100 % is a measuring glitch and is left out of the chart. */
export function cpuPercent(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0 || value > 100) return null
  return Math.round(value * 100) / 100
}

/** Klipper's process CPU from two system_stats cputime readings (seconds of CPU over wall seconds). */
export function processCpu(prevCputime: number | undefined, cputime: number | undefined, dt: number): number | null {
  if (prevCputime === undefined || cputime === undefined || dt <= 0) return null
  return cpuPercent(((cputime - prevCputime) / dt) * 100)
}

export function memoryUsedPercent(mem: { total: number; used: number } | undefined): number | null {
  if (!mem || !mem.total) return null
  return Math.round((mem.used / mem.total) * 1000) / 10
}

export interface McuStatsSample {
  mcu_awake?: number
  mcu_task_avg?: number
  mcu_task_stddev?: number
  bytes_write?: number
  bytes_retransmit?: number
}

/** An MCU's load (task time with 3 deviations), awake time and link use as fractions of SPEC §9's full scales. */
export function mcuLoad(stats: McuStatsSample, prev: McuStatsSample | undefined, dt: number): McuLoad {
  const task = (stats.mcu_task_avg ?? 0) + 3 * (stats.mcu_task_stddev ?? 0)
  const sent = (s: McuStatsSample) => (s.bytes_write ?? 0) + (s.bytes_retransmit ?? 0)
  const rate = prev && dt > 0 ? Math.max(0, (sent(stats) - sent(prev)) / dt) : 0
  return {
    load: round(task / MCU_TASK_TIME),
    awake: round((stats.mcu_awake ?? 0) / MCU_AWAKE_TIME),
    bandwidth: round(rate / MCU_BANDWIDTH),
  }
}

const round = (v: number) => Math.round(v * 10000) / 10000

/** Bytes a second between two counter readings, never negative (counters reset on a reboot). */
export function byteRate(prev: number | undefined, now: number, dt: number): number {
  if (prev === undefined || dt <= 0 || now < prev) return 0
  return (now - prev) / dt
}

/** Columns for uPlot: times, then one column per series picked from the entries. */
export function columns(entries: readonly StatEntry[], pick: ((e: StatEntry) => number | null)[]): [number[], ...(number | null)[][]] {
  return [entries.map((e) => e.time), ...pick.map((p) => entries.map(p))]
}
