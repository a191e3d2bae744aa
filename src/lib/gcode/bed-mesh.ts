/** Bed mesh, leveling and filament sensor commands (SAVE_CONFIG is print.ts's). */

/** A profile or sensor name as a quoted parameter value, so names with spaces reach Klipper whole. */
function quoted(name: string): string {
  return `"${name.replace(/"/g, '')}"`
}

/** Probes the bed; the new mesh is stored under PROFILE (Klipper's 'default' when none is given). */
export function meshCalibrate(profile?: string): string {
  return profile ? `BED_MESH_CALIBRATE PROFILE=${quoted(profile)}` : 'BED_MESH_CALIBRATE'
}

export function meshClear(): string {
  return 'BED_MESH_CLEAR'
}

export function meshProfileLoad(name: string): string {
  return `BED_MESH_PROFILE LOAD=${quoted(name)}`
}

export function meshProfileSave(name: string): string {
  return `BED_MESH_PROFILE SAVE=${quoted(name)}`
}

export function meshProfileRemove(name: string): string {
  return `BED_MESH_PROFILE REMOVE=${quoted(name)}`
}

/** SET_FILAMENT_SENSOR with the sensor's short name ('filament_switch_sensor runout' → runout). */
export function setFilamentSensor(objectName: string, enable: boolean): string {
  const name = objectName.replace(/^filament_(switch|motion)_sensor\s+/, '')
  return `SET_FILAMENT_SENSOR SENSOR=${name} ENABLE=${enable ? 1 : 0}`
}

export function screwsTiltCalculate(): string {
  return 'SCREWS_TILT_CALCULATE'
}
