import { describe, expect, it } from 'vitest'
import { meshCalibrate, meshClear, meshProfileLoad, meshProfileRemove, meshProfileSave, screwsTiltCalculate, setFilamentSensor } from './bed-mesh'

describe('bed mesh G-code', () => {
  it('calibrates, optionally into a named profile', () => {
    expect(meshCalibrate()).toBe('BED_MESH_CALIBRATE')
    expect(meshCalibrate('pei sheet')).toBe('BED_MESH_CALIBRATE PROFILE="pei sheet"')
  })
  it('loads, saves and removes profiles by quoted name', () => {
    expect(meshProfileLoad('default')).toBe('BED_MESH_PROFILE LOAD="default"')
    expect(meshProfileSave('hot bed')).toBe('BED_MESH_PROFILE SAVE="hot bed"')
    expect(meshProfileRemove('old"one')).toBe('BED_MESH_PROFILE REMOVE="oldone"')
    expect(meshClear()).toBe('BED_MESH_CLEAR')
  })
  it('switches sensors and calculates screw turns', () => {
    expect(setFilamentSensor('filament_switch_sensor runout', false)).toBe('SET_FILAMENT_SENSOR SENSOR=runout ENABLE=0')
    expect(setFilamentSensor('filament_motion_sensor encoder', true)).toBe('SET_FILAMENT_SENSOR SENSOR=encoder ENABLE=1')
    expect(screwsTiltCalculate()).toBe('SCREWS_TILT_CALCULATE')
  })
})
