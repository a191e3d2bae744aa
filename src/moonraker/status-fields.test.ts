import { describe, expect, it } from 'vitest'
import { isRoutine, mergeChanges } from './status-fields'

describe('status fields', () => {
  it('tells readings from events', () => {
    expect(isRoutine({ extruder: { temperature: 210.3, power: 0.4 }, toolhead: { position: [1, 2, 3, 4] } })).toBe(true)
    expect(isRoutine({ bed_mesh: { probed_matrix: [[0]] } })).toBe(false)
    expect(isRoutine({ extruder: { temperature: 210, target: 215 } })).toBe(false)
    expect(isRoutine({ print_stats: { state: 'paused' } })).toBe(false)
  })

  it('merges changes object by object, later fields winning and earlier ones kept', () => {
    const into = { extruder: { temperature: 20, power: 0 } }
    mergeChanges(into, { extruder: { temperature: 21 }, heater_bed: { temperature: 60 } })
    expect(into).toEqual({ extruder: { temperature: 21, power: 0 }, heater_bed: { temperature: 60 } })
  })
})
