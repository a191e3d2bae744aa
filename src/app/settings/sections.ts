import type { ComponentType, LazyExoticComponent } from 'react'
import type { UiPath, UiSettings } from '../../state/settings/settings'
import { lazy } from '../../ui/lazy'

type Loader = () => Promise<{ default: ComponentType }>

export interface SettingsSection {
  /** The hash of SPEC §2 (#general, #console …); its title is settings:sections.<id>. */
  id: string
  title: string
  component: LazyExoticComponent<ComponentType>
  /** Loads the component's code ahead, so the page lays out once and a hash lands where it should. */
  load: Loader
  /** A server component the section needs (authorization, timelapse, update_manager). */
  requires?: string
  /** uiSettings paths its 'reset to defaults' puts back (sections with their own reset leave it out). */
  reset?: readonly UiPath[]
}

function section(id: string, title: string, load: Loader, extra: Pick<SettingsSection, 'requires' | 'reset'> = {}): SettingsSection {
  return { id, title, load, component: lazy(load), ...extra }
}

const general = (keys: (keyof UiSettings['general'])[]) => keys.map((k) => `general.${k}` as const)

/** Settings sections in SPEC order; app composes them from the features that own them. */
export const SETTINGS_SECTIONS: SettingsSection[] = [
  section('general', 'General', () => import('../../features/settings/GeneralSettings'), {
    reset: general([
      'instanceName', 'locale', 'dateformat', 'timeformat', 'confirmOnEstop', 'confirmOnPowerDeviceChange', 'confirmOnSaveConfigAndRestart', 'topNavPowerToggle',
      'enableVersionNotifications', 'cameraFullscreenAction', 'chartVisible', 'showRateOfChange', 'showRelativeHumidity', 'showBarometricPressure',
      'printProgressCalculation',
    ]),
  }),
  section('console', 'Console', () => import('../../features/console/ConsoleSettings'), { reset: general(['hideTempWaits', 'flipConsoleLayout']) }),
  section('theme', 'Theme', () => import('../../features/settings/ThemeSettings'), { reset: ['theme'] }),
  section('editor', 'File editor', () => import('../../features/files/EditorSettings')),
  section('auth', 'Authentication', () => import('../../features/auth/AuthSettings'), { requires: 'authorization' }),
  section('macros', 'Macros', () => import('../../features/macros/MacroCategoriesSettings')),
  section('camera', 'Cameras', () => import('../../features/cameras/CameraSettings')),
  section('toolhead', 'Toolhead', () => import('../../features/toolhead/ToolheadSettings'), {
    reset: general([
      'defaultExtrudeLength', 'defaultExtrudeSpeed', 'defaultToolheadMoveLength', 'defaultToolheadXYSpeed', 'defaultToolheadZSpeed', 'toolheadMoveDistances',
      'zAdjustDistances', 'useGcodeCoords', 'axis',
    ]),
  }),
  section('presets', 'Thermal presets', () => import('../../features/thermals/PresetsSettings'), { reset: ['dashboard.tempPresets'] }),
  section('alerts', 'Alerts', () => import('../../features/alerts/AlertsSettings')),
  section('gcodePreview', 'G-code preview', () => import('../../features/gcode-preview/GcodePreviewSettings'), { reset: ['gcodePreview'] }),
  section('costs', 'Print costs', () => import('../../features/history/CostSettings'), { requires: 'history', reset: ['history.costs'] }),
  section('maintenance', 'Maintenance', () => import('../../features/maintenance/MaintenanceSettings'), { requires: 'history' }),
  section('timelapse', 'Timelapse', () => import('../../features/timelapse/TimelapseSettingsSection'), { requires: 'timelapse' }),
  section('versions', 'Versions', () => import('../../features/updates/VersionsSettings'), { requires: 'update_manager' }),
]

/** The sections this server supports (SPEC §2: #auth with authorization, #timelapse with timelapse, #versions with update_manager). */
export function availableSections(components: readonly string[], sections: readonly SettingsSection[] = SETTINGS_SECTIONS): SettingsSection[] {
  return sections.filter((s) => !s.requires || components.includes(s.requires))
}
