/**
 * The printer.cfg the virtual printer starts with: a 235 x 235 x 250 cartesian bed-slinger
 * with an inductive probe, a bed mesh, the usual fans, a case light, a status LED, a runout
 * sensor and the macros a print needs.
 */

import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { AUTOSAVE_HEADER } from './config/parse'

const MESH_POINTS = [
  [0.0425, 0.02, 0.005, 0.0125, 0.035],
  [0.0175, -0.0075, -0.02, -0.0125, 0.01],
  [0.005, -0.0175, -0.03, -0.02, 0.0025],
  [0.0125, -0.01, -0.0225, -0.015, 0.0075],
  [0.04, 0.0175, 0.0025, 0.01, 0.0325],
]

/** A second stored profile, probed on a coarser 4 x 4 grid with the bed hot (for comparing profiles). */
const HOT_POINTS = [
  [0.0525, 0.0175, 0.0125, 0.0475],
  [0.0125, -0.0275, -0.0175, 0.0175],
  [0.0075, -0.0325, -0.0225, 0.0125],
  [0.055, 0.02, 0.015, 0.0475],
]

function savedMeshBlock(): string {
  const rows = MESH_POINTS.map((r) => `#*# \t${r.map((v) => v.toFixed(6)).join(', ')}`).join('\n')
  return `#*# [bed_mesh default]
#*# version = 1
#*# points =
${rows}
#*# x_count = 5
#*# y_count = 5
#*# mesh_x_pps = 2
#*# mesh_y_pps = 2
#*# algo = bicubic
#*# tension = 0.2
#*# min_x = 15.0
#*# max_x = 185.0
#*# min_y = 15.0
#*# max_y = 220.0
#*#
#*# [bed_mesh hot_bed]
#*# version = 1
#*# points =
${HOT_POINTS.map((r) => `#*# \t${r.map((v) => v.toFixed(6)).join(', ')}`).join('\n')}
#*# x_count = 4
#*# y_count = 4
#*# mesh_x_pps = 2
#*# mesh_y_pps = 2
#*# algo = lagrange
#*# tension = 0.2
#*# min_x = 20.0
#*# max_x = 180.0
#*# min_y = 20.0
#*# max_y = 215.0`
}

export function defaultPrinterCfg(): string {
  return `# printer.cfg for a 235 x 235 mm bed-slinger (Ender-3 style frame, 32-bit board,
# inductive probe behind the hotend). Most tuning lives in the macros at the bottom.

[mcu]
serial: /dev/serial/by-id/usb-Klipper_stm32f103xe_31FFD3053030473538690543-if00
restart_method: command

# The CAN toolboard on the hotend.
[mcu toolboard]
canbus_uuid: 4b19e1f2a3c5

[printer]
kinematics: cartesian
max_velocity: 300
max_accel: 3000
minimum_cruise_ratio: 0.5
square_corner_velocity: 5.0
max_z_velocity: 5
max_z_accel: 100

#####################################################################
#   Motion
#####################################################################

[stepper_x]
step_pin: PB13
dir_pin: !PB12
enable_pin: !PB14
microsteps: 16
rotation_distance: 40
endstop_pin: ^PC0
position_endstop: 0
position_max: 235
homing_speed: 50

[stepper_y]
step_pin: PB10
dir_pin: !PB2
enable_pin: !PB11
microsteps: 16
rotation_distance: 40
endstop_pin: ^PC1
position_endstop: 0
position_max: 235
homing_speed: 50

[stepper_z]
step_pin: PB0
dir_pin: PC5
enable_pin: !PB1
microsteps: 16
rotation_distance: 8
# The probe doubles as the Z endstop; see [safe_z_home] for where it homes.
endstop_pin: probe:z_virtual_endstop
position_min: -5
position_max: 250
homing_speed: 10

[safe_z_home]
# Bed centre, shifted by the probe offset so the probe lands in the middle.
home_xy_position: 161.5, 123.5
speed: 100
z_hop: 10
z_hop_speed: 10

#####################################################################
#   Extruder and bed
#####################################################################

[extruder]
step_pin: PB3
dir_pin: !PB4
enable_pin: !PD2
microsteps: 16
rotation_distance: 33.500
nozzle_diameter: 0.400
filament_diameter: 1.750
heater_pin: PC8
sensor_type: EPCOS 100K B57560G104F
sensor_pin: PA0
control: pid
pid_Kp: 21.527
pid_Ki: 1.063
pid_Kd: 108.982
min_temp: 0
max_temp: 275
min_extrude_temp: 170
max_extrude_only_distance: 100.0
max_extrude_only_velocity: 50
pressure_advance: 0.04
pressure_advance_smooth_time: 0.040

[heater_bed]
heater_pin: PC9
sensor_type: EPCOS 100K B57560G104F
sensor_pin: PC3
control: pid
pid_Kp: 54.027
pid_Ki: 0.770
pid_Kd: 948.182
min_temp: 0
max_temp: 110

[firmware_retraction]
retract_length: 0.8
retract_speed: 35
unretract_extra_length: 0
unretract_speed: 30

#####################################################################
#   Resonance measurement and input shaping
#####################################################################

[adxl345]
cs_pin: PB12
spi_bus: spi2

[resonance_tester]
accel_chip: adxl345
probe_points: 117.5, 117.5, 20

[input_shaper]
# Off until measured (frequency 0).
shaper_freq_x: 0
shaper_freq_y: 0

#####################################################################
#   Probe and bed mesh
#####################################################################

[probe]
pin: ^PC14
x_offset: -44
y_offset: -6
z_offset: 1.850
speed: 5.0
samples: 1

[bed_mesh]
speed: 120
horizontal_move_z: 5
mesh_min: 15, 15
mesh_max: 185, 220
probe_count: 5, 5
algorithm: bicubic
fade_start: 1
fade_end: 10

[screws_tilt_adjust]
# The four bed corner screws, as the probe reaches them (probe offset -44, -6).
screw1: 75, 36
screw1_name: front left screw
screw2: 235, 36
screw2_name: front right screw
screw3: 235, 206
screw3_name: rear right screw
screw4: 75, 206
screw4_name: rear left screw
horizontal_move_z: 10
speed: 150
screw_thread: CW-M4

#####################################################################
#   Fans and sensors
#####################################################################

[fan]
# Part cooling blower
pin: PA8
off_below: 0.10
tachometer_pin: ^PC12

[heater_fan hotend_fan]
pin: PC7
heater: extruder
heater_temp: 50.0

[controller_fan controller_fan]
pin: PB15
idle_timeout: 60

[fan_generic exhaust_fan]
pin: PB6
max_power: 0.8

[temperature_fan electronics_fan]
pin: PC6
sensor_type: temperature_mcu
control: watermark
max_delta: 3
min_temp: 0
max_temp: 90
target_temp: 45

[temperature_sensor chamber]
sensor_type: Generic 3950
sensor_pin: PC2

[filament_switch_sensor runout]
switch_pin: ^PC15
pause_on_runout: True

#####################################################################
#   Lights
#####################################################################

[output_pin caselight]
pin: PA1
pwm: True
cycle_time: 0.010
value: 0
scale: 1

[neopixel statusled]
pin: PA13
chain_count: 1
color_order: GRBW
initial_RED: 0.0
initial_GREEN: 0.2
initial_BLUE: 0.4
initial_WHITE: 0.0

#####################################################################
#   Printing from the host
#####################################################################

[virtual_sdcard]
path: ~/printer_data/gcodes

[idle_timeout]
timeout: 1800

[pause_resume]
[display_status]
[exclude_object]
[gcode_arcs]
resolution: 1.0

[respond]
default_type: command

[save_variables]
filename: ~/printer_data/config/variables.cfg

#####################################################################
#   Macros
#####################################################################

[gcode_macro PRINT_START]
description: Heat up, home, load the bed mesh and prime the nozzle
gcode:
  {% set bed_temp = params.BED|default(60)|float %}
  {% set extruder_temp = params.EXTRUDER|default(200)|float %}
  M117 Heating bed...
  M140 S{bed_temp}
  {% if printer.extruder.target < 150 %}
    M104 S150                  ; warm the nozzle, short of oozing
  {% endif %}
  G90
  M83
  G28
  M190 S{bed_temp}
  {% if 'default' in printer.bed_mesh.profiles %}
    BED_MESH_PROFILE LOAD=default
  {% endif %}
  M117 Heating nozzle...
  M109 S{extruder_temp}
  PURGE_LINE
  M117 Printing...

[gcode_macro PRINT_END]
description: Retract, park the toolhead and switch everything off
gcode:
  {% set th = printer.toolhead %}
  {% set z_park = [th.position.z + 10, th.axis_maximum.z]|min %}
  {% if printer.extruder.can_extrude %}
    M83
    G1 E-2 F2700
  {% endif %}
  G90
  G1 Z{z_park} F600
  G1 X10 Y{th.axis_maximum.y - 10} F6000
  TURN_OFF_HEATERS
  M107
  M84
  M117 Print finished

[gcode_macro PURGE_LINE]
description: Prime the nozzle with a double line along the left edge of the bed
gcode:
  {% set y_start = params.Y_START|default(20)|float %}
  {% set length = params.LENGTH|default(120)|float %}
  SAVE_GCODE_STATE NAME=purge_line
  G90
  M83
  G1 Z2 F600
  G1 X3 Y{y_start} F6000
  G1 Z0.28 F600
  G1 Y{y_start + length} E{length * 0.05} F1500
  G1 X3.4 F600
  G1 Y{y_start} E{length * 0.05} F1500
  G1 Z2 F600
  RESTORE_GCODE_STATE NAME=purge_line

[gcode_macro _PARK_TOOLHEAD]
description: Lift the nozzle and move it to the back left corner
variable_park_x: 10
variable_park_y: 225
variable_lift: 10
gcode:
  {% set th = printer.toolhead %}
  {% if th.homed_axes == 'xyz' %}
    {% set z = [th.position.z + lift, th.axis_maximum.z]|min %}
    G90
    G1 Z{z} F600
    G1 X{park_x} Y{park_y} F6000
  {% endif %}

[gcode_macro PAUSE]
description: Pause the print and park the toolhead
rename_existing: BASE_PAUSE
gcode:
  {% if not printer.pause_resume.is_paused %}
    BASE_PAUSE
    {% if printer.extruder.can_extrude %}
      M83
      G1 E-1 F2100
    {% endif %}
    _PARK_TOOLHEAD
  {% endif %}

[gcode_macro RESUME]
description: Resume the paused print
rename_existing: BASE_RESUME
gcode:
  {% if printer.pause_resume.is_paused and printer.extruder.can_extrude %}
    M83
    G1 E1 F2100
  {% endif %}
  BASE_RESUME {rawparams}

[gcode_macro CANCEL_PRINT]
description: Cancel the print, switch the heaters off and park
rename_existing: BASE_CANCEL_PRINT
gcode:
  BASE_CANCEL_PRINT
  TURN_OFF_HEATERS
  M106 S0
  _PARK_TOOLHEAD
  CLEAR_PAUSE

[gcode_macro M600]
description: Filament change: pause and park so the spool can be swapped
gcode:
  PAUSE

[gcode_macro LOAD_FILAMENT]
description: Heat the nozzle and feed filament into the hotend
gcode:
  {% set temp = params.TEMP|default(220)|float %}
  {% set length = params.LENGTH|default(60)|float %}
  {% set speed = params.SPEED|default(5)|float %}
  M109 S{temp}
  SAVE_GCODE_STATE NAME=load_filament
  M83
  G1 E{length} F{speed * 60}
  RESTORE_GCODE_STATE NAME=load_filament
  M117 Filament loaded

[gcode_macro UNLOAD_FILAMENT]
description: Heat the nozzle and pull the filament out
gcode:
  {% set temp = params.TEMP|default(220)|float %}
  {% set length = params.LENGTH|default(80)|float %}
  M109 S{temp}
  SAVE_GCODE_STATE NAME=unload_filament
  M83
  G1 E5 F300                   ; soften the tip before pulling
  G1 E-{length} F1800
  RESTORE_GCODE_STATE NAME=unload_filament
  M117 Filament unloaded

[gcode_macro CASE_LIGHT]
gcode:
  SET_PIN PIN=caselight VALUE={params.BRIGHTNESS|default(1)|float}

${AUTOSAVE_HEADER}
#*# Written by SAVE_CONFIG: changes made below this line are replaced on the next save.
#*#
${savedMeshBlock()}
`
}

/** Writes the default printer.cfg where none is (a data folder of its first start, or one emptied by hand). */
export function ensurePrinterCfg(path: string): void {
  if (existsSync(path)) return
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, defaultPrinterCfg())
}
