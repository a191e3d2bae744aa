import { queryEndstops as callQueryEndstops } from '../../moonraker/api/printer'
import {
  meshCalibrate,
  meshClear,
  meshProfileLoad,
  meshProfileRemove,
  meshProfileSave,
  screwsTiltCalculate,
  setFilamentSensor,
} from '../../lib/gcode/bed-mesh'
import { LEVELING_COMMANDS, type LevelingSection } from '../../lib/gcode/motion'
import { defineAction } from '../action'
import { sendGcode } from './gcode'
import { setPrinterValue } from './printer-values'

/** Named waits of the mesh controls; any of them running disables the others (SPEC §4). */
export const BED_MESH_WAITS = ['bedMeshCalibrate', 'bedMeshLoad', 'bedMeshSave', 'bedMeshRemove', 'bedMeshClear'] as const

export function calibrateMesh(profile?: string): Promise<boolean> {
  return sendGcode(meshCalibrate(profile), 'bedMeshCalibrate')
}

export function loadMeshProfile(name: string): Promise<boolean> {
  return sendGcode(meshProfileLoad(name), 'bedMeshLoad')
}

export function removeMeshProfile(name: string): Promise<boolean> {
  return sendGcode(meshProfileRemove(name), 'bedMeshRemove')
}

export function clearMesh(): Promise<boolean> {
  return sendGcode(meshClear(), 'bedMeshClear')
}

/**
 * Saves the loaded mesh under `name`; with `removeProfile` (the profile it was loaded from) that one is
 * removed afterwards, so a rename leaves one profile. Klipper then marks the config pending.
 */
export function saveMeshProfile(name: string, removeProfile?: string): Promise<boolean> {
  const lines = [meshProfileSave(name)]
  if (removeProfile && removeProfile !== name) lines.push(meshProfileRemove(removeProfile))
  return sendGcode(lines.join('\n'), 'bedMeshSave')
}

/** Switches a runout sensor on or off: a live printer value, sent while Klipper is ready. */
export function setFilamentSensorEnabled(objectName: string, enable: boolean): Promise<string | undefined> {
  return setPrinterValue(setFilamentSensor(objectName, enable))
}

/** Asks Klipper for every endstop's state: name → 'open' | 'TRIGGERED'. */
export const queryEndstops = defineAction({ wait: 'queryEndstops' }, () => callQueryEndstops())

export function calculateScrewsTilt(): Promise<boolean> {
  return sendGcode(screwsTiltCalculate(), 'screwsTilt')
}

/** BED_SCREWS_ADJUST, SCREWS_TILT_CALCULATE, Z_TILT_ADJUST or QUAD_GANTRY_LEVEL for a configured section. */
export function runLeveling(section: LevelingSection): Promise<boolean> {
  return sendGcode(LEVELING_COMMANDS[section], `leveling:${section}`)
}
