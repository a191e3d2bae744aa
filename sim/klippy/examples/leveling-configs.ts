/**
 * Example printer.cfg files for the leveling helpers the default printer does not have: a Voron-style
 * CoreXY with quad_gantry_level, a dual-Z printer with z_tilt, and a probeless bed with bed_screws.
 * Start the sim with one of them by writing it to the data folder's config/printer.cfg.
 */
import { defaultPrinterCfg } from '../default-config'

/** The default printer's config with its leveling section swapped for another. */
function withSection(section: string): string {
  const base = defaultPrinterCfg().replace(/\[screws_tilt_adjust\][\s\S]*?screw_thread: CW-M4\n/, '')
  return base.replace('[bed_mesh]', `${section.trim()}\n\n[bed_mesh]`)
}

export function quadGantryLevelCfg(): string {
  return withSection(`
[quad_gantry_level]
gantry_corners:
  -60, -10
  295, 305
points:
  50, 25
  50, 175
  200, 175
  200, 25
speed: 200
horizontal_move_z: 10
retries: 5
retry_tolerance: 0.0075
max_adjust: 10
`)
}

export function zTiltCfg(): string {
  return withSection(`
[z_tilt]
z_positions:
  -50, 117
  285, 117
points:
  60, 117
  220, 117
speed: 150
horizontal_move_z: 10
retries: 3
retry_tolerance: 0.01
`)
}

export function bedScrewsCfg(): string {
  return withSection(`
[bed_screws]
screw1: 30, 30
screw1_name: front left
screw2: 205, 30
screw2_name: front right
screw3: 205, 205
screw3_name: rear right
screw4: 30, 205
screw4_name: rear left
probe_height: 0
horizontal_move_z: 5
`)
}
