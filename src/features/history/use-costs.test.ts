// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { COST_DEFAULTS } from '../../lib/history/cost'
import type { HistoryJob } from '../../moonraker/types'
import { useServerStore } from '../../state/server'
import { useSpoolmanStore } from '../../state/spoolman/spoolman'
import { installFakeMoonraker } from '../../state/testing/fake-moonraker'
import { costOfJob, useSpoolPrices } from './use-costs'

const spool = (id: number, price: number) => ({ id, price, initial_weight: 1000, remaining_weight: 500, used_weight: 500, archived: false, filament: { id, name: `F${id}`, material: 'PLA', weight: 1000, density: 1.24, diameter: 1.75, vendor: { id: 1, name: 'V' } } })
const job = (ids: number[]): HistoryJob =>
  ({ job_id: '1', filename: 'a.gcode', status: 'completed', filament_used: 1000, total_duration: 600, print_duration: 600, metadata: {}, auxiliary_data: [{ provider: 'spoolman', name: 'spool_ids', value: ids, description: 'Spool IDs used', units: null }] }) as unknown as HistoryJob

beforeEach(() => {
  useServerStore.setState({ components: ['spoolman', 'history'] })
  useSpoolmanStore.setState({ spools: null, activeSpool: null })
})

describe("a job's cost with Spoolman", () => {
  it("prices its filament at the spool it used, else at the set price per kg", () => {
    const settings = { ...COST_DEFAULTS, filamentPerKg: 20 }
    const grams = (Math.PI * 0.875 ** 2 * 1000 * 1.24) / 1000
    expect(costOfJob(job([3]), settings, (id) => (id === 3 ? 40 : null))).toBeCloseTo((grams / 1000) * 40, 6)
    expect(costOfJob(job([3]), settings, () => null)).toBeCloseTo((grams / 1000) * 20, 6)
    expect(costOfJob(job([]), settings)).toBeCloseTo((grams / 1000) * 20, 6)
  })

  it('loads the spool list once a shown job recorded its spools, and prices from it', async () => {
    const fake = installFakeMoonraker({ 'server.spoolman.proxy': () => ({ response: [spool(3, 25), spool(4, 30)], error: null }) })
    const { result } = renderHook(() => useSpoolPrices([job([4])]))
    expect(result.current).toBeUndefined()
    await waitFor(() => expect(result.current).toBeDefined())
    expect(result.current?.(4)).toBe(30)
    expect(fake.calls.filter((c) => c.method === 'server.spoolman.proxy')).toHaveLength(1)
  })

  it('asks nothing when no job recorded a spool', () => {
    const fake = installFakeMoonraker()
    const { result } = renderHook(() => useSpoolPrices([job([])]))
    expect(result.current).toBeUndefined()
    expect(fake.calls).toEqual([])
  })
})
