import { afterEach, describe, expect, it } from 'vitest'
import { analyseRecording } from '../../../../src/lib/input-shaper/analyse'
import { field, startPrinter, type TestPrinter } from '../../test-support'
import type { SampleBatch } from './accelerometer'
import { GRAVITY } from './model'
import { SampleBuffer } from '../../../../src/lib/input-shaper/samples'

let printer: TestPrinter | undefined
afterEach(() => {
  printer?.klippy.stop()
  printer = undefined
})

const stepper = (axis: string, max: number) => `[stepper_${axis}]
step_pin: P${axis}0
dir_pin: P${axis}1
endstop_pin: P${axis}2
rotation_distance: 40
microsteps: 16
position_endstop: 0
position_max: ${max}
`
const NO_CHIP_CFG = `[mcu]
serial: /dev/null
[printer]
kinematics: cartesian
max_velocity: 300
max_accel: 3000
${stepper('x', 200)}${stepper('y', 200)}${stepper('z', 200)}`

// A resonance test is 130 s of printer time and 416,000 samples an axis: seconds of work on a busy machine.
describe('accelerometer and resonance tester', { timeout: 90_000 }, () => {
  it('streams samples through adxl345/dump_adxl345 while TEST_RESONANCES sweeps, with the set resonance', async () => {
    printer = await startPrinter({ timeScale: 50 })
    const k = printer.klippy
    const station = k.resonance!
    station.set({ y: { freq: 61 } })
    expect(() => station.dump({}, () => true)).toThrow('Missing Argument [sensor]')
    expect(() => station.dump({ sensor: 'other' }, () => true)).toThrow("The value 'other' is not valid for sensor")
    const buffer = new SampleBuffer()
    let open = true
    const batches: SampleBatch[] = []
    expect(
      station.dump({ sensor: 'adxl345' }, (b) => {
        batches.push({ ...b, data: [] })
        buffer.add(b.data)
        return open
      }),
    ).toEqual({ header: ['time', 'x_acceleration', 'y_acceleration', 'z_acceleration'] })
    await expect(k.runGcode('TEST_RESONANCES AXIS=Y')).rejects.toThrow(/^Must home axis first/)
    await k.runGcode('G28')
    await k.runGcode('TEST_RESONANCES AXIS=Y NAME=check')
    open = false
    expect(printer.responses).toContain('// Disabled [input_shaper] for resonance testing')
    expect(printer.responses).toContain('// Testing frequency 5 Hz')
    expect(printer.responses).toContain('// Testing frequency 134 Hz')
    expect(printer.responses.slice(-2)).toEqual(['// Re-enabled [input_shaper]', '// Resonances data written to /tmp/resonances_y_check.csv file'])
    expect(batches[0]).toEqual({ data: [], errors: 0, overflows: 0 })
    const rec = buffer.toRecording()
    expect(rec.z[0]).toBeGreaterThan(GRAVITY - 500)
    const result = analyseRecording('y', rec)
    expect(result.sampleRate).toBeCloseTo(3200, -1)
    const peak = result.freqs[result.psd.y.indexOf(Math.max(...result.psd.y))]
    expect(Math.abs(peak - 61)).toBeLessThan(2)
  })

  it('SHAPER_CALIBRATE recommends a shaper near the resonance and leaves it pending for SAVE_CONFIG', async () => {
    printer = await startPrinter({ timeScale: 50 })
    const k = printer.klippy
    await k.runGcode('G28')
    await k.runGcode('SHAPER_CALIBRATE AXIS=X')
    const line = printer.responses.find((l) => l.startsWith('// Recommended shaper_type_x'))!
    const [, type, freq] = /= (\w+), shaper_freq_x = ([\d.]+) Hz/.exec(line)!
    expect(Math.abs(Number(freq) - 42) / 42).toBeLessThan(0.05)
    expect(printer.responses.filter((l) => l.startsWith("// Fitted shaper '"))).toHaveLength(5)
    expect(field(k, 'configfile', 'save_config_pending_items')).toEqual({ input_shaper: { shaper_type_x: type, shaper_freq_x: freq } })
    // The recommendation is also applied at once.
    await k.runGcode('SET_INPUT_SHAPER')
    expect(printer.responses.at(-2)).toBe(`// shaper_type_x:${type} shaper_freq_x:${Number(freq).toFixed(3)} damping_ratio_x:0.100000`)
  })

  it('SET_INPUT_SHAPER changes and reports both axes, and refuses what Klipper refuses', async () => {
    printer = await startPrinter()
    const k = printer.klippy
    await k.runGcode('SET_INPUT_SHAPER SHAPER_TYPE_X=ei SHAPER_FREQ_X=48.2 SHAPER_FREQ_Y=55')
    expect(printer.responses.slice(-2)).toEqual([
      '// shaper_type_x:ei shaper_freq_x:48.200 damping_ratio_x:0.100000',
      '// shaper_type_y:mzv shaper_freq_y:55.000 damping_ratio_y:0.100000',
    ])
    await expect(k.runGcode('SET_INPUT_SHAPER SHAPER_TYPE=foo')).rejects.toThrow('Unsupported shaper type: foo')
    await expect(k.runGcode('SET_INPUT_SHAPER SHAPER_TYPE_Y=3hump_ei DAMPING_RATIO_Y=0.5')).rejects.toThrow('Too high value of damping_ratio=0.500 for shaper 3hump_ei on axis y')
  })

  it('ACCELEROMETER_QUERY reads gravity on Z', async () => {
    printer = await startPrinter({ timeScale: 50 })
    await printer.klippy.runGcode('ACCELEROMETER_QUERY')
    const [, , z] = /values \(x, y, z\): (-?[\d.]+), (-?[\d.]+), (-?[\d.]+)$/.exec(printer.responses.at(-1)!)!.slice(1).map(Number)
    expect(Math.abs(z - GRAVITY)).toBeLessThan(500)
  })

  it('a printer without an accelerometer has neither the commands nor the endpoint', async () => {
    printer = await startPrinter({ config: NO_CHIP_CFG })
    const commands = field<Record<string, unknown>>(printer.klippy, 'gcode', 'commands')
    for (const c of ['ACCELEROMETER_QUERY', 'TEST_RESONANCES', 'SHAPER_CALIBRATE', 'SET_INPUT_SHAPER']) expect(c in commands).toBe(false)
    expect(() => printer!.klippy.resonance!.dump({ sensor: 'adxl345' }, () => true)).toThrow("webhooks: No registered callback for path 'adxl345/dump_adxl345'")
  })
})
