import { describe, expect, it } from 'vitest'
import { appendStat, byteRate, cpuPercent, mcuLoad, memoryUsedPercent, processCpu, STAT_ENTRIES, type StatEntry } from './stats'

const entry = (time: number, sysload = 0.5): StatEntry => ({ time, sysload, klipperCpu: null, moonrakerCpu: null, memoryUsed: null, mcus: {} })

describe('load chart bucketing', () => {
  it('keeps one entry a second and at most 30', () => {
    let list: StatEntry[] = []
    for (let i = 0; i < 40; i++) list = appendStat(list, entry(1000 + i))
    expect(list).toHaveLength(STAT_ENTRIES)
    expect(list[0].time).toBe(1010)
    list = appendStat(list, entry(1039.6, 2))
    expect(list).toHaveLength(STAT_ENTRIES)
    expect(list.at(-1)).toMatchObject({ time: 1039, sysload: 2 })
  })
  it('ignores CPU figures above 100 % (SPEC §8)', () => {
    expect(cpuPercent(101)).toBeNull()
    expect(cpuPercent(-1)).toBeNull()
    expect(cpuPercent(42.123)).toBe(42.12)
    expect(processCpu(10, 10.5, 1)).toBe(50)
    expect(processCpu(10, 12, 1)).toBeNull()
    expect(processCpu(undefined, 12, 1)).toBeNull()
  })
  it('scales MCU load, awake time and bandwidth by SPEC §9 constants', () => {
    const load = mcuLoad({ mcu_task_avg: 0.0001, mcu_task_stddev: 0.0001, mcu_awake: 0.5, bytes_write: 27500, bytes_retransmit: 0 }, { bytes_write: 2500, bytes_retransmit: 0 }, 1)
    expect(load).toEqual({ load: 0.16, awake: 0.1, bandwidth: 1 })
  })
  it('takes memory and network rates', () => {
    expect(memoryUsedPercent({ total: 4000, used: 1000 })).toBe(25)
    expect(memoryUsedPercent(undefined)).toBeNull()
    expect(byteRate(1000, 3000, 2)).toBe(1000)
    expect(byteRate(5000, 3000, 2)).toBe(0)
  })
})
