import { existsSync, readFileSync } from 'node:fs'
import { copyFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { field, squaresGcode, startPrinter, waitFor, writeGcode, type TestPrinter } from './test-support'

const repoRoot = resolve(__dirname, '../..')
const torus = join(resolve(repoRoot, '../shared/fixtures'), 'gcode', 'torus_x4_0.2mm_PLA_12m.gcode')

let printer: TestPrinter | undefined

afterEach(() => {
  printer?.klippy.stop()
  printer = undefined
})

const state = (t: TestPrinter) => field<string>(t.klippy, 'print_stats', 'state')

describe('printing from the virtual sdcard', () => {
  it('goes standby → printing → complete and reports the job', async () => {
    const t = (printer = await startPrinter({ timeScale: 1000 }))
    writeGcode(t, 'squares.gcode', squaresGcode(3))
    const started: string[] = []
    t.klippy.on('print_started', (i) => started.push(i.filename))
    expect(state(t)).toBe('standby')
    await t.klippy.startPrint('squares.gcode')
    expect(state(t)).toBe('printing')
    expect(field(t.klippy, 'virtual_sdcard', 'is_active')).toBe(true)
    expect(started).toEqual(['squares.gcode'])
    await waitFor(() => t.ended.length > 0, 15000, 'print_ended')
    expect(state(t)).toBe('complete')
    const end = t.ended[0]
    expect(end).toMatchObject({ filename: 'squares.gcode', status: 'completed' })
    // 3 layers × (4 + 8) mm of filament.
    expect(end.filament_used).toBeCloseTo(36, 3)
    expect(end.total_duration).toBeGreaterThan(end.print_duration)
    expect(end.print_duration).toBeGreaterThan(0)
    expect(t.layers).toEqual([1, 2, 3])
    expect(t.klippy.query({ print_stats: ['info'] }).status.print_stats.info).toEqual({ total_layer: 3, current_layer: 3 })
    expect(t.klippy.query({ virtual_sdcard: ['is_active', 'file_path', 'progress'] }).status.virtual_sdcard).toEqual({ is_active: false, file_path: null, progress: 1 })
    expect(t.responses).toContain('Done printing file')
    await expect(t.klippy.startPrint('missing.gcode')).rejects.toThrow('Unable to open file')
  })

  it('pauses, resumes and cancels', async () => {
    const t = (printer = await startPrinter({ timeScale: 200 }))
    writeGcode(t, 'long.gcode', squaresGcode(200))
    await t.klippy.startPrint('long.gcode')
    await waitFor(() => (t.layers.at(-1) ?? 0) >= 2, 15000, 'layer 2')
    await t.klippy.pause()
    expect(state(t)).toBe('paused')
    expect(field(t.klippy, 'pause_resume', 'is_paused')).toBe(true)
    await waitFor(() => field(t.klippy, 'idle_timeout', 'state') === 'Ready', 5000, 'idle Ready')
    const position = field<number>(t.klippy, 'virtual_sdcard', 'file_position')
    await new Promise((r) => setTimeout(r, 100))
    expect(field(t.klippy, 'virtual_sdcard', 'file_position')).toBe(position)
    expect(field<number[]>(t.klippy, 'toolhead', 'position')[1]).toBe(225)
    await t.klippy.resume()
    expect(state(t)).toBe('printing')
    expect(field(t.klippy, 'pause_resume', 'is_paused')).toBe(false)
    await waitFor(() => field<number>(t.klippy, 'virtual_sdcard', 'file_position') > position, 5000, 'progress after resume')
    await t.klippy.cancel()
    expect(state(t)).toBe('cancelled')
    expect(t.ended).toHaveLength(1)
    expect(t.ended[0].status).toBe('cancelled')
    expect(field(t.klippy, 'extruder', 'target')).toBe(0)
    expect(field(t.klippy, 'virtual_sdcard', 'is_active')).toBe(false)
  })

  it('starts a file afresh after pause → resume → cancel', async () => {
    const t = (printer = await startPrinter({ timeScale: 200 }))
    writeGcode(t, 'long.gcode', squaresGcode(200))
    writeGcode(t, 'short.gcode', squaresGcode(2))
    await t.klippy.startPrint('long.gcode')
    await waitFor(() => (t.layers.at(-1) ?? 0) >= 2, 15000, 'layer 2')
    await t.klippy.pause()
    await t.klippy.resume()
    await waitFor(() => (t.layers.at(-1) ?? 0) >= 3, 15000, 'layer 3')
    // Through the macro, as a client's cancel runs it: it holds the G-code lock while the file closes.
    await t.klippy.runGcode('CANCEL_PRINT')
    expect(state(t)).toBe('cancelled')
    // No line of the cancelled job may leak into the next one.
    await t.klippy.startPrint('short.gcode')
    await waitFor(() => t.ended.length >= 2, 15000, 'second print_ended')
    expect(t.ended[1]).toMatchObject({ filename: 'short.gcode', status: 'completed' })
    // 2 layers × (4 + 8) mm: exactly the short file's own extrusion.
    expect(t.ended[1].filament_used).toBeCloseTo(24, 3)
  })

  it('skips the moves of an excluded object', async () => {
    const t = (printer = await startPrinter({ timeScale: 500 }))
    writeGcode(t, 'squares.gcode', squaresGcode(4))
    await t.klippy.startPrint('squares.gcode')
    await t.klippy.runGcode('EXCLUDE_OBJECT NAME=SQUARE_B')
    await waitFor(() => t.ended.length > 0, 15000, 'print_ended')
    const eo = t.klippy.query({ exclude_object: null }).status.exclude_object
    expect(eo.excluded_objects).toEqual(['SQUARE_B'])
    expect((eo.objects as { name: string }[]).map((o) => o.name)).toEqual(['SQUARE_A', 'SQUARE_B'])
    expect(eo.current_object).toBeNull()
    // Only square A's 4 mm per layer was extruded.
    expect(t.ended[0].filament_used).toBeCloseTo(16, 3)
    expect(t.ended[0].status).toBe('completed')
  })

  it('ends the job when Klipper shuts down mid-print', async () => {
    const t = (printer = await startPrinter({ timeScale: 500 }))
    writeGcode(t, 'long.gcode', squaresGcode(200))
    await t.klippy.startPrint('long.gcode')
    await waitFor(() => t.layers.length > 1, 15000, 'first layer')
    t.klippy.emergencyStop()
    await waitFor(() => t.ended.length > 0, 5000, 'print_ended')
    expect(t.ended[0].status).toBe('klippy_shutdown')
  })

  it.skipIf(!existsSync(torus))('prints the 12-minute torus fixture at a high time scale', async () => {
    const t = (printer = await startPrinter({ timeScale: 400 }))
    await copyFile(torus, join(t.gcodesDir, 'torus.gcode'))
    await t.klippy.startPrint('torus.gcode')
    await waitFor(() => t.ended.length > 0, 25000, 'the torus print to finish')
    const end = t.ended[0]
    expect(end.status).toBe('completed')
    expect(end.filament_used).toBeGreaterThan(540)
    expect(end.filament_used).toBeLessThan(570)
    // The slicer estimates 12 minutes of printing; heating and homing come on top.
    expect(end.print_duration).toBeGreaterThan(600)
    expect(end.print_duration).toBeLessThan(1200)
    // Its 17 layer comments tell Klipper nothing: no SET_PRINT_STATS_INFO, no layer.
    expect(t.layers).toEqual([])
    expect(t.klippy.query({ print_stats: ['info'] }).status.print_stats.info).toEqual({ total_layer: null, current_layer: null })
    expect((field<unknown[]>(t.klippy, 'exclude_object', 'objects') ?? []).length).toBe(4)
  }, 30000)
})

const bigFile = join(resolve(repoRoot, '../shared/fixtures'), 'gcode', 'bunny_xl_0.1mm_PLA_16d4h.gcode')

describe('large files', () => {
  it.skipIf(!existsSync(bigFile))('opens a 54 MB file without loading it and stops at the first move off the bed', async () => {
    const t = (printer = await startPrinter({ timeScale: 1000 }))
    await copyFile(bigFile, join(t.gcodesDir, 'big.gcode'))
    const heapBefore = process.memoryUsage().heapUsed
    await t.klippy.startPrint('big.gcode')
    expect(field<number>(t.klippy, 'virtual_sdcard', 'file_size')).toBeGreaterThan(50e6)
    // This model is sliced for a bigger bed than the simulated 235 mm one.
    await waitFor(() => t.ended.length > 0, 15000, 'the print to stop')
    expect(t.ended[0].status).toBe('error')
    expect(field<string>(t.klippy, 'print_stats', 'message')).toMatch(/^Move out of range/)
    expect(field<number>(t.klippy, 'virtual_sdcard', 'file_position')).toBeLessThan(1e6)
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(40e6)
  })
})

describe('bed mesh', () => {
  it('calibrates, saves a profile and keeps it through SAVE_CONFIG', async () => {
    const t = (printer = await startPrinter({ timeScale: 1000 }))
    const { klippy } = t
    expect(Object.keys(field<object>(klippy, 'bed_mesh', 'profiles'))).toEqual(['default', 'hot_bed'])
    await klippy.runGcode('G28\nBED_MESH_CALIBRATE')
    const mesh = klippy.query({ bed_mesh: null }).status.bed_mesh
    expect(mesh.profile_name).toBe('default')
    expect(mesh.probed_matrix).toHaveLength(5)
    expect((mesh.probed_matrix as number[][])[0]).toHaveLength(5)
    expect(mesh.mesh_matrix).toHaveLength(13)
    expect(mesh.mesh_min).toEqual([15, 15])
    expect(t.responses.some((r) => r.includes('Mesh Bed Leveling Complete'))).toBe(true)
    await klippy.runGcode('BED_MESH_PROFILE SAVE=pla_60')
    expect(Object.keys(field<object>(klippy, 'bed_mesh', 'profiles')).sort()).toEqual(['default', 'hot_bed', 'pla_60'])
    expect(field(klippy, 'configfile', 'save_config_pending')).toBe(true)
    expect(Object.keys(field<object>(klippy, 'configfile', 'save_config_pending_items'))).toContain('bed_mesh pla_60')
    await klippy.runGcode('BED_MESH_CLEAR')
    expect(field(klippy, 'bed_mesh', 'profile_name')).toBe('')
    await expect(klippy.runGcode('BED_MESH_PROFILE LOAD=nope')).rejects.toThrow('bed_mesh: Unknown profile [nope]')
    await klippy.runGcode('SET_GCODE_OFFSET Z_ADJUST=-0.05\nZ_OFFSET_APPLY_PROBE')
    await klippy.runGcode('SAVE_CONFIG')
    await waitFor(() => klippy.state === 'startup' || klippy.state === 'disconnected', 2000, 'restart')
    await waitFor(() => klippy.state === 'ready', 5000, 'ready again')
    const cfg = readFileSync(t.configPath, 'utf8')
    expect(cfg).toContain('#*# [bed_mesh pla_60]')
    expect(cfg).toContain('#*# z_offset = 1.900')
    expect(cfg).toContain('#z_offset: 1.850')
    expect(Object.keys(field<object>(klippy, 'bed_mesh', 'profiles')).sort()).toEqual(['default', 'hot_bed', 'pla_60'])
    expect(field(klippy, 'configfile', 'save_config_pending')).toBe(false)
    expect(klippy.query({ configfile: ['settings'] }).status.configfile.settings).toMatchObject({ probe: { z_offset: 1.9 } })
    await klippy.runGcode('BED_MESH_PROFILE LOAD=pla_60\nBED_MESH_PROFILE REMOVE=default')
    expect(field(klippy, 'bed_mesh', 'profile_name')).toBe('pla_60')
    expect(Object.keys(field<object>(klippy, 'bed_mesh', 'profiles')).sort()).toEqual(['hot_bed', 'pla_60'])
  })
})
