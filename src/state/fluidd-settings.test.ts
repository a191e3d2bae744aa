// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { defaultLayout } from '../lib/dashboard-layout'
import { parseSettingsFile, settingsFile } from '../lib/settings-backup'

const posted: { key: string; value: unknown }[] = []
vi.mock('../moonraker/api/database', () => ({
  getDatabaseItem: vi.fn(),
  postDatabaseItem: vi.fn(async (_ns: string, key: string, value: unknown) => {
    posted.push({ key, value })
    return { namespace: 'fluidd', key, value }
  }),
}))

const { importSettings, resetSettings } = await import('./actions/settings')
const { DB_ROOTS, getStored, getUiSetting, storedRootsAsWritten } = await import('./settings/settings')
const { useThermalPresets } = await import('./presets')
const { useMacroCategories } = await import('./macros')
const { getCommandHistory } = await import('./console')
const { getConsoleFilters } = await import('./console-filters')
const { useDashboardLayout } = await import('./layout')

/** The 'fluidd' namespace as Fluidd 1.19 leaves it on a printer (its keys and value shapes). */
const FLUIDD_DUMP = {
  namespace: 'fluidd',
  value: {
    uiSettings: {
      general: {
        instanceName: 'Voron 2.4', locale: 'de', dateformat: 'DD MMM.', timeformat: 'HH:mm', confirmOnEstop: true, topNavPowerToggle: 'printer',
        confirmOnPowerDeviceChange: true, confirmOnSaveConfigAndRestart: false, defaultExtrudeLength: 25, defaultExtrudeSpeed: 3, defaultToolheadMoveLength: 10,
        defaultToolheadXYSpeed: 200, defaultToolheadZSpeed: 15, toolheadMoveDistances: [0.1, 1, 5, 50], zAdjustDistances: [0.01, 0.05], useGcodeCoords: true,
        axis: { x: { inverted: true }, y: { inverted: false }, z: { inverted: true } }, chartVisible: false, hideTempWaits: false, showRateOfChange: true,
        showRelativeHumidity: false, showBarometricPressure: false, flipConsoleLayout: true, cameraFullscreenAction: 'rawstream', enableVersionNotifications: false,
      },
      theme: { isDark: false, logo: { src: 'logo_voron.svg' }, currentTheme: { primary: '#FF9800' } },
      editor: { autoEditExtensions: ['.cfg', '.txt'], confirmDirtyEditorClose: false, codeLens: false },
      dashboard: { tempPresets: [{ id: 'a1', name: 'PLA', gcode: 'M117 PLA', values: { extruder: { value: 210, type: 'heater', active: true }, heater_bed: { value: 60, type: 'heater', active: true } } }] },
      gcodePreview: { extrusionLineWidth: 0.45, moveLineWidth: 0.2, retractionIconSize: 0.8, flip: { horizontal: true, vertical: false }, drawBackground: false },
      tableHeaders: { gcodes: [{ text: 'Modified', value: 'modified', visible: false }] },
    },
    macros: {
      categories: [{ id: 'c-1', name: 'Calibration' }],
      stored: [{ name: 'bed_mesh_calibrate', alias: 'Mesh', visible: true, disabledWhilePrinting: true, color: '#ff0000', categoryId: 'c-1' }],
      expanded: [0],
    },
    console: {
      filters: [{ id: 'f-1', enabled: true, name: 'Heartbeat', type: 'contains', value: 'B:' }],
      commandHistory: ['G28', 'M115'],
    },
    cameras: { cameras: [{ id: 'cam-1', enabled: true, name: 'Nozzle', type: 'mjpgadaptive', url: '/webcam/?action=stream', fpstarget: 15, fpsidletarget: 5 }] },
    layout: {
      layouts: {
        dashboard: {
          container1: [{ id: 'temperature-card', enabled: true, collapsed: true }, { id: 'console-card', enabled: false, collapsed: false }],
          container2: [{ id: 'printer-status-card', enabled: true, collapsed: false }, { id: 'spoolman-card', enabled: true, collapsed: false }],
        },
      },
    },
    charts: {},
  },
}

const known = ['printer-status', 'camera', 'toolhead', 'macros', 'outputs', 'printer-limits', 'retract', 'sensors', 'temperature', 'console', 'jobs', 'gcode-preview', 'queue', 'spoolman'] as const

describe('settings in Fluidd shape', () => {
  it('lands every value of a Fluidd dump in the setting, store and selector that shows it', async () => {
    const parsed = parseSettingsFile(JSON.stringify(FLUIDD_DUMP), DB_ROOTS)
    if (!parsed.ok) throw new Error('not parsed')
    await importSettings(parsed.value)
    expect(posted.map((p) => p.key).sort()).toEqual(['cameras', 'charts', 'console', 'layout', 'macros', 'uiSettings'])

    const general = FLUIDD_DUMP.value.uiSettings.general
    expect(getStored('uiSettings', 'general')).toMatchObject(general)
    expect(getUiSetting('theme.isDark')).toBe(false)
    expect(getUiSetting('theme.currentTheme.primary')).toBe('#FF9800')
    expect(getUiSetting('theme.logo.src')).toBe('logo_voron.svg')
    expect(getUiSetting('editor.autoEditExtensions')).toEqual(['.cfg', '.txt'])
    expect(getUiSetting('editor.codeLens')).toBe(false)
    expect(getUiSetting('gcodePreview.extrusionLineWidth')).toBe(0.45)
    expect(getUiSetting('gcodePreview.flip.vertical')).toBe(false)
    // Keys the dump leaves out keep their defaults.
    expect(getUiSetting('gcodePreview.autoFollowOnFileLoad')).toBe(true)

    const presets = renderHook(() => useThermalPresets()).result.current
    expect(presets).toEqual([{ id: 'a1', name: 'PLA', gcode: 'M117 PLA', values: FLUIDD_DUMP.value.uiSettings.dashboard.tempPresets[0].values }])

    expect(renderHook(() => useMacroCategories()).result.current).toEqual([{ id: 'c-1', name: 'Calibration' }])
    expect(getStored('macros', 'stored').find((m) => m.name === 'bed_mesh_calibrate')).toMatchObject({ alias: 'Mesh', color: '#ff0000', categoryId: 'c-1', disabledWhilePrinting: true })

    expect(getConsoleFilters()).toEqual([{ id: 'f-1', enabled: true, name: 'Heartbeat', type: 'contains', value: 'B:' }])
    expect(getCommandHistory()).toEqual(['G28', 'M115'])

    const layout = renderHook(() => useDashboardLayout(known, defaultLayout())).result.current
    expect(layout.container1.slice(0, 2)).toEqual([
      { id: 'temperature', enabled: true, collapsed: true },
      { id: 'console', enabled: false, collapsed: false },
    ])
    expect(layout.container2[0]).toEqual({ id: 'printer-status', enabled: true, collapsed: false })
  })

  it('exports the roots as they are, and reads them back', () => {
    const text = settingsFile(storedRootsAsWritten())
    const again = parseSettingsFile(text, DB_ROOTS)
    expect(again.ok && again.value.uiSettings).toEqual(storedRootsAsWritten().uiSettings)
    expect(parseSettingsFile('not json', DB_ROOTS).ok).toBe(false)
    expect(parseSettingsFile('{"other": 1}', DB_ROOTS).ok).toBe(false)
    expect(parseSettingsFile(JSON.stringify({ fluidd: { macros: { categories: [] } } }), DB_ROOTS).ok).toBe(true)
  })

  it('puts a section back to its defaults', async () => {
    await resetSettings(['general.dateformat', 'theme'])
    expect(getUiSetting('general.dateformat')).toBe(null)
    expect(getUiSetting('theme.isDark')).toBe(true)
    expect(getUiSetting('general.timeformat')).toBe('HH:mm')
  })
})
