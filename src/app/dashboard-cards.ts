import type { DashboardCardDef } from '../features/dashboard/card-types'
import { useKlippyReadyOrStale } from '../state/printer-selectors'
import { usePrinter } from '../state/printer-fields'
import { useHasVisibleMacros } from '../state/macros'
import { useHasEnabledCameras } from '../state/camera-list'
import { useHasComponent } from '../state/server'
import PrinterStatusCard from '../features/print-status/PrinterStatusCard'
import CameraCard from '../features/cameras/CameraCard'
import ToolheadCard from '../features/toolhead/ToolheadCard'
import TemperatureCard from '../features/thermals/TemperatureCard'
import ConsoleCard from '../features/console/ConsoleCard'
import { lazy } from '../ui/lazy'

/*
 * Cards that sit lower on the default layout: their code (and the UI parts only they use) loads when
 * the first of them comes near the viewport, as one chunk (vite.config.ts groups them). A cold load
 * of the dashboard never fetches them unless the user's layout shows one in the first screen.
 */
const MacrosCard = lazy(() => import('../features/macros/MacrosCard'))
const OutputsCard = lazy(() => import('../features/outputs/OutputsCard'))
const PrinterLimitsCard = lazy(() => import('../features/limits/PrinterLimitsCard'))
const RetractCard = lazy(() => import('../features/retraction/RetractCard'))
const JobsCard = lazy(() => import('../features/files/JobsCard'))
const GcodePreviewCard = lazy(() => import('../features/gcode-preview/GcodePreviewCard'))
const SpoolCard = lazy(() => import('../features/spoolman/SpoolCard'))
const SensorsCard = lazy(() => import('../features/sensors/SensorsCard'))
/**
 * The queue card has a chunk of its own, not the later cards' one: the Jobs page shows it too, and the
 * queue's stores, which the alerts read from start-up, would otherwise bring that chunk along with them.
 */
const loadQueueCard = () => import('../features/files/queue/QueueCard')
const QueueCard = lazy(loadQueueCard)

/**
 * Every card the dashboard can show; the dashboard feature arranges them by the saved layout. The
 * cards of the first screen come with the dashboard's chunk (vite.config.ts groups them), so they are
 * imported as they are: a lazy card would suspend once as it mounts, and the reveals of cards that
 * suspend together commit together, undoing the one-card-a-commit mount. A lazy card mounts when it
 * is first seen (DashboardCardSlot).
 */
export const DASHBOARD_CARDS: DashboardCardDef[] = [
  { id: 'printer-status', title: 'Printer status', titleKey: 'dashboard:status.title', component: PrinterStatusCard, useAvailable: useKlippyReadyOrStale },
  { id: 'camera', title: 'Camera', titleKey: 'cameras:title', component: CameraCard, useAvailable: useHasEnabledCameras },
  { id: 'toolhead', title: 'Toolhead', titleKey: 'dashboard:toolhead.title', component: ToolheadCard },
  { id: 'macros', title: 'Macros', titleKey: 'macros:title', component: MacrosCard, whenSeen: true, useAvailable: useHasVisibleMacros },
  { id: 'outputs', title: 'Outputs', titleKey: 'dashboard:outputs.title', component: OutputsCard, whenSeen: true },
  { id: 'printer-limits', title: 'Printer limits', titleKey: 'dashboard:limits.title', component: PrinterLimitsCard, whenSeen: true },
  {
    id: 'retract',
    title: 'Retract',
    titleKey: 'dashboard:retract.title',
    component: RetractCard,
    whenSeen: true,
    useAvailable: () => usePrinter((p) => p.object('firmware_retraction') !== undefined),
  },
  { id: 'temperature', title: 'Thermals', titleKey: 'dashboard:thermals.title', component: TemperatureCard },
  { id: 'console', title: 'Console', titleKey: 'console:title', component: ConsoleCard },
  { id: 'jobs', title: 'Jobs', titleKey: 'files:titles.jobs', component: JobsCard, whenSeen: true },
  { id: 'queue', title: 'Queue', titleKey: 'files:queue.title', component: QueueCard, whenSeen: true, useAvailable: () => useHasComponent('job_queue') },
  { id: 'sensors', title: 'Sensors', titleKey: 'dashboard:sensors.title', component: SensorsCard, whenSeen: true, useAvailable: () => useHasComponent('sensor') },
  { id: 'gcode-preview', title: 'G-code preview', titleKey: 'gcodePreview:title', component: GcodePreviewCard, whenSeen: true },
  { id: 'spoolman', title: 'Spool', titleKey: 'spoolman:title', component: SpoolCard, whenSeen: true, useAvailable: () => useHasComponent('spoolman') },
]
