/**
 * Every root Stratum keeps in the shared 'fluidd' database namespace: its keys, their types and
 * defaults (SPEC §3 and §9, and Fluidd's own shapes, since both apps read the same data). The types of
 * every stored value, and of every path a screen may read or write, come from here.
 */
import { progressMethods, type ProgressMethod } from '../../lib/print-progress'
import type { CostSettings } from '../../lib/history/cost-settings'
import type { Reminder } from '../../lib/maintenance/reminders'
import { bool, custom, guarded, isPlainObject, listOf, num, oneOf, orNull, recordOf, section, text, type Shape, type ShapeValue } from '../../lib/stored-shape'
import type { ListReaders } from './list-readers'

/** The Uncategorized macro category's id (SPEC-NOTES: ids are strings, '0' is Uncategorized). */
const UNCATEGORIZED_ID = '0'

let readers: ListReaders | undefined

/** Loads the readers of stored lists; the load step waits for them before it reads anything. */
export async function loadListReaders(): Promise<void> {
  readers ??= (await import('./list-readers')).LIST_READERS
}

/** A value read by one of the list readers (its type is the reader's). */
function readBy<T>(fallback: NoInfer<T>, reader: (all: ListReaders) => (stored: unknown) => T | undefined): Shape<T> {
  return custom(fallback, (v) => (readers ? reader(readers)(v) : undefined))
}

const COST_DEFAULTS: CostSettings = { filamentPerKg: null, energyPerKwh: null, printerWatts: null, density: 1.24, diameter: 1.75, currency: '' }

const number = num(0)
const string = text('')

/** A table's column choice (uiSettings.tableHeaders.<table>). */
const savedColumn = guarded({ value: '', visible: true }, (v): v is { value: string; visible: boolean } => isPlainObject(v) && typeof v.value === 'string' && typeof v.visible === 'boolean')

const uiSettings = section({
  general: section({
    instanceName: text(''),
    /** null until the user picks one: the browser's language wins over a default. */
    locale: orNull(string),
    /** null until the user (here or in Fluidd) picks one: the locale's day and month order until then. */
    dateformat: orNull(oneOf('MMM. DD,', ['MMM. DD,', 'DD MMM.'])),
    /** null until the user (here or in Fluidd) picks 'hh:mm a' or 'HH:mm': the locale's clock until then. */
    timeformat: orNull(oneOf('HH:mm', ['hh:mm a', 'HH:mm'])),
    confirmOnEstop: bool(false),
    topNavPowerToggle: orNull(string),
    confirmOnPowerDeviceChange: bool(false),
    confirmOnSaveConfigAndRestart: bool(true),
    defaultExtrudeLength: num(10),
    defaultExtrudeSpeed: num(5),
    defaultToolheadMoveLength: num(1),
    defaultToolheadXYSpeed: num(130),
    defaultToolheadZSpeed: num(10),
    toolheadMoveDistances: listOf(number, [0.1, 1, 10, 25, 50, 100]),
    zAdjustDistances: listOf(number, [0.005, 0.01, 0.025, 0.05]),
    useGcodeCoords: bool(false),
    axis: section({
      x: section({ inverted: bool(false) }),
      y: section({ inverted: bool(false) }),
      z: section({ inverted: bool(false) }),
    }),
    chartVisible: bool(true),
    hideTempWaits: bool(true),
    showRateOfChange: bool(false),
    showRelativeHumidity: bool(true),
    showBarometricPressure: bool(true),
    flipConsoleLayout: bool(false),
    cameraFullscreenAction: oneOf('embed', ['embed', 'rawstream']),
    enableVersionNotifications: bool(true),
    /** Fluidd's key and shape: progress methods averaged ('file' is relative to the G-code body). */
    printProgressCalculation: custom<ProgressMethod[]>(['file'], progressMethods),
  }),
  theme: section({
    isDark: bool(true),
    /** Stratum's own addition: follow the system's dark/light choice (Fluidd ignores the key). */
    followSystem: bool(false),
    logo: section({ src: text('') }),
    currentTheme: section({ primary: text('#2196F3') }),
  }),
  editor: section({
    autoEditExtensions: listOf(string, ['.cfg', '.conf', '.ini', '.log', '.md', '.sh', '.txt']),
    confirmDirtyEditorClose: bool(true),
    codeLens: bool(true),
  }),
  dashboard: section({ tempPresets: readBy([], (r) => r.thermalPresets) }),
  tableHeaders: recordOf(listOf(savedColumn)),
  gcodePreview: section({
    extrusionLineWidth: num(0.3),
    moveLineWidth: num(0.1),
    retractionIconSize: num(0.6),
    flip: section({ horizontal: bool(false), vertical: bool(true) }),
    drawBackground: bool(true),
    showAnimations: bool(true),
    groupLowerLayers: bool(false),
    autoLoadOnPrintStart: bool(false),
    autoFollowOnFileLoad: bool(true),
  }),
  /** Stratum's own: the file lists' date column. */
  files: section({ absoluteDates: bool(false) }),
  /** Stratum's own: print cost prices (Settings → Print costs). */
  history: section({ costs: readBy(COST_DEFAULTS, (r) => r.costs) }),
  /** Stratum's own: the job queue holds between jobs until the user says the bed is clear. */
  queue: section({ bedCheck: bool(false) }),
  /** Stratum's own: maintenance reminders of this printer (Settings → Maintenance). */
  maintenance: section({ reminders: readBy<Reminder[]>([], (r) => r.reminders) }),
})

const macros = section({
  categories: readBy([], (r) => r.macroCategories),
  /** Fluidd's list of per-macro records; a map by name (older builds) reads too. */
  stored: readBy([], (r) => r.storedMacros),
  /** Open category panels of the dashboard card; Fluidd writes numbers. */
  expanded: custom([UNCATEGORIZED_ID], (v) => (Array.isArray(v) ? v.filter((x) => typeof x === 'string' || typeof x === 'number').map(String) : undefined)),
})

const consoleRoot = section({
  filters: readBy([], (r) => r.consoleFilters),
  commandHistory: listOf(string),
  /** When the console was last cleared (epoch ms). */
  lastCleared: num(0),
})

const charts = section({ seriesVisibility: recordOf(bool(true)) })

const cameras = section({
  /** Cameras for servers without Moonraker's webcams API: Fluidd's records by id. */
  cameras: readBy({}, (r) => r.cameras),
  /** 'all', or the uid of the one camera the card and page show. */
  activeCamera: custom('all', (v) => (typeof v === 'string' && v ? v : undefined)),
})

const layout = section({
  layouts: section({ dashboard: orNull(readBy({}, (r) => r.layout)) }),
  /** Where earlier Stratum builds kept the dashboard. */
  dashboard: orNull(readBy({}, (r) => r.layout)),
})

const history = section({ notes: recordOf(string) })

export const STORED_SHAPES = { uiSettings, macros, console: consoleRoot, charts, cameras, layout, history }

export type DbRoot = keyof typeof STORED_SHAPES
export const DB_ROOTS = ['uiSettings', 'macros', 'console', 'charts', 'cameras', 'layout', 'history'] as const satisfies readonly DbRoot[]
export type StoredRoots = { [R in DbRoot]: ShapeValue<(typeof STORED_SHAPES)[R]> }
export type UiSettings = StoredRoots['uiSettings']
