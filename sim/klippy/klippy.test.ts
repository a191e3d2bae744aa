import { readFileSync, writeFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultPrinterCfg } from './default-config'
import { field, startPrinter, waitFor, type TestPrinter } from './test-support'

let printer: TestPrinter | undefined

afterEach(() => {
  printer?.klippy.stop()
  printer = undefined
})

async function ready(timeScale = 1000): Promise<TestPrinter> {
  printer = await startPrinter({ timeScale })
  expect(printer.klippy.state).toBe('ready')
  return printer
}

describe('simulated Klipper', () => {
  it('starts from the default config and lists its objects', async () => {
    const { klippy, configPath } = await ready()
    expect(readFileSync(configPath, 'utf8')).toContain('[printer]')
    expect(klippy.stateMessage).toBe('Printer is ready')
    const objects = klippy.listObjects()
    for (const name of ['webhooks', 'configfile', 'toolhead', 'extruder', 'heater_bed', 'temperature_sensor chamber', 'neopixel statusled', 'gcode_macro PRINT_START', 'bed_mesh', 'print_stats']) {
      expect(objects).toContain(name)
    }
    expect(klippy.info()).toMatchObject({ state: 'ready', config_file: configPath })
    expect(klippy.info()).not.toHaveProperty('app')
    expect(klippy.queryEndstops()).toEqual({ stepper_x: 'open', stepper_y: 'open', stepper_z: 'open' })
    expect(klippy.gcodeHelp()).toMatchObject({ LOAD_FILAMENT: expect.any(String), BASE_PAUSE: "Renamed builtin of 'PAUSE'" })
    const q = klippy.query({ toolhead: ['homed_axes', 'nope'], nothing_here: null })
    // As Klipper: an unknown field is null, an unknown object {}.
    expect(q.status).toEqual({ toolhead: { homed_axes: '', nope: null }, nothing_here: {} })
  })

  it('refuses moves before homing, homes with G28 and moves relative by 10', async () => {
    const { klippy, responses } = await ready()
    await expect(klippy.runGcode('G1 X10')).rejects.toThrow('Must home axis first: 10.000 0.000 0.000 [0.000]')
    expect(responses).toContain('!! Must home axis first: 10.000 0.000 0.000 [0.000]')
    await klippy.runGcode('G28')
    expect(field(klippy, 'toolhead', 'homed_axes')).toBe('xyz')
    const before = field<number[]>(klippy, 'toolhead', 'position')
    await klippy.runGcode('G91\nG1 X10 F6000\nG90')
    const after = field<number[]>(klippy, 'toolhead', 'position')
    expect(after[0] - before[0]).toBeCloseTo(10, 6)
    expect(field(klippy, 'gcode_move', 'absolute_coordinates')).toBe(true)
    await klippy.runGcode('M400')
    expect(field<number[]>(klippy, 'motion_report', 'live_position')[0]).toBeCloseTo(after[0], 3)
    await expect(klippy.runGcode('G1 X500')).rejects.toThrow(/^Move out of range: 500.000/)
  })

  it('answers unknown commands the way Klipper does', async () => {
    const { klippy, responses } = await ready()
    await klippy.runGcode('FOO')
    expect(responses).toContain('// Unknown command:"FOO"')
    // Switching off a heater or fan that is not there passes silently.
    const before = responses.length
    await klippy.runGcode('M107')
    expect(responses.length).toBe(before)
    await klippy.runGcode('M117 Hello there')
    expect(field(klippy, 'display_status', 'message')).toBe('Hello there')
  })

  it('substitutes macro parameters (LOAD_FILAMENT TEMP=230)', async () => {
    const { klippy } = await ready()
    await klippy.runGcode('LOAD_FILAMENT TEMP=230 LENGTH=20')
    expect(field(klippy, 'extruder', 'target')).toBe(230)
    expect(field<number>(klippy, 'extruder', 'temperature')).toBeGreaterThan(228)
    expect(field(klippy, 'display_status', 'message')).toBe('Filament loaded')
    await klippy.runGcode('SET_GCODE_VARIABLE MACRO=_PARK_TOOLHEAD VARIABLE=lift VALUE=5')
    expect(field(klippy, 'gcode_macro _PARK_TOOLHEAD', 'lift')).toBe(5)
  })

  it('refuses cold extrusion and drives fans, pins and LEDs', async () => {
    const { klippy } = await ready()
    await expect(klippy.runGcode('M83\nG1 E5 F300')).rejects.toThrow(/^Extrude below minimum temp/)
    await klippy.runGcode('M106 S128\nSET_PIN PIN=caselight VALUE=0.5\nSET_LED LED=statusled RED=1 GREEN=0.5 BLUE=0 WHITE=0.25\nSET_FAN_SPEED FAN=exhaust_fan SPEED=0.4')
    expect(field<number>(klippy, 'fan', 'speed')).toBeCloseTo(128 / 255, 3)
    expect(field(klippy, 'output_pin caselight', 'value')).toBe(0.5)
    expect(field(klippy, 'neopixel statusled', 'color_data')).toEqual([[1, 0.5, 0, 0.25]])
    expect(field(klippy, 'fan_generic exhaust_fan', 'speed')).toBe(0.4)
    await klippy.runGcode('SET_HEATER_TEMPERATURE HEATER=heater_bed TARGET=55\nSET_TEMPERATURE_FAN_TARGET TEMPERATURE_FAN=electronics_fan TARGET=50')
    expect(field(klippy, 'heater_bed', 'target')).toBe(55)
    expect(field(klippy, 'temperature_fan electronics_fan', 'target')).toBe(50)
    await klippy.runGcode('M220 S150\nM221 S95\nSET_PRESSURE_ADVANCE ADVANCE=0.05\nSET_VELOCITY_LIMIT VELOCITY=250 ACCEL=2500')
    expect(klippy.query({ gcode_move: ['speed_factor', 'extrude_factor'] }).status.gcode_move).toEqual({ speed_factor: 1.5, extrude_factor: 0.95 })
    expect(field(klippy, 'extruder', 'pressure_advance')).toBe(0.05)
    expect(field(klippy, 'toolhead', 'max_velocity')).toBe(250)
    await klippy.runGcode('SET_RETRACTION RETRACT_LENGTH=1.5\nSET_FILAMENT_SENSOR SENSOR=runout ENABLE=0\nTURN_OFF_HEATERS')
    expect(field(klippy, 'firmware_retraction', 'retract_length')).toBe(1.5)
    expect(field(klippy, 'filament_switch_sensor runout', 'enabled')).toBe(false)
    expect(field(klippy, 'heater_bed', 'target')).toBe(0)
  })

  it('sends only changed fields in status updates', async () => {
    const { klippy } = await ready()
    const updates: Record<string, Record<string, unknown>>[] = []
    klippy.on('status', (c) => updates.push(c))
    await waitFor(() => updates.length > 0, 2000, 'a status tick')
    await klippy.runGcode('SET_PIN PIN=caselight VALUE=0.25')
    await waitFor(() => updates.some((u) => u['output_pin caselight']?.value === 0.25), 2000, 'the pin update')
    const last = updates.find((u) => u['output_pin caselight'])!
    expect(Object.keys(last['output_pin caselight'])).toEqual(['value'])
    expect(updates.slice(1).some((u) => 'configfile' in u)).toBe(false)
  })

  it('shuts down on M112 and recovers with FIRMWARE_RESTART', async () => {
    const { klippy } = await ready()
    const states: string[] = []
    klippy.on('state', (s) => states.push(s))
    await klippy.runGcode('M140 S60')
    await klippy.runGcode('M112')
    expect(klippy.state).toBe('shutdown')
    expect(klippy.stateMessage).toMatch(/^Shutdown due to M112 command\nOnce the underlying issue is corrected, use the\n"FIRMWARE_RESTART" command/)
    expect(field(klippy, 'webhooks', 'state')).toBe('shutdown')
    expect(field(klippy, 'heater_bed', 'target')).toBe(0)
    await expect(klippy.runGcode('G28')).rejects.toThrow('Shutdown due to M112 command')
    await klippy.firmwareRestart()
    expect(klippy.state).toBe('ready')
    expect(states).toEqual(['shutdown', 'disconnected', 'startup', 'ready'])
    await klippy.runGcode('G28')
  })

  it('emergencyStop() stays shut down across RESTART until FIRMWARE_RESTART', async () => {
    const { klippy } = await ready()
    klippy.emergencyStop()
    expect(klippy.state).toBe('shutdown')
    await klippy.restart()
    expect(klippy.state).toBe('shutdown')
    await klippy.runGcode('FIRMWARE_RESTART')
    await waitFor(() => klippy.state === 'ready', 5000, 'ready')
  })

  it('fails a waiting command on emergency stop and on restart', async () => {
    const { klippy } = await ready(5)
    const waiting = klippy.runGcode('M109 S250')
    await waitFor(() => field<number>(klippy, 'extruder', 'target') === 250, 2000, 'the heater target')
    klippy.emergencyStop()
    await expect(waiting).rejects.toThrow('Shutdown due to webhooks request')
    await klippy.firmwareRestart()
    const again = klippy.runGcode('M190 S100')
    await waitFor(() => field<number>(klippy, 'heater_bed', 'target') === 100, 2000, 'the bed target')
    void klippy.firmwareRestart()
    await expect(again).rejects.toThrow('Klippy Disconnected')
  })

  it('goes to the error state for a config it cannot read', async () => {
    printer = await startPrinter({ config: '[mcu]\nserial: /dev/ttyACM0\n\n[printer]\nkinematics: cartesian\nmax_accel: 100\n' })
    expect(printer.klippy.state).toBe('error')
    expect(printer.klippy.stateMessage).toContain("Option 'max_velocity' in section 'printer' must be specified")
    await expect(printer.klippy.runGcode('G28')).rejects.toThrow(/max_velocity/)
    writeFileSync(printer.configPath, defaultPrinterCfg())
    await printer.klippy.restart()
    expect(printer.klippy.state).toBe('ready')
  })

  it('disconnects and reconnects', async () => {
    const { klippy } = await ready()
    klippy.disconnect()
    expect(klippy.state).toBe('disconnected')
    await expect(klippy.runGcode('G28')).rejects.toThrow('Klippy Disconnected')
    await klippy.start()
    expect(klippy.state).toBe('ready')
  })

  it('runs commands registered by the server', async () => {
    const { klippy } = await ready()
    const seen: Record<string, string>[] = []
    klippy.registerCommand('TIMELAPSE_TAKE_FRAME', 'Take a timelapse frame', (p) => void seen.push(p))
    await klippy.runGcode('TIMELAPSE_TAKE_FRAME FOO=1')
    expect(seen).toEqual([{ FOO: '1' }])
    expect(klippy.gcodeHelp().TIMELAPSE_TAKE_FRAME).toBe('Take a timelapse frame')
  })
})
