import type { ComponentType, LazyExoticComponent } from 'react'
import { defaultLayout, type Layout, type LayoutEntry as GenericLayoutEntry } from '../../lib/dashboard-layout'

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
  | 'queue'
  | 'gcode-preview'
  | 'spoolman'
  | 'sensors'

/** A card the app registers for the dashboard; the layout arranges them. */
export interface DashboardCardDef {
  id: DashboardCardId
  title: string
  /** The translation of the title ('namespace:key'), for what the dashboard itself says about the card. */
  titleKey: string
  component: LazyExoticComponent<ComponentType> | ComponentType
  /**
   * The card mounts (and its lazy code loads) when it first comes near the viewport, or at once when
   * the dashboard was opened for a card; until then its slot holds a placeholder.
   */
  whenSeen?: boolean
  /** Hook: false hides the card outside layout mode (SPEC hidden-card rules). */
  useAvailable?: () => boolean
}

export type LayoutEntry = GenericLayoutEntry<DashboardCardId>

export type DashboardLayout = Layout<DashboardCardId>

export const DEFAULT_LAYOUT: DashboardLayout = defaultLayout()
