import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultPrinterCfg } from '../default-config'
import { AUTOSAVE_HEADER, ConfigError, commentOverridden, parseConfigFile, parseIni, renderAutosave, type RawConfig } from './parse'
import { buildSettings } from './settings'

function tmpConfig(text: string, extra: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'klippy-cfg-'))
  for (const [name, body] of Object.entries(extra)) writeFileSync(join(dir, name), body)
  const path = join(dir, 'printer.cfg')
  writeFileSync(path, text)
  return path
}

describe('parseIni', () => {
  it('reads options, continuation lines and comments like Klipper', () => {
    const raw: RawConfig = new Map()
    parseIni(
      [
        '# a comment',
        '[printer]',
        'kinematics: cartesian   # inline comment',
        'max_velocity = 300',
        '',
        '[gcode_macro TEST]',
        'description: Says hi',
        'gcode:',
        '  M117 hi ; trailing',
        '  # a comment inside',
        '',
        '  G28',
        '',
        '[fan]',
        'pin: PA8',
      ].join('\n'),
      'test',
      raw,
    )
    expect(raw.get('printer')!.get('kinematics')).toBe('cartesian')
    expect(raw.get('printer')!.get('max_velocity')).toBe('300')
    expect(raw.get('gcode_macro TEST')!.get('gcode')).toBe('\nM117 hi\n\nG28')
    expect(raw.get('fan')!.get('pin')).toBe('PA8')
  })

  it('rejects lines that are not options', () => {
    expect(() => parseIni('[printer]\nthis is not an option\n', 'x', new Map())).toThrow(ConfigError)
    expect(() => parseIni('orphan: 1\n', 'x', new Map())).toThrow(/no section headers/)
  })
})

describe('parseConfigFile', () => {
  it('follows includes and applies the SAVE_CONFIG block on top', () => {
    const path = tmpConfig(
      ['[include extra.cfg]', '[probe]', 'pin: PA1', 'z_offset: 1.0', '', AUTOSAVE_HEADER, '#*# notice line', '#*#', '#*# [probe]', '#*# z_offset = 1.234', ''].join('\n'),
      { 'extra.cfg': '[fan]\npin: PA8\n' },
    )
    const parsed = parseConfigFile(path)
    expect(parsed.config.get('fan')!.get('pin')).toBe('PA8')
    expect(parsed.config.get('probe')!.get('z_offset')).toBe('1.234')
    expect(parsed.autosave.get('probe')!.get('z_offset')).toBe('1.234')
    expect(parsed.mainText).not.toContain('#*#')
  })

  it('reports a missing include', () => {
    const path = tmpConfig('[include nope.cfg]\n')
    expect(() => parseConfigFile(path)).toThrow(/does not exist/)
  })

  it('round-trips a SAVE_CONFIG block and comments out overridden options', () => {
    const autosave: RawConfig = new Map([
      ['probe', new Map([['z_offset', '2.000']])],
      ['bed_mesh default', new Map([['points', '\n0.1, 0.2\n0.3, 0.4'], ['x_count', '2']])],
    ])
    const block = renderAutosave(autosave)
    const main = commentOverridden('[probe]\npin: PA1\nz_offset: 1.0\n', autosave)
    expect(main).toContain('#z_offset: 1.0')
    const path = tmpConfig(`${main}\n${block}`)
    const parsed = parseConfigFile(path)
    expect(parsed.config.get('probe')!.get('z_offset')).toBe('2.000')
    expect(parsed.config.get('bed_mesh default')!.get('points')).toBe('\n0.1, 0.2\n0.3, 0.4')
  })
})

describe('buildSettings', () => {
  it('parses the default config with typed values and defaults', () => {
    const path = tmpConfig(defaultPrinterCfg())
    const { config } = parseConfigFile(path)
    const { settings } = buildSettings(config)
    expect(settings.printer.max_velocity).toBe(300)
    expect(settings.printer.minimum_cruise_ratio).toBe(0.5)
    expect(settings.extruder.min_extrude_temp).toBe(170)
    expect(settings.extruder.max_extrude_only_distance).toBe(100)
    expect(settings.extruder.pressure_advance).toBe(0.04)
    expect(settings.extruder.pid_kp).toBe(21.527)
    expect(settings.fan.off_below).toBe(0.1)
    expect(settings['output_pin caselight'].pwm).toBe(true)
    expect(settings['output_pin caselight'].scale).toBe(1)
    expect(settings.firmware_retraction.retract_length).toBe(0.8)
    expect(settings['gcode_macro print_start'].description).toMatch(/Heat/)
    expect(settings['gcode_macro case_light'].description).toBe('G-Code macro')
    expect(settings.bed_mesh.probe_count).toEqual([5, 5])
    expect(settings['stepper_x'].second_homing_speed).toBe(25)
    expect(config.get('bed_mesh default')!.get('x_count')).toBe('5')
  })

  it('names the section or option that is missing or malformed', () => {
    const mcu: [string, Map<string, string>] = ['mcu', new Map([['serial', '/dev/ttyACM0']])]
    const printer = (opts: [string, string][]): RawConfig => new Map([mcu, ['printer', new Map(opts)]])
    expect(() => buildSettings(new Map([['printer', new Map()]]))).toThrow("Section 'mcu' must be specified")
    expect(() => buildSettings(printer([['kinematics', 'cartesian']]))).toThrow("Option 'max_velocity' in section 'printer' must be specified")
    expect(() => buildSettings(printer([['kinematics', 'cartesian'], ['max_velocity', 'fast'], ['max_accel', '1']]))).toThrow(
      "Unable to parse option 'max_velocity' in section 'printer'",
    )
    const macro = printer([['kinematics', 'cartesian'], ['max_velocity', '1'], ['max_accel', '1']])
    macro.set('gcode_macro X', new Map([['gcode', '{% if %}']]))
    expect(() => buildSettings(macro)).toThrow(/Error loading template/)
  })
})
