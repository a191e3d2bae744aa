import type { DashboardCardDef } from '../features/dashboard/card-types'
import { useKlippyReady } from '../state/printer-selectors'
import { usePrinter } from '../state/printer-fields'
import { useHasVisibleMacros } from '../state/macros'
import { useHasEnabledCameras } from '../state/camera-list'
import PrinterStatusCard from '../features/print-status/PrinterStatusCard'
import CameraCard from '../features/cameras/CameraCard'
import ToolheadCard from '../features/toolhead/ToolheadCard'
import MacrosCard from '../features/macros/MacrosCard'
import OutputsCard from '../features/outputs/OutputsCard'
import PrinterLimitsCard from '../features/limits/PrinterLimitsCard'
import RetractCard from '../features/retraction/RetractCard'
import TemperatureCard from '../features/thermals/TemperatureCard'
import ConsoleCard from '../features/console/ConsoleCard'
import JobsCard from '../features/files/JobsCard'
import GcodePreviewCard from '../features/gcode-preview/GcodePreviewCard'

/**
 * Every card the dashboard can show; the dashboard feature arranges them by the saved layout. The
 * cards come with the dashboard's chunk (vite.config.ts groups them), so they are imported as they
 * are: a lazy card would suspend once as it mounts, and the reveals of cards that suspend together
 * commit together, undoing the one-card-a-commit mount.
 */
export const DASHBOARD_CARDS: DashboardCardDef[] = [
  { id: 'printer-status', title: 'Printer status', component: PrinterStatusCard, useAvailable: useKlippyReady },
  { id: 'camera', title: 'Camera', component: CameraCard, useAvailable: useHasEnabledCameras },
  { id: 'toolhead', title: 'Toolhead', component: ToolheadCard },
  { id: 'macros', title: 'Macros', component: MacrosCard, useAvailable: useHasVisibleMacros },
  { id: 'outputs', title: 'Outputs', component: OutputsCard },
  { id: 'printer-limits', title: 'Printer limits', component: PrinterLimitsCard },
  {
    id: 'retract',
    title: 'Retract',
    component: RetractCard,
    useAvailable: () => usePrinter((p) => p.object('firmware_retraction') !== undefined),
  },
  { id: 'temperature', title: 'Thermals', component: TemperatureCard },
  { id: 'console', title: 'Console', component: ConsoleCard },
  { id: 'jobs', title: 'Jobs', component: JobsCard },
  { id: 'gcode-preview', title: 'G-code preview', component: GcodePreviewCard },
]
