// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { MoonrakerError } from '../../moonraker/errors'
import { installFakeMoonraker } from '../testing/fake-moonraker'
import { onToast, type Toast } from '../toasts'
import { useServerStore } from '../server'
import { useWaitStore } from '../waits'
import {
  calculateScrewsTilt,
  calibrateMesh,
  clearMesh,
  loadMeshProfile,
  queryEndstops,
  removeMeshProfile,
  runLeveling,
  saveMeshProfile,
  setFilamentSensorEnabled,
} from './bed-mesh'
import { saveConfigAndRestart } from './save-config'

let toasts: Toast[] = []
beforeEach(() => {
  toasts = []
  useWaitStore.setState({ waits: [] })
})
onToast((t) => toasts.push(t))

describe('bed mesh actions', () => {
  it('send the mesh commands', async () => {
    const fake = installFakeMoonraker()
    await calibrateMesh()
    await loadMeshProfile('default')
    await clearMesh()
    await removeMeshProfile('old')
    expect(fake.scripts()).toEqual(['BED_MESH_CALIBRATE', 'BED_MESH_PROFILE LOAD="default"', 'BED_MESH_CLEAR', 'BED_MESH_PROFILE REMOVE="old"'])
  })

  it('save under a new name and remove the old profile only when asked and different', async () => {
    const fake = installFakeMoonraker()
    await saveMeshProfile('pei', 'default')
    await saveMeshProfile('default', 'default')
    await saveMeshProfile('glass')
    expect(fake.scripts()).toEqual([
      'BED_MESH_PROFILE SAVE="pei"\nBED_MESH_PROFILE REMOVE="default"',
      'BED_MESH_PROFILE SAVE="default"',
      'BED_MESH_PROFILE SAVE="glass"',
    ])
  })

  it('hold the calibrate wait while probing', async () => {
    let release: (v: string) => void = () => undefined
    installFakeMoonraker({ 'printer.gcode.script': () => new Promise((r) => (release = r)) })
    const running = calibrateMesh()
    await vi.waitFor(() => expect(useWaitStore.getState().waits).toEqual(['bedMeshCalibrate']))
    release('ok')
    expect(await running).toBe(true)
    expect(useWaitStore.getState().waits).toEqual([])
  })

  it("show Klipper's refusal", async () => {
    installFakeMoonraker({ 'printer.gcode.script': new MoonrakerError(400, 'bed_mesh: Unknown profile [x]') })
    expect(await loadMeshProfile('x')).toBe(false)
    expect(toasts).toEqual([{ type: 'error', message: 'bed_mesh: Unknown profile [x]' }])
  })

  it('save the config, switch sensors, level and calculate screws', async () => {
    const fake = installFakeMoonraker()
    useServerStore.setState({ klippyState: 'ready' })
    await saveConfigAndRestart()
    await setFilamentSensorEnabled('filament_switch_sensor runout', false)
    await calculateScrewsTilt()
    await runLeveling('z_tilt')
    expect(fake.scripts()).toEqual(['SAVE_CONFIG', 'SET_FILAMENT_SENSOR SENSOR=runout ENABLE=0', 'SCREWS_TILT_CALCULATE', 'Z_TILT_ADJUST'])
  })

  it('query the endstops through the API', async () => {
    const fake = installFakeMoonraker({ 'printer.query_endstops.status': { x: 'open', z: 'TRIGGERED' } })
    expect(await queryEndstops()).toEqual({ x: 'open', z: 'TRIGGERED' })
    expect(fake.methods()).toEqual(['printer.query_endstops.status'])
  })
})
