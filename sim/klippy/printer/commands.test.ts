import { afterEach, describe, expect, it } from 'vitest'
import { field, startPrinter, type TestPrinter } from '../test-support'
import { planeArcPoints, PLANE_XZ } from './arcs'
import { pidFor } from './pid-calibrate'
import { adcSections, thermistorAdc } from './query-adc'

let printer: TestPrinter | undefined
afterEach(() => {
  printer?.klippy.stop()
  printer = undefined
})

describe('built-in commands Klipper always has', () => {
  it('ECHO repeats the line; M110 passes silently', async () => {
    printer = await startPrinter()
    await printer.klippy.runGcode('ECHO MSG=hi')
    expect(printer.responses.at(-1)).toBe('// ECHO MSG=hi')
    // An extended command with a bare word is malformed, ECHO included.
    await expect(printer.klippy.runGcode('ECHO hello there')).rejects.toThrow("Malformed command 'ECHO hello there'")
    const before = printer.responses.length
    await printer.klippy.runGcode('M110 N5')
    expect(printer.responses.length).toBe(before)
  })

  it('G18 draws the next arc in the XZ plane', async () => {
    printer = await startPrinter()
    const k = printer.klippy
    await k.runGcode('G28\nG90\nG1 X100 Y100 Z10 F6000\nG18')
    await k.runGcode('G2 X110 Z20 I10 K0')
    expect(field<number[]>(k, 'gcode_move', 'gcode_position').slice(0, 3)).toEqual([110, 100, 20])
    const pts = planeArcPoints([0, 0, 0, 0], [10, 0, 10, 0], [10, 0], PLANE_XZ, true, 1)
    expect(pts.every((p) => p[1] === 0)).toBe(true)
    expect(pts.at(-1)).toEqual([10, 0, 10, 0])
    await k.runGcode('G91')
    await expect(k.runGcode('G2 X1 I1')).rejects.toThrow('G2/G3 does not support relative move mode')
  })

  it('QUERY_ADC lists the thermistors and reads one', async () => {
    printer = await startPrinter()
    await printer.klippy.runGcode('QUERY_ADC')
    expect(printer.responses.at(-1)).toBe('// Available ADC objects: "extruder", "heater_bed", "temperature_fan electronics_fan", "temperature_sensor chamber"')
    await printer.klippy.runGcode('QUERY_ADC NAME=extruder PULLUP=4700')
    expect(printer.responses.at(-1)).toMatch(/^\/\/ ADC object "extruder" has value 0\.\d{6} \(timestamp [\d.]+\)\n\/\/ resistance [\d.]+ \(with 4700 pullup\)$/)
    expect(thermistorAdc(25)).toBeCloseTo(100000 / 104700, 6)
    expect(adcSections({ a: { sensor_type: 'temperature_host' }, b: { sensor_type: 'EPCOS 100K B57560G104F', sensor_pin: 'PA0' } })).toEqual(['b'])
  })

  it('PID_CALIBRATE heats, reports gains and leaves them pending for SAVE_CONFIG', async () => {
    printer = await startPrinter({ timeScale: 5000 })
    const k = printer.klippy
    await expect(k.runGcode('PID_CALIBRATE HEATER=nozzle TARGET=200')).rejects.toThrow("Unknown heater 'nozzle'")
    await k.runGcode('PID_CALIBRATE HEATER=extruder TARGET=200')
    expect(printer.responses.at(-2) ?? '').toBeDefined()
    const last = printer.responses.filter((l) => l.includes('PID parameters')).at(-1)
    expect(last).toMatch(/^\/\/ PID parameters: pid_Kp=\d+\.\d{3} pid_Ki=\d+\.\d{3} pid_Kd=\d+\.\d{3}\n/)
    expect(field<Record<string, Record<string, string>>>(k, 'configfile', 'save_config_pending_items').extruder).toMatchObject({ control: 'pid' })
    expect(field(k, 'extruder', 'target')).toBe(0)
    expect(pidFor(300, 64).kp).toBeGreaterThan(10)
  })

  it('TUNING_TOWER runs its command at each new extruding height, then ends on a lower layer', async () => {
    printer = await startPrinter()
    const k = printer.klippy
    await k.runGcode('G28\nG90\nM83\nM104 S0')
    await k.runGcode('SET_HEATER_TEMPERATURE HEATER=extruder TARGET=210')
    await k.runGcode('TEMPERATURE_WAIT SENSOR=extruder MINIMUM=200')
    await k.runGcode('TUNING_TOWER COMMAND=SET_PRESSURE_ADVANCE PARAMETER=ADVANCE START=0 FACTOR=0.01')
    expect(printer.responses.at(-1)).toBe('// Starting tuning test (start=0.000000 factor=0.010000)')
    await k.runGcode('G1 Z5 F600\nG1 X50 Y50 E1 F3000')
    expect(field(k, 'extruder', 'pressure_advance')).toBeCloseTo(0.05)
    await k.runGcode('G1 Z1 F600\nG1 X60 Y60 E1 F3000')
    expect(printer.responses).toContain('// Ending tuning test mode')
    await expect(k.runGcode('TUNING_TOWER COMMAND=M900 PARAMETER=K FACTOR=1 STEP_DELTA=1 STEP_HEIGHT=1')).rejects.toThrow('Cannot specify both FACTOR and STEP_DELTA/STEP_HEIGHT')
  })

  it('STEPPER_BUZZ buzzes a known stepper and refuses an unknown one', async () => {
    printer = await startPrinter()
    const k = printer.klippy
    await k.runGcode('STEPPER_BUZZ STEPPER=stepper_x')
    expect(field(k, 'stepper_enable', 'steppers')).toMatchObject({ stepper_x: false })
    await expect(k.runGcode('STEPPER_BUZZ STEPPER=stepper_q')).rejects.toThrow("The value 'stepper_q' is not valid for STEPPER")
    expect('FORCE_MOVE' in field<Record<string, unknown>>(k, 'gcode', 'commands')).toBe(false)
  })

  it('sets the extruder rotation distance and motion queue', async () => {
    printer = await startPrinter()
    const k = printer.klippy
    await k.runGcode('SET_EXTRUDER_ROTATION_DISTANCE EXTRUDER=extruder')
    expect(printer.responses.at(-1)).toMatch(/^\/\/ Extruder 'extruder' rotation distance set to \d+\.\d{6}$/)
    await expect(k.runGcode('SET_EXTRUDER_ROTATION_DISTANCE EXTRUDER=extruder DISTANCE=0')).rejects.toThrow('Rotation distance can not be zero')
    await k.runGcode('SYNC_EXTRUDER_MOTION EXTRUDER=extruder MOTION_QUEUE=extruder')
    expect(field(k, 'extruder', 'motion_queue')).toBe('extruder')
    await expect(k.runGcode('SYNC_EXTRUDER_MOTION EXTRUDER=extruder MOTION_QUEUE=nozzle')).rejects.toThrow("'nozzle' is not a valid extruder.")
  })

  it('BED_MESH_OFFSET needs a loaded mesh', async () => {
    printer = await startPrinter()
    const k = printer.klippy
    await k.runGcode('BED_MESH_CLEAR')
    await k.runGcode('BED_MESH_OFFSET X=5')
    expect(printer.responses.at(-1)).toBe('// No mesh loaded to offset')
    await k.runGcode('BED_MESH_PROFILE LOAD=default')
    const before = printer.responses.length
    await k.runGcode('BED_MESH_OFFSET X=5 ZFADE=0.2')
    expect(printer.responses.length).toBe(before)
  })

  it('display_status starts with no message, and M117 without text clears it to null', async () => {
    printer = await startPrinter()
    const k = printer.klippy
    expect(field(k, 'display_status', 'message')).toBeNull()
    await k.runGcode('M117 Hello')
    expect(field(k, 'display_status', 'message')).toBe('Hello')
    await k.runGcode('M117')
    expect(field(k, 'display_status', 'message')).toBeNull()
  })
})
