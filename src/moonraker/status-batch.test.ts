import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { StatusBatcher } from './status-batch'
import { STATUS_FLUSH_MS } from './status-fields'

const status = (changes: object, eventtime: number) => JSON.stringify({ jsonrpc: '2.0', method: 'notify_status_update', params: [changes, eventtime] })
const procStat = (cpu: number) => JSON.stringify({ jsonrpc: '2.0', method: 'notify_proc_stat_update', params: [{ system_cpu_usage: { cpu } }] })
const reply = (id: number) => JSON.stringify({ jsonrpc: '2.0', result: 'ok', id })
const gcodeLine = (line: string) => JSON.stringify({ jsonrpc: '2.0', method: 'notify_gcode_response', params: [line] })

let deliveries: string[][]
let batch: StatusBatcher

beforeEach(() => {
  vi.useFakeTimers()
  deliveries = []
  batch = new StatusBatcher((messages) => deliveries.push(messages))
})
afterEach(() => {
  batch.stop()
  vi.useRealTimers()
})

describe('StatusBatcher', () => {
  it('lets readings through once a second, merged into one update with the last eventtime', () => {
    batch.push(status({ extruder: { temperature: 200 } }, 1))
    vi.advanceTimersByTime(0)
    expect(deliveries).toEqual([[status({ extruder: { temperature: 200 } }, 1)]])

    batch.push(status({ extruder: { temperature: 201, power: 0.5 } }, 1.25))
    batch.push(status({ extruder: { temperature: 202 }, toolhead: { position: [1, 2, 3, 4] } }, 1.5))
    vi.advanceTimersByTime(STATUS_FLUSH_MS - 1)
    expect(deliveries).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(deliveries[1]).toEqual([status({ extruder: { temperature: 202, power: 0.5 }, toolhead: { position: [1, 2, 3, 4] } }, 1.5)])
  })

  it('keeps every statistics sample of the second, in order, in the same delivery', () => {
    batch.push(status({ extruder: { temperature: 200 } }, 1))
    batch.push(procStat(10))
    batch.push(procStat(11))
    vi.advanceTimersByTime(0)
    expect(deliveries).toEqual([[status({ extruder: { temperature: 200 } }, 1), procStat(10), procStat(11)]])
  })

  it('sends anything else at once, after what it holds, so the order of the stream is kept', () => {
    batch.push(status({ extruder: { temperature: 200 } }, 1))
    vi.advanceTimersByTime(0)
    batch.push(status({ extruder: { temperature: 201 } }, 2))
    batch.push(reply(7))
    expect(deliveries[1]).toEqual([status({ extruder: { temperature: 201 } }, 2), reply(7)])
    batch.push(gcodeLine('// probe at 10,10 is z=0.1'))
    expect(deliveries[2]).toEqual([gcodeLine('// probe at 10,10 is z=0.1')])
    // Nothing is left for the timer.
    vi.advanceTimersByTime(STATUS_FLUSH_MS * 2)
    expect(deliveries).toHaveLength(3)
  })

  it('holds Klipper’s temperature reports (printed every second while it waits for a heater) with the readings, in order', () => {
    batch.push(status({ extruder: { temperature: 200 } }, 1))
    vi.advanceTimersByTime(0)
    batch.push(gcodeLine('B:59.8 /60.0 T0:148.1 /150.0'))
    batch.push(status({ extruder: { temperature: 201 } }, 2))
    batch.push(gcodeLine('ok T:149.0 /150.0'))
    expect(deliveries).toHaveLength(1)
    vi.advanceTimersByTime(STATUS_FLUSH_MS)
    expect(deliveries[1]).toEqual([status({ extruder: { temperature: 201 } }, 2), gcodeLine('B:59.8 /60.0 T0:148.1 /150.0'), gcodeLine('ok T:149.0 /150.0')])
    // A line that only mentions a temperature is the user's or a macro's: at once.
    batch.push(gcodeLine('echo: T:150 reached'))
    batch.push(gcodeLine('// Klipper state: Ready'))
    expect(deliveries.slice(2)).toEqual([[gcodeLine('echo: T:150 reached')], [gcodeLine('// Klipper state: Ready')]])
  })

  it('passes an event in the status (a state, a target) at once, as the server sent it', () => {
    batch.push(status({ extruder: { temperature: 200 } }, 1))
    const event = status({ print_stats: { state: 'paused' } }, 2)
    batch.push(event)
    expect(deliveries).toEqual([[status({ extruder: { temperature: 200 } }, 1), event]])
  })

  it('passes what it cannot read untouched', () => {
    batch.push('{"method":"notify_status_update", broken')
    batch.push('not json')
    expect(deliveries).toEqual([['{"method":"notify_status_update", broken'], ['not json']])
  })

  it('lets out what it holds on demand, and drops it when stopped', () => {
    batch.push(status({ extruder: { temperature: 200 } }, 1))
    batch.flush()
    expect(deliveries).toHaveLength(1)
    batch.push(status({ extruder: { temperature: 201 } }, 2))
    batch.stop()
    vi.advanceTimersByTime(STATUS_FLUSH_MS * 2)
    batch.flush()
    expect(deliveries).toHaveLength(1)
  })
})
