import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

export interface SettingsSection {
  /** The hash of SPEC §2 (#general, #console …). */
  id: string
  title: string
  component: LazyExoticComponent<ComponentType>
  /** A server component the section needs (authorization, timelapse, update_manager). */
  requires?: string
}

/** Settings sections in SPEC order; app composes them from the features that own them. */
export const SETTINGS_SECTIONS: SettingsSection[] = [
  { id: 'general', title: 'General', component: lazy(() => import('../../features/settings/GeneralSettings')) },
  { id: 'console', title: 'Console', component: lazy(() => import('../../features/console/ConsoleSettings')) },
  { id: 'theme', title: 'Theme', component: lazy(() => import('../../features/settings/ThemeSettings')) },
  { id: 'editor', title: 'File editor', component: lazy(() => import('../../features/files/EditorSettings')) },
  { id: 'auth', title: 'Authentication', component: lazy(() => import('../../features/auth/AuthSettings')), requires: 'authorization' },
  { id: 'macros', title: 'Macros', component: lazy(() => import('../../features/macros/MacroCategoriesSettings')) },
  { id: 'camera', title: 'Cameras', component: lazy(() => import('../../features/cameras/CameraSettings')) },
  { id: 'toolhead', title: 'Toolhead', component: lazy(() => import('../../features/toolhead/ToolheadSettings')) },
  { id: 'presets', title: 'Thermal presets', component: lazy(() => import('../../features/thermals/PresetsSettings')) },
  { id: 'gcodePreview', title: 'G-code preview', component: lazy(() => import('../../features/gcode-preview/GcodePreviewSettings')) },
  { id: 'costs', title: 'Print costs', component: lazy(() => import('../../features/history/CostSettings')), requires: 'history' },
  { id: 'timelapse', title: 'Timelapse', component: lazy(() => import('../../features/timelapse/TimelapseSettingsSection')), requires: 'timelapse' },
  { id: 'versions', title: 'Versions', component: lazy(() => import('../../features/updates/VersionsSettings')), requires: 'update_manager' },
]
