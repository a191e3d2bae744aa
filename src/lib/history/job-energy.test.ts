import { describe, expect, it } from 'vitest'
import type { HistoryAuxiliary, HistoryJob } from '../../moonraker/types'
import { COST_DEFAULTS, jobCost, jobKwh } from './cost'
import { csvRow, CSV_HEADER } from './jobs'
import { formatKwh, jobEnergyKwh, jobPricePerKg, jobSpoolIds, totalEnergyKwh } from './job-energy'

const energy = (value: unknown, units = 'kWh'): HistoryAuxiliary => ({ provider: 'sensor plug', name: 'energy_consumption', value, description: 'Printer energy consumption', units })
const spools = (ids: number[]): HistoryAuxiliary => ({ provider: 'spoolman', name: 'spool_ids', value: ids, description: 'Spool IDs used', units: null })
const job = (aux: HistoryAuxiliary[]): HistoryJob => ({
  job_id: '000001', filename: 'a.gcode', status: 'completed', start_time: 0, end_time: 3600, print_duration: 3600, total_duration: 3600, filament_used: 1000, exists: true, metadata: {}, auxiliary_data: aux,
})

describe('job energy and spool price', () => {
  it('reads the metered energy in kWh (Wh converted); none without a field', () => {
    expect(jobEnergyKwh(job([spools([1]), energy(0.25)]))).toBe(0.25)
    expect(jobEnergyKwh(job([energy(250, 'Wh')]))).toBe(0.25)
    expect(jobEnergyKwh(job([energy('x')]))).toBeNull()
    expect(jobEnergyKwh({ auxiliary_data: undefined })).toBeNull()
  })

  it('takes the total of the same field from the totals', () => {
    expect(totalEnergyKwh([{ provider: 'sensor plug', field: 'energy_consumption', total: 3.5, maximum: 1 }], [energy(0.1)])).toBe(3.5)
    expect(totalEnergyKwh([], [energy(0.1)])).toBeNull()
  })

  it('prices filament by the last spool with a known price, else the settings', () => {
    const j = job([spools([3, 7])])
    expect(jobSpoolIds(j)).toEqual([3, 7])
    expect(jobPricePerKg(j, 20, (id) => (id === 3 ? 30 : null))).toBe(30)
    expect(jobPricePerKg(j, 20, (id) => (id === 7 ? 40 : 30))).toBe(40)
    expect(jobPricePerKg(j, 20)).toBe(20)
    expect(jobPricePerKg(job([]), 20, () => 99)).toBe(20)
  })

  it('costs metered energy instead of the watts estimate, and a job price over the settings', () => {
    const s = { ...COST_DEFAULTS, filamentPerKg: 20, energyPerKwh: 0.4, printerWatts: 100 }
    const input = { filamentMm: 1000, seconds: 3600, sliced: { grams: 10, mm: 1000 } }
    expect(jobKwh(input, s)).toBeCloseTo(0.1)
    expect(jobCost(input, s)).toBeCloseTo(0.2 + 0.04)
    expect(jobCost({ ...input, energyKwh: 0.5 }, s)).toBeCloseTo(0.2 + 0.2)
    expect(jobCost({ ...input, energyKwh: 0.5, pricePerKg: 40 }, s)).toBeCloseTo(0.4 + 0.2)
    expect(jobCost({ ...input, energyKwh: 0.5 }, { ...s, filamentPerKg: null, printerWatts: null })).toBeCloseTo(0.2)
  })

  it('writes the energy in the CSV row before the cost', () => {
    const row = csvRow(job([energy(0.1234567)]), 1.5, '')
    expect(row[CSV_HEADER.indexOf('energy_kwh')]).toBe(0.123457)
    expect(row[CSV_HEADER.indexOf('cost')]).toBe(1.5)
    expect(formatKwh(0.1234, 'de')).toBe('0,123 kWh')
    expect(formatKwh(null)).toBe('')
  })
})
