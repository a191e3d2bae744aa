/**
 * Klipper's printer objects as Moonraker reports them (../shared/reference/klipper/Status_Reference.md).
 * Every object the UI reads has its type here; `PrinterObjectType<'name'>` gives the type of an object
 * by its name, including named families such as `heater_generic chamber` or `extruder1`.
 */

import type {
  Toolhead,
  GcodeMove,
  PrintStats,
  VirtualSdcard,
  IdleTimeout,
  PauseResume,
  Heaters,
  Heater,
  Extruder,
  Fan,
  TemperatureFan,
  TemperatureSensor,
  OutputPin,
  Led,
  FilamentSensor,
  ConfigFile,
  DisplayStatus,
  FirmwareRetraction,
  BedMesh,
  ExcludeObject,
  Mcu,
  SystemStats,
  MotionReport,
  Webhooks,
  ManualProbe,
  QueryEndstops,
  ScrewsTiltAdjust,
  Probe,
  Leveling,
  BedScrews,
  StepperEnable,
  GcodeCommands,
  GcodeMacro,
} from './klipper-objects'

export type * from './klipper-objects'

/** Objects with a fixed name. */
export interface FixedPrinterObjects {
  toolhead: Toolhead
  gcode_move: GcodeMove
  print_stats: PrintStats
  virtual_sdcard: VirtualSdcard
  idle_timeout: IdleTimeout
  pause_resume: PauseResume
  heaters: Heaters
  heater_bed: Heater
  fan: Fan
  configfile: ConfigFile
  display_status: DisplayStatus
  firmware_retraction: FirmwareRetraction
  bed_mesh: BedMesh
  exclude_object: ExcludeObject
  mcu: Mcu
  system_stats: SystemStats
  motion_report: MotionReport
  webhooks: Webhooks
  manual_probe: ManualProbe
  query_endstops: QueryEndstops
  screws_tilt_adjust: ScrewsTiltAdjust
  probe: Probe
  bltouch: Probe
  z_tilt: Leveling
  quad_gantry_level: Leveling
  bed_screws: BedScrews
  stepper_enable: StepperEnable
  gcode: GcodeCommands
}

/**
 * An object reached by a name only known at run time (a heater, fan, sensor, pin or LED passed down as
 * a prop): any field any of those families has, each optional.
 */
export type NamedPrinterObject = Partial<Extruder & TemperatureFan & TemperatureSensor & OutputPin & Led & FilamentSensor>

/** The type of the printer object called `N`. */
export type PrinterObjectType<N extends string> = N extends keyof FixedPrinterObjects
  ? FixedPrinterObjects[N]
  : N extends `extruder${string}`
    ? Extruder
    : N extends `heater_generic ${string}`
      ? Heater
      : N extends `${'heater_fan' | 'controller_fan' | 'fan_generic'} ${string}`
        ? Fan
        : N extends `temperature_fan ${string}`
          ? TemperatureFan
          : N extends `${'temperature_sensor' | 'temperature_host' | 'bme280' | 'htu21d' | 'sht3x' | 'lm75' | 'temperature_combined'} ${string}`
            ? TemperatureSensor
            : N extends `${'output_pin' | 'pwm_tool' | 'pwm_cycle_time' | 'servo'} ${string}`
              ? OutputPin
              : N extends `${'led' | 'neopixel' | 'dotstar' | 'pca9533' | 'pca9632'} ${string}`
                ? Led
                : N extends `${'filament_switch_sensor' | 'filament_motion_sensor'} ${string}`
                  ? FilamentSensor
                  : N extends `mcu ${string}`
                    ? Mcu
                    : N extends `gcode_macro ${string}`
                      ? GcodeMacro
                      : NamedPrinterObject

/** Raw status as it arrives: object name → changed fields. */
export type PrinterStatus = Record<string, Record<string, unknown>>

export type * from './klipper-config-types'
