/** moonraker-timelapse's settings (SPEC §3) and the rules of SPEC §5 for the fields a user types. */
import { checkNumber, type Checked, type RuleError } from '../input-rules'

/** moonraker-timelapse settings (machine.timelapse.get_settings). */
export interface TimelapseSettings {
  enabled: boolean
  mode: string
  camera: string
  snapshoturl: string
  stream_delay_compensation: number
  gcode_verbose: boolean
  parkhead: boolean
  parkpos: string
  park_custom_pos_x: number
  park_custom_pos_y: number
  park_custom_pos_dz: number
  park_travel_speed: number
  park_retract_speed: number
  park_extrude_speed: number
  park_retract_distance: number
  park_extrude_distance: number
  park_time: number
  fw_retract: boolean
  hyperlapse_cycle: number
  autorender: boolean
  constant_rate_factor: number
  output_framerate: number
  pixelformat: string
  time_format_code: string
  extraoutputparams: string
  variable_fps: boolean
  targetlength: number
  variable_fps_min: number
  variable_fps_max: number
  duplicatelastframe: number
  previewimage: boolean
  saveframes: boolean
  rotation: number
  flip_x: boolean
  flip_y: boolean
  blockedsettings: string[]
}


export const PARK_POSITIONS = ['front_left', 'front_right', 'center', 'back_left', 'back_right', 'custom'] as const
export const TIMELAPSE_MODES = ['layermacro', 'hyperlapse'] as const

export type TimelapseNumberField = {
  [K in keyof TimelapseSettings]: TimelapseSettings[K] extends number ? K : never
}[keyof TimelapseSettings]

export interface Bounds {
  min?: number
  max?: number
  /** Strictly greater than min (retract and extrude speeds: 'Must be greater than 0'). */
  exclusiveMin?: boolean
}

/** Park position limits; SPEC §5 defaults them to 0 and infinity when the printer gives none. */
export interface StepperLimits {
  x: { min: number; max: number }
  y: { min: number; max: number }
}

export const NO_LIMITS: StepperLimits = { x: { min: 0, max: Infinity }, y: { min: 0, max: Infinity } }

export function numberBounds(field: TimelapseNumberField, limits: StepperLimits = NO_LIMITS): Bounds {
  switch (field) {
    case 'hyperlapse_cycle':
      return { min: 1 }
    case 'park_retract_speed':
    case 'park_extrude_speed':
      return { min: 0, exclusiveMin: true }
    case 'park_custom_pos_x':
      return limits.x
    case 'park_custom_pos_y':
      return limits.y
    case 'constant_rate_factor':
      return { min: 0, max: 51 }
    default:
      return { min: 0 }
  }
}

/** A typed timelapse number: required, a number, within the field's bounds. */
export function checkTimelapseNumber(field: TimelapseNumberField, text: string | number, limits?: StepperLimits): Checked<number> {
  const b = numberBounds(field, limits)
  if (b.exclusiveMin) {
    const r = checkNumber(text)
    if (!r.ok) return r
    if (r.value <= (b.min ?? 0)) return { ok: false, error: { code: 'greaterThanZero' } satisfies RuleError }
    return r
  }
  return checkNumber(text, { min: b.min, max: Number.isFinite(b.max ?? Infinity) ? b.max : undefined })
}

/** Settings the server manages itself (from moonraker.conf) and the UI must not offer. */
export function isBlocked(settings: Pick<TimelapseSettings, 'blockedsettings'> | null | undefined, key: string): boolean {
  return !!settings?.blockedsettings?.includes(key)
}

/** SPEC §9's defaults, which the settings card's reset sends back. */
export const TIMELAPSE_DEFAULTS = {
  mode: 'layermacro',
  stream_delay_compensation: 0.05,
  gcode_verbose: false,
  parkhead: false,
  parkpos: 'back_left',
  park_custom_pos_x: 10,
  park_custom_pos_y: 10,
  park_custom_pos_dz: 0,
  park_travel_speed: 100,
  park_retract_speed: 15,
  park_extrude_speed: 15,
  park_retract_distance: 1,
  park_extrude_distance: 1,
  park_time: 0.1,
  fw_retract: false,
  hyperlapse_cycle: 30,
  constant_rate_factor: 23,
  output_framerate: 30,
  pixelformat: 'yuv420p',
  time_format_code: '%Y%m%d_%H%M',
  variable_fps: false,
  targetlength: 10,
  variable_fps_min: 5,
  variable_fps_max: 60,
  duplicatelastframe: 5,
  previewimage: true,
} satisfies Partial<TimelapseSettings>

/** 'frame000042.jpg': the name moonraker-timelapse gives frame 42 (numbers padded to 6 digits). */
export function frameFileName(n: number): string {
  return `frame${String(Math.max(0, Math.floor(n))).padStart(6, '0')}.jpg`
}
