import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { bedScrewsCfg, quadGantryLevelCfg, zTiltCfg } from './examples/leveling-configs'
import { field, squaresGcode, startPrinter, waitFor, writeGcode, type TestPrinter } from './test-support'

let printer: TestPrinter | undefined

afterEach(() => {
  printer?.klippy.stop()
  printer = undefined
})

describe('bed mesh, endstops, sensors and leveling', () => {
  it('starts with two stored mesh profiles of different sizes', async () => {
    printer = await startPrinter()
    const profiles = field<Record<string, { points: number[][] }>>(printer.klippy, 'bed_mesh', 'profiles')
    expect(Object.keys(profiles).sort()).toEqual(['default', 'hot_bed'])
    expect(profiles.default.points.length).toBe(5)
    expect(profiles.hot_bed.points.length).toBe(4)
  })

  it('saves a profile as a pending change and SAVE_CONFIG writes it', async () => {
    printer = await startPrinter()
    const k = printer.klippy
    await k.runGcode('BED_MESH_PROFILE LOAD="hot_bed"')
    expect(field(k, 'bed_mesh', 'profile_name')).toBe('hot_bed')
    await k.runGcode('BED_MESH_PROFILE SAVE="copy"')
    expect(field(k, 'configfile', 'save_config_pending')).toBe(true)
    expect(Object.keys(field<Record<string, unknown>>(k, 'configfile', 'save_config_pending_items'))).toEqual(['bed_mesh copy'])
    await k.runGcode('SAVE_CONFIG')
    await waitFor(() => k.state === 'ready' && field(k, 'configfile', 'save_config_pending') === false, 10000, 'restart')
    expect(Object.keys(field<Record<string, unknown>>(k, 'bed_mesh', 'profiles')).sort()).toEqual(['copy', 'default', 'hot_bed'])
    expect(readFileSync(printer.configPath, 'utf8')).toContain('#*# [bed_mesh copy]')
  })

  it('reports an endstop triggered while the homed axis sits on it', async () => {
    printer = await startPrinter()
    const k = printer.klippy
    await k.runGcode('G28 X')
    expect(k.queryEndstops()).toMatchObject({ stepper_x: 'TRIGGERED', stepper_y: 'open' })
    expect(field(k, 'query_endstops', 'last_query')).toMatchObject({ stepper_x: 1, stepper_y: 0 })
  })

  it('calculates screw turns for the configured screws', async () => {
    printer = await startPrinter()
    const k = printer.klippy
    await k.runGcode('G28')
    await k.runGcode('SCREWS_TILT_CALCULATE')
    const results = field<Record<string, { sign: string; adjust: string; is_base: boolean }>>(k, 'screws_tilt_adjust', 'results')
    expect(Object.keys(results)).toEqual(['screw1', 'screw2', 'screw3', 'screw4'])
    expect(results.screw1.is_base).toBe(true)
    expect(results.screw2.adjust).toMatch(/^\d\d:\d\d$/)
    expect(['CW', 'CCW']).toContain(results.screw3.sign)
  })

  it('pauses a print when the filament runs out, and not after the sensor is disabled', async () => {
    printer = await startPrinter({ timeScale: 50 })
    const k = printer.klippy
    writeGcode(printer, 'sq.gcode', squaresGcode(30))
    await k.startPrint('sq.gcode')
    await waitFor(() => field(k, 'print_stats', 'state') === 'printing', 10000, 'printing')
    k.setFilamentRunout?.(true)
    expect(field(k, 'filament_switch_sensor runout', 'filament_detected')).toBe(false)
    await waitFor(() => field(k, 'print_stats', 'state') === 'paused', 10000, 'paused by runout')
    expect(printer.responses.some((l) => l.includes('Filament Sensor runout: runout event detected'))).toBe(true)
    k.setFilamentRunout?.(false)
    await k.runGcode('SET_FILAMENT_SENSOR SENSOR=runout ENABLE=0')
    expect(field(k, 'filament_switch_sensor runout', 'enabled')).toBe(false)
    await k.runGcode('CANCEL_PRINT')
  })

  it.each([
    ['quad_gantry_level', 'QUAD_GANTRY_LEVEL', quadGantryLevelCfg],
    ['z_tilt', 'Z_TILT_ADJUST', zTiltCfg],
    ['bed_screws', 'BED_SCREWS_ADJUST', bedScrewsCfg],
  ])('runs %s from its example config', async (section, command, cfg) => {
    printer = await startPrinter({ config: cfg() })
    const k = printer.klippy
    expect(k.state).toBe('ready')
    expect(k.listObjects()).toContain(section)
    expect(k.listObjects()).not.toContain('screws_tilt_adjust')
    await k.runGcode('G28')
    await k.runGcode(command)
    if (section !== 'bed_screws') expect(field(k, section, 'applied')).toBe(true)
    else expect(field(k, section, 'accepted_screws')).toBe(4)
  })
})
