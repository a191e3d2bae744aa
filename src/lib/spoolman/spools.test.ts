import { describe, expect, it } from 'vitest'
import type { SpoolmanSpool } from '../../moonraker/types'
import { filterSpools, remainingFraction, spoolColor, spoolName, spoolPricePerKg, spoolShortfall } from './spools'

function spool(over: Partial<SpoolmanSpool> & { id: number }, filament: Partial<SpoolmanSpool['filament']> = {}): SpoolmanSpool {
  return {
    used_weight: 200,
    used_length: 67000,
    remaining_weight: 800,
    remaining_length: 268000,
    initial_weight: 1000,
    archived: false,
    ...over,
    filament: { id: 1, name: 'Galaxy Black', material: 'PLA', density: 1.24, diameter: 1.75, weight: 1000, color_hex: '3B3B44', vendor: { id: 1, name: 'Prusament' }, ...filament },
  }
}

describe('spools', () => {
  it('name and colour come from the filament', () => {
    expect(spoolName(spool({ id: 3 }))).toBe('Galaxy Black')
    expect(spoolName(spool({ id: 3 }, { name: undefined, material: undefined }))).toBe('#3')
    expect(spoolColor(spool({ id: 1 }))).toBe('#3B3B44')
    expect(spoolColor(spool({ id: 1 }, { color_hex: undefined, multi_color_hexes: 'FF0000,00FF00' }))).toBe('#FF0000')
    expect(spoolColor(spool({ id: 1 }, { color_hex: 'not a colour' }))).toBeNull()
  })

  it('remaining fraction is the remaining weight over the initial one', () => {
    expect(remainingFraction(spool({ id: 1 }))).toBe(0.8)
    expect(remainingFraction(spool({ id: 1, initial_weight: undefined }, { weight: undefined }))).toBeNull()
  })

  it('price per kg: the spool price over its weight, else the filament price over a full spool', () => {
    expect(spoolPricePerKg(spool({ id: 1, price: 20, initial_weight: 500 }))).toBe(40)
    expect(spoolPricePerKg(spool({ id: 1 }, { price: 25, weight: 1000 }))).toBe(25)
    expect(spoolPricePerKg(spool({ id: 1 }))).toBeNull()
  })

  it('warns when the file needs more than the spool holds, by weight or length', () => {
    expect(spoolShortfall({ weight: 100, length: 30000 }, spool({ id: 1 }))).toBeNull()
    expect(spoolShortfall({ weight: 900 }, spool({ id: 1 }))).toEqual({ needWeight: 900, haveWeight: 800, needLength: undefined, haveLength: 268000 })
    expect(spoolShortfall({ length: 300000 }, spool({ id: 1 }))?.needLength).toBe(300000)
    expect(spoolShortfall({}, spool({ id: 1 }))).toBeNull()
  })

  it('searches every word in number, vendor, material and name; archived spools never show', () => {
    const list = [spool({ id: 1 }), spool({ id: 2 }, { name: 'Orange', material: 'PETG' }), spool({ id: 3, archived: true })]
    expect(filterSpools(list, '').map((s) => s.id)).toEqual([1, 2])
    expect(filterSpools(list, 'prusa petg').map((s) => s.id)).toEqual([2])
    expect(filterSpools(list, '#1').map((s) => s.id)).toEqual([1])
  })
})
