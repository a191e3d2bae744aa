/**
 * The option table behind configfile.settings: each section's options with their types and
 * Klipper's defaults (a function default is computed from options read before it).
 */

export type Kind = 'float' | 'int' | 'bool' | 'str' | 'floatlist' | 'intlist' | 'strlist' | 'gcode' | 'matrix'
export type Settings = Record<string, unknown>
type Default = unknown | ((s: Settings) => unknown)

export interface Opt {
  kind: Kind
  /** undefined = optional without default; REQUIRED = must be given. */
  def?: Default
  min?: number
  max?: number
}

export const REQUIRED = Symbol('required')
const f = (def?: Default, min?: number, max?: number): Opt => ({ kind: 'float', def, min, max })
const i = (def?: Default, min?: number): Opt => ({ kind: 'int', def, min })
const b = (def?: Default): Opt => ({ kind: 'bool', def })
const s = (def?: Default): Opt => ({ kind: 'str', def })
const fl = (def?: Default): Opt => ({ kind: 'floatlist', def })
const il = (def?: Default): Opt => ({ kind: 'intlist', def })
const sl = (def?: Default): Opt => ({ kind: 'strlist', def })
const g = (def?: Default): Opt => ({ kind: 'gcode', def })

export const STEPPER: Record<string, Opt> = {
  step_pin: s(REQUIRED),
  dir_pin: s(REQUIRED),
  enable_pin: s(),
  rotation_distance: f(REQUIRED),
  microsteps: i(REQUIRED),
  full_steps_per_rotation: i(200),
  gear_ratio: fl([]),
  endstop_pin: s(),
  position_endstop: f(),
  position_min: f(0),
  position_max: f(REQUIRED),
  homing_speed: f(5, 0),
  second_homing_speed: f((x: Settings) => Number(x.homing_speed) / 2),
  homing_retract_speed: f((x: Settings) => x.homing_speed),
  homing_retract_dist: f(5),
  homing_positive_dir: b(false),
}

const HEATER: Record<string, Opt> = {
  sensor_type: s(REQUIRED),
  sensor_pin: s(),
  pullup_resistor: f(4700),
  inline_resistor: f(0),
  min_temp: f(REQUIRED),
  max_temp: f(REQUIRED),
  min_extrude_temp: f(170),
  max_power: f(1, 0, 1),
  smooth_time: f(1),
  control: s(REQUIRED),
  pid_kp: f(),
  pid_ki: f(),
  pid_kd: f(),
  max_delta: f(2),
  heater_pin: s(REQUIRED),
  pwm_cycle_time: f(0.1),
}

const FAN: Record<string, Opt> = {
  pin: s(REQUIRED),
  max_power: f(1, 0, 1),
  kick_start_time: f(0.1),
  off_below: f(0, 0, 1),
  cycle_time: f(0.01),
  hardware_pwm: b(false),
  shutdown_speed: f(0),
  tachometer_pin: s(),
  // Read only when a tachometer is wired, as Klipper does.
  tachometer_ppr: i((x: Settings) => (x.tachometer_pin !== undefined ? 2 : undefined)),
  tachometer_poll_interval: f((x: Settings) => (x.tachometer_pin !== undefined ? 0.0015 : undefined)),
  enable_pin: s(),
}

export const SECTIONS: Record<string, Record<string, Opt>> = {
  printer: {
    kinematics: s(REQUIRED),
    max_velocity: f(REQUIRED, 0),
    max_accel: f(REQUIRED, 0),
    max_accel_to_decel: f(),
    // Older configs give max_accel_to_decel; it maps onto the cruise ratio.
    minimum_cruise_ratio: f((x: Settings) => (typeof x.max_accel_to_decel === 'number' ? Math.max(0, 1 - Math.min(1, x.max_accel_to_decel / Number(x.max_accel))) : 0.5), 0, 1),
    square_corner_velocity: f(5, 0),
    max_z_velocity: f((x: Settings) => x.max_velocity),
    max_z_accel: f((x: Settings) => x.max_accel),
  },
  mcu: { serial: s(), baud: i(250000), restart_method: s(), max_stepper_error: f() },
  stepper_x: STEPPER,
  stepper_y: STEPPER,
  stepper_z: STEPPER,
  extruder: {
    ...STEPPER,
    step_pin: s(),
    dir_pin: s(),
    rotation_distance: f(),
    microsteps: i(),
    position_max: s(),
    endstop_pin: s(),
    homing_speed: s(),
    second_homing_speed: s(),
    homing_retract_speed: s(),
    homing_retract_dist: s(),
    homing_positive_dir: s(),
    position_min: s(),
    ...HEATER,
    nozzle_diameter: f(REQUIRED, 0),
    filament_diameter: f(REQUIRED, 0),
    max_extrude_cross_section: f((x: Settings) => 4 * Number(x.nozzle_diameter) ** 2),
    instantaneous_corner_velocity: f(1),
    max_extrude_only_distance: f(50),
    max_extrude_only_velocity: f(),
    max_extrude_only_accel: f(),
    pressure_advance: f(0, 0),
    pressure_advance_smooth_time: f(0.04, 0, 0.2),
  },
  heater_bed: HEATER,
  heater_generic: HEATER,
  fan: FAN,
  fan_generic: FAN,
  heater_fan: { ...FAN, shutdown_speed: f((x: Settings) => x.max_power), heater: sl(['extruder']), heater_temp: f(50), fan_speed: f(1, 0, 1) },
  controller_fan: { ...FAN, fan_speed: f(1), idle_timeout: i(30), idle_speed: f((x: Settings) => x.fan_speed), heater: sl(['extruder']), stepper: sl() },
  temperature_fan: {
    ...FAN,
    ...HEATER,
    heater_pin: s(),
    min_extrude_temp: s(),
    shutdown_speed: f((x: Settings) => x.max_power),
    pid_deriv_time: f(2),
    target_temp: f(40),
    max_speed: f(1, 0, 1),
    min_speed: f(0.3, 0, 1),
    gcode_id: s(),
  },
  temperature_sensor: { sensor_type: s(REQUIRED), sensor_pin: s(), min_temp: f(-273.15), max_temp: f(99999999.9), gcode_id: s() },
  output_pin: {
    pin: s(REQUIRED),
    pwm: b(false),
    value: f(0),
    shutdown_value: f(0),
    // PWM pins only.
    cycle_time: f((x: Settings) => (x.pwm ? 0.1 : undefined)),
    hardware_pwm: b((x: Settings) => (x.pwm ? false : undefined)),
    scale: f((x: Settings) => (x.pwm ? 1 : undefined)),
  },
  neopixel: {
    pin: s(REQUIRED),
    chain_count: i(1, 1),
    color_order: sl(['GRB']),
    initial_red: f(0),
    initial_green: f(0),
    initial_blue: f(0),
    initial_white: f(0),
  },
  filament_switch_sensor: {
    switch_pin: s(REQUIRED),
    pause_on_runout: b(true),
    runout_gcode: g(),
    insert_gcode: g(),
    event_delay: f(3),
    pause_delay: f(0.5),
    debounce_delay: f(0),
  },
  filament_motion_sensor: {
    switch_pin: s(REQUIRED),
    extruder: s(REQUIRED),
    detection_length: f(7, 0),
    pause_on_runout: b(true),
    runout_gcode: g(),
    insert_gcode: g(),
    pause_delay: f(0.5),
    event_delay: f(3),
  },
  firmware_retraction: { retract_length: f(0, 0), retract_speed: f(20, 1), unretract_extra_length: f(0, 0), unretract_speed: f(10, 1) },
  idle_timeout: { timeout: f(600, 0), gcode: g('\n{% if \'heaters\' in printer %}\n   TURN_OFF_HEATERS\n{% endif %}\nM84\n') },
  virtual_sdcard: { path: s(REQUIRED), on_error_gcode: g('\n{% if \'heaters\' in printer %}\n   TURN_OFF_HEATERS\n{% endif %}\n') },
  pause_resume: { recover_velocity: f(50) },
  display_status: {},
  exclude_object: {},
  gcode_arcs: { resolution: f(1, 0) },
  respond: { default_type: s('echo'), default_prefix: s((x: Settings) => ({ echo: 'echo:', command: '//', error: '!!' })[String(x.default_type)] ?? 'echo:') },
  force_move: { enable_force_move: b(false) },
  probe: {
    pin: s(REQUIRED),
    deactivate_on_each_sample: b(true),
    x_offset: f(0),
    y_offset: f(0),
    z_offset: f(REQUIRED),
    speed: f(5, 0),
    lift_speed: f((x: Settings) => x.speed),
    samples: i(1, 1),
    sample_retract_dist: f(2, 0),
    samples_result: s('average'),
    samples_tolerance: f(0.1, 0),
    samples_tolerance_retries: i(0, 0),
    activate_gcode: g(''),
    deactivate_gcode: g(''),
  },
  bed_mesh: {
    speed: f(50, 0),
    horizontal_move_z: f(5),
    mesh_min: fl(),
    mesh_max: fl(),
    probe_count: il([3, 3]),
    mesh_pps: il([2, 2]),
    algorithm: s('lagrange'),
    bicubic_tension: f(0.2),
    fade_start: f(1),
    fade_end: f(0),
    fade_target: f(),
    split_delta_z: f(0.025),
    move_check_distance: f(5),
    zero_reference_position: fl(),
    adaptive_margin: f(0),
    scan_overshoot: i(0),
  },
  // A mesh stored in the SAVE_CONFIG block.
  bed_mesh_profile: {
    version: i(),
    points: { kind: 'matrix' },
    min_x: f(),
    max_x: f(),
    min_y: f(),
    max_y: f(),
    x_count: i(),
    y_count: i(),
    mesh_x_pps: i(),
    mesh_y_pps: i(),
    algo: s(),
    tension: f(),
  },
  verify_heater: { hysteresis: f(5, 0), max_error: f(120, 0), heating_gain: f(2, 0), check_gain_time: f(20, 1) },
  safe_z_home: {
    home_xy_position: fl(REQUIRED),
    speed: f(50, 0),
    z_hop: f(0),
    z_hop_speed: f(15, 0),
    move_to_previous: b(false),
  },
  gcode_macro: { gcode: g(REQUIRED), rename_existing: s(), description: s('G-Code macro') },
  delayed_gcode: { gcode: g(REQUIRED), initial_duration: f(0) },
  save_variables: { filename: s(REQUIRED) },
  adxl345: { cs_pin: s(REQUIRED), spi_speed: i(5000000), spi_bus: s(), axes_map: sl(['x', 'y', 'z']), rate: i(3200) },
  resonance_tester: {
    move_speed: f(50, 0),
    accel_chip: s(),
    accel_chip_x: s(),
    accel_chip_y: s(),
    max_smoothing: f(),
    probe_points: { kind: 'matrix', def: REQUIRED },
    min_freq: f(5, 1),
    max_freq: f(135),
    accel_per_hz: f(60, 0),
    hz_per_sec: f(1, 0.1, 2),
    sweeping_accel: f(400, 0),
    sweeping_period: f(1.2, 0),
  },
  input_shaper: {
    shaper_freq_x: f(0, 0),
    shaper_freq_y: f(0, 0),
    shaper_type: s('mzv'),
    shaper_type_x: s((x: Settings) => x.shaper_type),
    shaper_type_y: s((x: Settings) => x.shaper_type),
    damping_ratio_x: f(0.1, 0, 1),
    damping_ratio_y: f(0.1, 0, 1),
  },
}

