import { lazy } from 'react'
import type { DashboardCardDef } from '../features/dashboard/card-types'
import { useKlippyReady } from '../state/printer-selectors'
import { usePrinter } from '../state/printer-fields'
import { useHasVisibleMacros } from '../state/macros'
import { useHasEnabledCameras } from '../state/camera-list'

/** Every card the dashboard can show; the dashboard feature arranges them by the saved layout. */
export const DASHBOARD_CARDS: DashboardCardDef[] = [
  { id: 'printer-status', title: 'Printer status', component: lazy(() => import('../features/print-status/PrinterStatusCard')), useAvailable: useKlippyReady },
  { id: 'camera', title: 'Camera', component: lazy(() => import('../features/cameras/CameraCard')), useAvailable: useHasEnabledCameras },
  { id: 'toolhead', title: 'Toolhead', component: lazy(() => import('../features/toolhead/ToolheadCard')) },
  { id: 'macros', title: 'Macros', component: lazy(() => import('../features/macros/MacrosCard')), useAvailable: useHasVisibleMacros },
  { id: 'outputs', title: 'Outputs', component: lazy(() => import('../features/outputs/OutputsCard')) },
  { id: 'printer-limits', title: 'Printer limits', component: lazy(() => import('../features/limits/PrinterLimitsCard')) },
  {
    id: 'retract',
    title: 'Retract',
    component: lazy(() => import('../features/retraction/RetractCard')),
    useAvailable: () => usePrinter((p) => p.object('firmware_retraction') !== undefined),
  },
  { id: 'temperature', title: 'Thermals', component: lazy(() => import('../features/thermals/TemperatureCard')) },
  { id: 'console', title: 'Console', component: lazy(() => import('../features/console/ConsoleCard')) },
  { id: 'jobs', title: 'Jobs', component: lazy(() => import('../features/files/JobsCard')) },
  { id: 'gcode-preview', title: 'G-code preview', component: lazy(() => import('../features/gcode-preview/GcodePreviewCard')) },
]
