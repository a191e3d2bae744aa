import { join } from 'node:path'
import { JsonDocument } from '../persist'
import { ApiError, type Params } from '../types'

/** moonraker-timelapse's settings with its defaults (the ones SPEC §9 lists). */
export const DEFAULT_SETTINGS = {
  enabled: true,
  mode: 'layermacro',
  camera: '',
  snapshoturl: 'http://localhost:8080/?action=snapshot',
  stream_delay_compensation: 0.05,
  gcode_verbose: false,
  parkhead: false,
  parkpos: 'back_left',
  park_custom_pos_x: 10.0,
  park_custom_pos_y: 10.0,
  park_custom_pos_dz: 0.0,
  park_travel_speed: 100,
  park_retract_speed: 15,
  park_extrude_speed: 15,
  park_retract_distance: 1.0,
  park_extrude_distance: 1.0,
  park_time: 0.1,
  fw_retract: false,
  hyperlapse_cycle: 30,
  autorender: true,
  constant_rate_factor: 23,
  output_framerate: 30,
  pixelformat: 'yuv420p',
  time_format_code: '%Y%m%d_%H%M',
  extraoutputparams: '',
  variable_fps: false,
  targetlength: 10,
  variable_fps_min: 5,
  variable_fps_max: 60,
  rotation: 0,
  flip_x: false,
  flip_y: false,
  duplicatelastframe: 5,
  previewimage: true,
  saveframes: false,
}

export type TimelapseSettings = typeof DEFAULT_SETTINGS
type SettingKey = keyof TimelapseSettings

/** Settings that come from the camera or the config file, never from a client. */
const FIXED: SettingKey[] = ['snapshoturl']

function coerce(key: SettingKey, value: unknown): string | number | boolean {
  const kind = typeof DEFAULT_SETTINGS[key]
  if (kind === 'boolean') {
    if (typeof value === 'boolean') return value
    if (typeof value === 'number') return value !== 0
    const s = String(value).toLowerCase()
    if (s === 'true' || s === '1') return true
    if (s === 'false' || s === '0') return false
  } else if (kind === 'number') {
    const n = typeof value === 'number' ? value : Number(value)
    if (typeof value !== 'boolean' && String(value).trim() !== '' && Number.isFinite(n)) return n
  } else if (value !== null && typeof value !== 'object') {
    return String(value)
  }
  throw new ApiError(400, `Timelapse setting '${key}' cannot be ${JSON.stringify(value)}`)
}

/** The settings, persisted in timelapse.json of the data folder. */
export class SettingsStore {
  private readonly doc: JsonDocument<Partial<TimelapseSettings>>

  constructor(
    dataDir: string,
    private readonly snapshotUrl?: string,
  ) {
    this.doc = new JsonDocument<Partial<TimelapseSettings>>(join(dataDir, 'timelapse.json'), () => ({}))
  }

  get current(): TimelapseSettings {
    const merged = { ...DEFAULT_SETTINGS, ...this.doc.data }
    if (this.snapshotUrl) merged.snapshoturl = this.snapshotUrl
    return merged
  }

  /** What get_settings returns: every setting plus the list of those a client may not change. */
  view(): TimelapseSettings & { blockedsettings: string[] } {
    return { ...this.current, blockedsettings: [] }
  }

  /** Applies a partial object; unknown keys are ignored as moonraker-timelapse does. Returns the changed keys. */
  update(params: Params): SettingKey[] {
    const changes: Partial<Record<SettingKey, string | number | boolean>> = {}
    for (const [key, value] of Object.entries(params)) {
      if (!(key in DEFAULT_SETTINGS) || FIXED.includes(key as SettingKey)) continue
      changes[key as SettingKey] = coerce(key as SettingKey, value)
    }
    Object.assign(this.doc.data, changes)
    if (Object.keys(changes).length) this.doc.save()
    return Object.keys(changes) as SettingKey[]
  }

  flush(): void {
    this.doc.flush()
  }
}
