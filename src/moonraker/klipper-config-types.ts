/** Typed configfile.settings sections the UI reads (Klipper's parsed config values, ../shared/reference/klipper/Config_Reference.md). */

export interface PrinterConfig {
  kinematics: string
  max_velocity: number
  max_accel: number
  max_accel_to_decel?: number
  minimum_cruise_ratio?: number
  square_corner_velocity: number
  max_z_velocity?: number
  max_z_accel?: number
  /** Delta printers. */
  print_radius?: number
}

/** [resonance_tester]: which accelerometer measures each axis, and the sweep. */
export interface ResonanceTesterConfig {
  accel_chip?: string
  accel_chip_x?: string
  accel_chip_y?: string
  probe_points: number[][]
  min_freq: number
  max_freq: number
  hz_per_sec: number
  accel_per_hz: number
}

/** [input_shaper] as configured (SET_INPUT_SHAPER changes the running values only). */
export interface InputShaperConfig {
  shaper_type?: string
  shaper_type_x?: string
  shaper_type_y?: string
  shaper_freq_x: number
  shaper_freq_y: number
  damping_ratio_x?: number
  damping_ratio_y?: number
}

export interface ExtruderConfig {
  min_temp: number
  max_temp: number
  min_extrude_temp: number
  filament_diameter: number
  nozzle_diameter: number
  max_extrude_only_velocity: number
  max_extrude_only_distance: number
  pressure_advance: number
  pressure_advance_smooth_time: number
}

export interface HeaterConfig {
  min_temp: number
  max_temp: number
}

export interface FanConfig {
  off_below?: number
  max_power?: number
}

export interface OutputPinConfig {
  pwm: boolean
  scale: number
  value?: number
}

export interface LedConfig {
  color_order?: string | string[]
  chain_count?: number
  initial_red?: number
  initial_green?: number
  initial_blue?: number
  initial_white?: number
}

export interface StepperConfig {
  position_min?: number
  position_max: number
  position_endstop?: number
}

export interface FirmwareRetractionConfig {
  retract_length: number
  retract_speed: number
  unretract_extra_length: number
  unretract_speed: number
}

export interface GcodeMacroConfig {
  gcode: string
  description?: string
  rename_existing?: string
}

export interface BedMeshConfig {
  probe_count?: number[]
  mesh_min?: number[]
  mesh_max?: number[]
  mesh_radius?: number
}

/** Config of anything else: option → value. */
export type AnyConfigSection = Record<string, unknown>

export type ConfigSectionType<N extends string> = N extends 'printer'
  ? PrinterConfig
  : N extends `extruder${string}`
    ? ExtruderConfig
    : N extends 'heater_bed' | `heater_generic ${string}` | `temperature_fan ${string}`
      ? HeaterConfig & FanConfig
      : N extends 'fan' | `${'heater_fan' | 'controller_fan' | 'fan_generic'} ${string}`
        ? FanConfig
        : N extends `${'output_pin' | 'pwm_tool'} ${string}`
          ? OutputPinConfig
          : N extends `${'led' | 'neopixel' | 'dotstar' | 'pca9533' | 'pca9632'} ${string}`
            ? LedConfig
            : N extends `stepper_${string}`
              ? StepperConfig
              : N extends 'firmware_retraction'
                ? FirmwareRetractionConfig
                : N extends `gcode_macro ${string}`
                  ? GcodeMacroConfig
                  : N extends 'bed_mesh'
                    ? BedMeshConfig
                    : N extends 'resonance_tester'
                      ? ResonanceTesterConfig
                      : N extends 'input_shaper'
                        ? InputShaperConfig
                        : Partial<HeaterConfig & FanConfig & OutputPinConfig & LedConfig & ExtruderConfig> & AnyConfigSection
