import { afterEach, describe, expect, it } from 'vitest'
import { ENDSTOP_CFG, field, startPrinter, type TestPrinter } from '../test-support'

let printer: TestPrinter | undefined
afterEach(() => {
  printer?.klippy.stop()
  printer = undefined
})


describe('manual_probe', () => {
  it('reports an idle object until MANUAL_PROBE starts a session', async () => {
    printer = await startPrinter()
    const k = printer.klippy
    expect(k.query({ manual_probe: null }).status.manual_probe).toEqual({ is_active: false, z_position: null, z_position_lower: null, z_position_upper: null })
    await k.runGcode('MANUAL_PROBE')
    expect(printer.responses.slice(-2)).toEqual([
      '// Starting manual Z probe. Use TESTZ to adjust position.\n// Finish with ACCEPT or ABORT command.',
      '// Z position: ?????? --> 0.000 <-- ??????',
    ])
    expect(field(k, 'manual_probe', 'is_active')).toBe(true)
    expect(field(k, 'manual_probe', 'z_position')).toBe(0)
    await expect(k.runGcode('MANUAL_PROBE')).rejects.toThrow('Already in a manual Z probe. Use ABORT to abort it.')
    await k.runGcode('ABORT')
    expect(field(k, 'manual_probe', 'is_active')).toBe(false)
    // The session's commands exist only during a session.
    await k.runGcode('TESTZ Z=-0.1')
    expect(printer.responses.at(-1)).toBe('// Unknown command:"TESTZ"')
  })

  it('moves with TESTZ, brackets the tried heights, and ACCEPT reports the result', async () => {
    printer = await startPrinter()
    const k = printer.klippy
    await k.runGcode('G28')
    await k.runGcode('G1 Z5 F600')
    await k.runGcode('MANUAL_PROBE')
    await k.runGcode('TESTZ Z=-1')
    expect(printer.responses.at(-1)).toBe('// Z position: ?????? --> 4.000 <-- 5.000')
    await k.runGcode('TESTZ Z=-')
    expect(printer.responses.at(-1)).toBe('// Z position: ?????? --> 3.800 <-- 4.000')
    await k.runGcode('TESTZ Z=+')
    expect(field(k, 'manual_probe', 'z_position')).toBeCloseTo(3.9)
    expect(field(k, 'manual_probe', 'z_position_lower')).toBeCloseTo(3.8)
    expect(field(k, 'manual_probe', 'z_position_upper')).toBeCloseTo(4)
    await k.runGcode('ACCEPT')
    expect(printer.responses.at(-1)).toBe('// Z position is 3.900')
    expect(field(k, 'manual_probe', 'is_active')).toBe(false)
  })

  it('offers Z_ENDSTOP_CALIBRATE with a Z endstop switch, and stores the new position_endstop', async () => {
    printer = await startPrinter({ config: ENDSTOP_CFG })
    const k = printer.klippy
    await k.runGcode('G28')
    await k.runGcode('Z_ENDSTOP_CALIBRATE')
    await k.runGcode('TESTZ Z=-0.3')
    await k.runGcode('ACCEPT')
    expect(printer.responses.at(-1)).toMatch(/^\/\/ stepper_z: position_endstop: 0\.300\n/)
    expect(field<Record<string, Record<string, string>>>(k, 'configfile', 'save_config_pending_items')).toEqual({ stepper_z: { position_endstop: '0.300' } })
  })

  it('has no Z_ENDSTOP_CALIBRATE when Z homes on the probe', async () => {
    printer = await startPrinter()
    const commands = field<Record<string, unknown>>(printer.klippy, 'gcode', 'commands')
    expect('MANUAL_PROBE' in commands).toBe(true)
    expect('Z_ENDSTOP_CALIBRATE' in commands).toBe(false)
  })
})
