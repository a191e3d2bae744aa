/**
 * Read-only reference files a real host has from its Klipper checkout: a couple of example
 * printer configs and the documentation folder. Written for the virtual printer, not copied.
 */

export const CONFIG_EXAMPLES: Record<string, string> = {
  'example-cartesian-235.cfg': `# Example configuration for a 235 x 235 mm bed-slinger with a
# single extruder and a heated bed. Copy the sections you need into
# printer.cfg and adjust pins and limits to your own machine.

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
endstop_pin: probe:z_virtual_endstop
position_min: -2
position_max: 250

[extruder]
step_pin: PB3
dir_pin: !PB4
enable_pin: !PD1
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
max_temp: 260

[heater_bed]
heater_pin: PC9
sensor_type: ATC Semitec 104GT-2
sensor_pin: PC4
control: pid
pid_Kp: 54.027
pid_Ki: 0.770
pid_Kd: 948.182
min_temp: 0
max_temp: 110

[printer]
kinematics: cartesian
max_velocity: 300
max_accel: 3000
max_z_velocity: 5
max_z_accel: 100
`,
  'sample-print-macros.cfg': `# Start and end macros that most slicer profiles expect. In the slicer,
# set the start G-code to:
#   PRINT_START BED=[first_layer_bed_temperature] EXTRUDER=[first_layer_temperature]
# and the end G-code to:
#   PRINT_END

[gcode_macro PRINT_START]
description: Heat up, home and prime the nozzle
gcode:
  {% set bed = params.BED|default(60)|float %}
  {% set extruder = params.EXTRUDER|default(210)|float %}
  M140 S{bed}
  G28
  M190 S{bed}
  M109 S{extruder}
  G92 E0
  G1 Z2.0 F3000

[gcode_macro PRINT_END]
description: Park the head and switch everything off
gcode:
  G91
  G1 E-2 F2700
  G1 Z10 F600
  G90
  G1 X10 Y225 F6000
  TURN_OFF_HEATERS
  M107
  M84
`,
  'sample-bed-mesh.cfg': `# A 5 x 5 probed mesh for a 235 mm bed with the probe 40 mm left of the
# nozzle. Load a saved profile in PRINT_START with BED_MESH_PROFILE LOAD=default.

[bed_mesh]
speed: 120
horizontal_move_z: 5
mesh_min: 15, 15
mesh_max: 195, 215
probe_count: 5, 5
fade_start: 1
fade_end: 10
`,
}

export const DOCS: Record<string, string> = {
  'README.md': `# Virtual printer documentation

This folder stands in for the Klipper documentation a real printer host
serves read-only. The virtual printer behind it is a simulated Klipper
host: a 235 x 235 x 250 mm cartesian machine with a probe, a heated bed,
a part cooling fan, a case light, a status LED and a filament runout
sensor.

## Folders of the data directory

| folder            | what lives there                                   |
| ----------------- | -------------------------------------------------- |
| gcodes/           | sliced files you upload and print                  |
| config/           | printer.cfg and moonraker.conf, editable           |
| config_examples/  | example configuration snippets, read-only          |
| docs/             | this documentation, read-only                      |
| logs/             | klippy.log and moonraker.log                       |
| timelapse/        | rendered timelapses and their preview images       |

## Printing

Upload a G-code file and print it. Prints run in simulated time: with a
time scale of 100 a 30-minute print finishes in about 18 seconds. Files
sliced with PrusaSlicer, SuperSlicer, OrcaSlicer or Cura show their
thumbnails, estimated time, filament use and temperatures.

## Useful commands

- \`PRINT_START BED=60 EXTRUDER=210\` heats, homes and primes.
- \`BED_MESH_CALIBRATE\` probes a 5 x 5 mesh.
- \`TIMELAPSE_TAKE_FRAME\` takes a timelapse frame now.
`,
}
