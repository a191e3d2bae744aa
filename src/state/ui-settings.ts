import { getAtPath, saveDbValue, useDatabaseStore } from './database'

/** Defaults of the uiSettings root (SPEC §3 and §9). */
export const UI_DEFAULTS = {
  general: {
    instanceName: '',
    locale: 'en',
    dateformat: 'MMM. DD,',
    timeformat: 'hh:mm a',
    confirmOnEstop: false,
    topNavPowerToggle: null as string | null,
    confirmOnPowerDeviceChange: false,
    confirmOnSaveConfigAndRestart: true,
    defaultExtrudeLength: 10,
    defaultExtrudeSpeed: 5,
    defaultToolheadMoveLength: 1,
    defaultToolheadXYSpeed: 130,
    defaultToolheadZSpeed: 10,
    toolheadMoveDistances: [0.1, 1, 10, 25, 50, 100],
    zAdjustDistances: [0.005, 0.01, 0.025, 0.05],
    useGcodeCoords: false,
    axis: { x: { inverted: false }, y: { inverted: false }, z: { inverted: false } },
    chartVisible: true,
    hideTempWaits: true,
    showRateOfChange: false,
    showRelativeHumidity: true,
    showBarometricPressure: true,
    flipConsoleLayout: false,
    cameraFullscreenAction: 'embed' as 'embed' | 'rawstream',
    enableVersionNotifications: true,
    /** Fluidd's key and shape: progress methods averaged ('file' is relative to the G-code body). */
    printProgressCalculation: ['file'] as string[],
  },
  theme: {
    isDark: true,
    /** Stratum's own addition: follow the system's dark/light choice (Fluidd ignores the key). */
    followSystem: false,
    logo: { src: '' },
    currentTheme: { primary: '#2196F3' },
  },
  editor: {
    autoEditExtensions: ['.cfg', '.conf', '.ini', '.log', '.md', '.sh', '.txt'],
    confirmDirtyEditorClose: true,
    codeLens: true,
  },
  dashboard: {
    tempPresets: [] as unknown[],
  },
  tableHeaders: {} as Record<string, { value: string; visible: boolean }[]>,
  gcodePreview: {
    extrusionLineWidth: 0.3,
    moveLineWidth: 0.1,
    retractionIconSize: 0.6,
    flip: { horizontal: false, vertical: true },
    drawBackground: true,
    showAnimations: true,
    groupLowerLayers: false,
    autoLoadOnPrintStart: false,
    autoFollowOnFileLoad: true,
  },
  /** Stratum's own: print cost prices (Settings → Print costs); empty means none set. */
  history: {
    costs: {} as Record<string, unknown>,
  },
}

export type UiSettings = typeof UI_DEFAULTS

type Path = string

/** A uiSettings value at a dotted path, falling back to its default. */
export function useUiSetting<T>(path: Path): T {
  return useDatabaseStore((s) => {
    const keys = path.split('.')
    const v = getAtPath(s.roots.uiSettings, keys)
    return (v === undefined ? getAtPath(UI_DEFAULTS, keys) : v) as T
  })
}

export function getUiSetting<T>(path: Path): T {
  const keys = path.split('.')
  const v = getAtPath(useDatabaseStore.getState().roots.uiSettings, keys)
  return (v === undefined ? getAtPath(UI_DEFAULTS, keys) : v) as T
}

export function saveUiSetting(path: Path, value: unknown): Promise<void> {
  return saveDbValue('uiSettings', path, value)
}
