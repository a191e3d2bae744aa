import { describe, expect, it } from 'vitest'
import { MoonrakerError } from '../../moonraker/errors'
import { DB_ROOTS } from './shapes'
import { loadStoredSettings, useStoredSettings } from './store'
import { getStored, getUiSetting } from './settings'
import { installFakeMoonraker } from '../testing/fake-moonraker'

describe('loading the database roots', () => {
  it('reads the whole namespace in one call and creates only the roots it lacks', async () => {
    const fake = installFakeMoonraker({
      'server.database.get_item': { namespace: 'fluidd', key: null, value: { uiSettings: { general: { locale: 'de' } }, layout: {}, unrelated: 1 } },
    })
    await loadStoredSettings()
    expect(fake.calls.filter((c) => c.method === 'server.database.get_item')).toEqual([{ method: 'server.database.get_item', params: { namespace: 'fluidd' } }])
    const created = fake.calls.filter((c) => c.method === 'server.database.post_item').map((c) => c.params?.key)
    expect(created.sort()).toEqual(DB_ROOTS.filter((r) => r !== 'uiSettings' && r !== 'layout').sort())
    expect(useStoredSettings.getState().stored.uiSettings).toEqual({ general: { locale: 'de' } })
    expect(getUiSetting('general.locale')).toBe('de')
    expect(useStoredSettings.getState().loaded).toBe(true)
  })

  it('a fresh printer without the namespace (404) gets every root created empty', async () => {
    const fake = installFakeMoonraker({ 'server.database.get_item': new MoonrakerError(404, 'Namespace fluidd not found') })
    await loadStoredSettings()
    expect(fake.calls.filter((c) => c.method === 'server.database.post_item')).toHaveLength(DB_ROOTS.length)
    expect(useStoredSettings.getState().stored.macros).toEqual({})
    expect(getStored('macros', 'expanded')).toEqual(['0'])
  })

  it('any other failure propagates (a 401 sends the user to the login)', async () => {
    installFakeMoonraker({ 'server.database.get_item': new MoonrakerError(401, 'Unauthorized') })
    await expect(loadStoredSettings()).rejects.toThrow('Unauthorized')
  })
})

/** A printer whose database keeps what it is sent, by dotted key, as Moonraker does. */
function statefulDatabase(initial: Record<string, unknown>) {
  const namespace: Record<string, unknown> = structuredClone(initial)
  const at = (key: string) => key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), namespace)
  const set = (key: string, value: unknown) => {
    const keys = key.split('.')
    let o = namespace
    for (const k of keys.slice(0, -1)) o = (o[k] && typeof o[k] === 'object' ? o[k] : (o[k] = {})) as Record<string, unknown>
    o[keys[keys.length - 1]] = structuredClone(value)
  }
  const fake = installFakeMoonraker({
    'server.database.get_item': (p) => {
      const value = p?.key === undefined ? namespace : at(String(p.key))
      if (value === undefined) return new MoonrakerError(404, `Key '${String(p?.key)}' not found`)
      return { namespace: 'fluidd', key: p?.key ?? null, value: structuredClone(value) }
    },
    'server.database.post_item': (p) => {
      set(String(p?.key), p?.value)
      return { namespace: 'fluidd', key: p?.key, value: p?.value }
    },
  })
  return { fake, namespace: () => namespace, write: set }
}

describe('the load step', () => {
  it('reads every key as its type: wrong types and nulls read as defaults, unknown keys stay as stored', async () => {
    statefulDatabase({
      uiSettings: {
        general: { locale: 5, confirmOnEstop: 'yes', toolheadMoveDistances: ['a', 5, null], axis: null, fluiddOnly: { x: 1 } },
        gcodePreview: { followProgress: false, flip: 'sideways' },
        theme: null,
        tableHeaders: { gcodes: 'bad', history: [{ value: 'size', visible: false, text: 'Size' }, 7] },
      },
      macros: { categories: 'none', stored: { prep: { alias: 3, visible: false } }, expanded: [0, '2'] },
      console: { filters: [{ name: 'B', type: 'weird', value: 3 }], commandHistory: 'G28' },
      cameras: { cameras: [{ id: 'c1', name: 'Nozzle' }, 'junk'], activeCamera: '' },
      layout: { layouts: { dashboard: { container1: [{ id: 'temperature-card', enabled: 'no' }, 4] } } },
      charts: { seriesVisibility: { 'extruder#target': 'off', 'bed#power': true } },
      history: { notes: { a: 'fine', b: 4 } },
    })
    await loadStoredSettings()
    expect(getUiSetting('general.locale')).toBeNull()
    expect(getUiSetting('general.confirmOnEstop')).toBe(false)
    expect(getUiSetting('general.toolheadMoveDistances')).toEqual([5])
    expect(getUiSetting('general.axis')).toEqual({ x: { inverted: false }, y: { inverted: false }, z: { inverted: false } })
    expect(getUiSetting('gcodePreview.flip')).toEqual({ horizontal: false, vertical: true })
    expect(getUiSetting('gcodePreview')).toMatchObject({ followProgress: false, extrusionLineWidth: 0.3 })
    expect(getUiSetting('general')).toMatchObject({ fluiddOnly: { x: 1 } })
    expect(getUiSetting('theme.currentTheme.primary')).toBe('#2196F3')
    expect(getUiSetting('tableHeaders.gcodes')).toBeUndefined()
    expect(getUiSetting('tableHeaders.history')).toEqual([{ value: 'size', visible: false, text: 'Size' }])
    expect(getStored('macros', 'categories')).toEqual([])
    expect(getStored('macros', 'stored')).toEqual([{ name: 'prep', visible: false }])
    expect(getStored('macros', 'expanded')).toEqual(['0', '2'])
    expect(getStored('console', 'filters')).toEqual([{ id: 'filter-0', enabled: true, name: 'B', type: 'contains', value: '3' }])
    expect(getStored('console', 'commandHistory')).toEqual([])
    expect(Object.keys(getStored('cameras', 'cameras'))).toEqual(['c1'])
    expect(getStored('cameras', 'activeCamera')).toBe('all')
    expect(getStored('layout', 'layouts.dashboard')).toEqual({ container1: [{ id: 'temperature-card', enabled: true, collapsed: false }] })
    expect(getStored('charts', 'seriesVisibility')).toEqual({ 'bed#power': true })
    expect(getStored('history', 'notes')).toEqual({ a: 'fine' })
    // What was stored is kept as it was, for backups and other apps.
    expect(useStoredSettings.getState().stored.uiSettings.theme).toBeNull()
  })

  it('a write changes one key on the server and leaves the keys beside it, ours and other apps\'', async () => {
    const db = statefulDatabase({ uiSettings: { gcodePreview: { followProgress: false, flip: { horizontal: true, mine: 1 } } } })
    await loadStoredSettings()
    const { saveUiSetting } = await import('./settings')
    await saveUiSetting('gcodePreview.flip.vertical', false)
    expect(db.namespace().uiSettings).toEqual({ gcodePreview: { followProgress: false, flip: { horizontal: true, mine: 1, vertical: false } } })
    expect(getUiSetting('gcodePreview.flip')).toEqual({ horizontal: true, vertical: false, mine: 1 })
  })

  it('a value that reads the same after a write keeps its identity (no re-render for what did not change)', async () => {
    statefulDatabase({})
    await loadStoredSettings()
    const before = getUiSetting('general.toolheadMoveDistances')
    const theme = getUiSetting('theme')
    const { saveUiSetting } = await import('./settings')
    await saveUiSetting('theme.isDark', false)
    expect(getUiSetting('general.toolheadMoveDistances')).toBe(before)
    expect(getUiSetting('theme')).not.toBe(theme)
    expect(getUiSetting('theme.logo')).toBe(theme.logo)
  })
})

describe('lists changed from two places', () => {
  it('a preset saved here keeps the one another tab saved since this tab loaded', async () => {
    const db = statefulDatabase({ uiSettings: { dashboard: { tempPresets: [{ id: 'a', name: 'PLA', values: {}, gcode: '' }] } } })
    await loadStoredSettings()
    // Another tab adds one after this tab loaded.
    db.write('uiSettings.dashboard.tempPresets', [...(db.namespace().uiSettings as { dashboard: { tempPresets: unknown[] } }).dashboard.tempPresets, { id: 'b', name: 'PETG', values: {}, gcode: '', color: 'x' }])
    const { savePreset, deletePreset } = await import('../presets')
    await savePreset({ id: 'c', name: 'ABS', values: {}, gcode: '' })
    const names = () => (db.namespace().uiSettings as { dashboard: { tempPresets: { name: string }[] } }).dashboard.tempPresets.map((p) => p.name)
    expect(names()).toEqual(['PLA', 'PETG', 'ABS'])
    await deletePreset('a')
    expect(names()).toEqual(['PETG', 'ABS'])
    // Another app's field on a record survives our write.
    expect((db.namespace().uiSettings as { dashboard: { tempPresets: { color?: string }[] } }).dashboard.tempPresets[0].color).toBe('x')
  })
})
