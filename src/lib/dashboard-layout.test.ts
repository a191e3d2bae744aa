import { describe, expect, it } from 'vitest'
import { columnSpan, defaultLayout, moveCard, normalizeLayout, updateCard, visibleContainers, type Layout } from './dashboard-layout'

const known = ['printer-status', 'camera', 'toolhead', 'macros', 'outputs', 'printer-limits', 'retract', 'sensors', 'temperature', 'console', 'jobs', 'gcode-preview', 'queue', 'spoolman'] as const
type Id = (typeof known)[number]

describe('dashboard layout', () => {
  it('has the SPEC default containers', () => {
    const layout = defaultLayout()
    expect(layout.container1.map((e) => e.id)).toEqual(['printer-status', 'camera', 'toolhead', 'macros', 'outputs', 'printer-limits', 'retract', 'sensors'])
    expect(layout.container2.map((e) => e.id)).toEqual(['temperature', 'console', 'jobs', 'gcode-preview', 'queue', 'spoolman'])
    expect(layout.container3).toEqual([])
    expect(layout.container1.every((e) => e.enabled && !e.collapsed)).toBe(true)
  })

  it('normalizes a stored layout: drops unknown and duplicate ids, adds missing cards where the default has them', () => {
    const stored = {
      container1: [{ id: 'toolhead', enabled: false, collapsed: true }, { id: 'bogus', enabled: true }, 'junk'],
      container3: [{ id: 'temperature' }, { id: 'toolhead', enabled: true }],
    }
    const layout = normalizeLayout<Id>(stored, known, defaultLayout())
    expect(layout.container1[0]).toEqual({ id: 'toolhead', enabled: false, collapsed: true })
    expect(layout.container3).toEqual([{ id: 'temperature', enabled: true, collapsed: false }])
    const all = [...layout.container1, ...layout.container2, ...layout.container3, ...layout.container4].map((e) => e.id)
    expect(all.sort()).toEqual([...known].sort())
    expect(layout.container2.map((e) => e.id)).toEqual(['console', 'jobs', 'gcode-preview', 'queue', 'spoolman'])
  })

  it('falls back to the default for nothing stored', () => {
    expect(normalizeLayout<Id>(undefined, known, defaultLayout())).toEqual(defaultLayout())
  })

  it('moves cards within and across columns', () => {
    let layout: Layout<Id> = defaultLayout()
    layout = moveCard(layout, 'retract', 'container1', 0)
    expect(layout.container1[0].id).toBe('retract')
    layout = moveCard(layout, 'toolhead', 'container3', 5)
    expect(layout.container3.map((e) => e.id)).toEqual(['toolhead'])
    expect(layout.container1.some((e) => e.id === 'toolhead')).toBe(false)
    layout = moveCard(layout, 'console', 'container3', 0)
    expect(layout.container3.map((e) => e.id)).toEqual(['console', 'toolhead'])
  })

  it('updates one entry', () => {
    const layout = updateCard(defaultLayout(), 'jobs', { enabled: false })
    expect(layout.container2.find((e) => e.id === 'jobs')?.enabled).toBe(false)
  })

  it('counts columns: 4 in layout mode, else those with visible cards', () => {
    const layout = moveCard(defaultLayout(), 'jobs', 'container4', 0)
    expect(visibleContainers(layout, true, () => false)).toHaveLength(4)
    expect(visibleContainers(layout, false, (e) => e.enabled)).toEqual(['container1', 'container2', 'container4'])
    expect(visibleContainers(layout, false, (e) => e.id !== 'jobs')).toEqual(['container1', 'container2'])
    expect(visibleContainers(layout, false, () => false)).toEqual(['container1'])
  })

  it('spans 12 grid columns on small screens, 6 from md', () => {
    expect(columnSpan(4)).toEqual({ base: 12, md: 6, lg: 6, xl: 3 })
    expect(columnSpan(2)).toEqual({ base: 12, md: 6, lg: 6, xl: 6 })
    expect(columnSpan(1)).toEqual({ base: 12, md: 12, lg: 12, xl: 12 })
    expect(columnSpan(3).lg).toBe(4)
  })
})
