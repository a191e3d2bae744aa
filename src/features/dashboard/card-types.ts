import type { ComponentType, LazyExoticComponent } from 'react'

/** Dashboard card ids of SPEC §2 (containers 1 and 2 by default). */
export type DashboardCardId =
  | 'printer-status'
  | 'camera'
  | 'toolhead'
  | 'macros'
  | 'outputs'
  | 'printer-limits'
  | 'retract'
  | 'temperature'
  | 'console'
  | 'jobs'
  | 'gcode-preview'

/** A card the app registers for the dashboard; the layout arranges them. */
export interface DashboardCardDef {
  id: DashboardCardId
  title: string
  component: LazyExoticComponent<ComponentType> | ComponentType
  /** Hook: false hides the card outside layout mode (SPEC hidden-card rules). */
  useAvailable?: () => boolean
}

export interface LayoutEntry {
  id: DashboardCardId
  enabled: boolean
  collapsed: boolean
}

export type DashboardLayout = Record<'container1' | 'container2' | 'container3' | 'container4', LayoutEntry[]>

export const DEFAULT_LAYOUT: DashboardLayout = {
  container1: ['printer-status', 'camera', 'toolhead', 'macros', 'outputs', 'printer-limits', 'retract'].map((id) => ({ id: id as DashboardCardId, enabled: true, collapsed: false })),
  container2: ['temperature', 'console', 'jobs', 'gcode-preview'].map((id) => ({ id: id as DashboardCardId, enabled: true, collapsed: false })),
  container3: [],
  container4: [],
}
