import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ConfigDiagnostic, LintCode, LintContext } from './diagnostics'
import { KLIPPER_SCHEMA } from './klipper-schema'
import { ConfigLinter } from './lint'

const linter = new ConfigLinter(KLIPPER_SCHEMA)
const DATA = path.join(import.meta.dirname, 'testdata')
const read = (folder: string, name: string) => readFileSync(path.join(DATA, folder, name), 'utf8')
const ROOT_FILES = ['printer.cfg', 'macros/start.cfg', 'macros/end.cfg']

/** Every config/*.cfg of a Klipper git directory, read in one `git cat-file --batch`. */
function klipperConfigs(repo: string): Map<string, string> {
  const tree = execFileSync('git', ['-C', repo, 'ls-tree', 'HEAD', 'config/'], { encoding: 'utf8' })
  const blobs = [...tree.matchAll(/^\S+ blob (\S+)\t(config\/(.+\.cfg))$/gm)].map((m) => ({ id: m[1], name: m[3] }))
  const out = execFileSync('git', ['-C', repo, 'cat-file', '--batch'], { input: blobs.map((b) => b.id).join('\n') + '\n', maxBuffer: 64 << 20 })
  const configs = new Map<string, string>()
  let at = 0
  for (const b of blobs) {
    const headerEnd = out.indexOf(10, at)
    const size = Number(out.subarray(at, headerEnd).toString().split(' ')[2])
    configs.set(b.name, out.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8'))
    at = headerEnd + 1 + size + 1
  }
  return configs
}

/** Klipper's examples are whole configs; its sample-*.cfg are fragments to include (no requirement checks). */
const contextFor = (name: string): LintContext => ({ path: name.startsWith('sample-') ? name : 'printer.cfg', files: null, savedAutosave: null })
const errors = (d: ConfigDiagnostic[]) => d.filter((x) => x.severity === 'error')

describe("Klipper's own configs lint without an error", () => {
  for (const name of readdirSync(path.join(DATA, 'klipper')).filter((f) => f.endsWith('.cfg')))
    it(name, () => expect(errors(linter.lint(read('klipper', name), contextFor(name)))).toEqual([]))

  const repo = process.env.KLIPPER_REPO ?? '/work/.mirror/Klipper3d+klipper/repo'
  it.skipIf(!existsSync(repo))('every config of the Klipper repository', () => {
    const configs = klipperConfigs(repo)
    expect(configs.size).toBeGreaterThan(100)
    const failures = [...configs].flatMap(([n, text]) => errors(linter.lint(text, contextFor(n))).map((d) => `${n}: ${d.code} ${JSON.stringify(d.params)}`))
    expect(failures).toEqual([])
  })
})

const broken: [file: string, code: LintCode, fix?: string][] = [
  ['option-typo.cfg', 'optionTypo', 'nozzle_diameter'],
  ['section-typo.cfg', 'sectionTypo', 'extruder'],
  ['unknown-section.cfg', 'unknownSection'],
  ['unknown-option.cfg', 'unknownOption'],
  ['required-missing.cfg', 'requiredMissing', 'pin'],
  ['duplicate-section.cfg', 'duplicateSection'],
  ['duplicate-option.cfg', 'duplicateOption'],
  ['not-number.cfg', 'notNumber'],
  ['out-of-range.cfg', 'outOfRange'],
  ['not-boolean.cfg', 'notBoolean'],
  ['not-pin.cfg', 'notPin'],
  ['not-number-list.cfg', 'notNumberList'],
  ['pin-twice.cfg', 'pinTwice'],
  ['include-missing.cfg', 'includeMissing'],
  ['template-unclosed-block.cfg', 'templateUnclosedBlock'],
  ['template-unclosed-tag.cfg', 'templateUnclosedTag'],
  ['template-unexpected-tag.cfg', 'templateUnexpectedTag'],
  ['autosave-edited.cfg', 'autosaveEdited'],
  ['no-section.cfg', 'noSection'],
  ['unreadable.cfg', 'unreadable'],
]

describe('broken configs: one diagnostic each', () => {
  it('every rule has its fixture', () => expect(readdirSync(path.join(DATA, 'broken')).sort()).toEqual(broken.map(([f]) => f).sort()))

  for (const [file, code, fix] of broken)
    it(`${file}: ${code}`, () => {
      const text = read('broken', file)
      const savedAutosave = code === 'autosaveEdited' ? text.split('\n').filter((l) => l.startsWith('#*#')).map((l) => l.replace('99.000', '22.000')) : null
      const found = linter.lint(text, { path: 'printer.cfg', files: ROOT_FILES, savedAutosave })
      expect(found.map((d) => d.code)).toEqual([code])
      expect(found[0].fix?.name).toBe(fix)
      expect(found[0].to).toBeGreaterThan(found[0].from)
    })

  it('a quick fix puts the name it suggests in place of the misspelt one', () => {
    const text = read('broken', 'option-typo.cfg')
    const [d] = linter.lint(text, { path: 'printer.cfg', files: null, savedAutosave: null })
    expect(text.slice(d.from, d.to)).toBe('nozle_diameter')
    expect(d.params).toMatchObject({ option: 'nozle_diameter', suggestion: 'nozzle_diameter', section: 'extruder' })
  })
})

describe('the syntax Klipper accepts', () => {
  const lint = (text: string, ctx: Partial<LintContext> = {}) => linter.lint(text, { path: 'macros.cfg', files: ROOT_FILES, savedAutosave: null, ...ctx })

  it('named sections, numbered extruders and steppers, `=` and `:`, both comment kinds, multi-line values', () => {
    const text = [
      '[heater_generic chamber]',
      'heater_pin = PB1 ; inline comment',
      'sensor_type: Generic 3950',
      'sensor_pin: PA0 # another',
      'max_power: 0.6',
      '[extruder2]',
      'nozzle_diameter: 0.6',
      '[stepper_z3]',
      'step_pin: !mcu2:PC1',
      '[gcode_macro START]',
      'variable_bed_temp: 60',
      'gcode:',
      '  {% set t = params.T|default(0)|int %}',
      '',
      '  {% for i in range(2) %}M117 {i}{% endfor %}',
      '  # a comment line inside the value',
      '[board_pins]',
      'aliases: EXP1_1=PE15, EXP1_2=PE14',
      '[output_pin beeper]',
      'pin: EXP1_1',
    ].join('\n')
    expect(lint(text)).toEqual([])
  })

  it('the SAVE_CONFIG block is Klipper’s: bed mesh profiles there have options of their own', () => {
    const text = '[bed_mesh]\nmesh_min: 10, 10\nmesh_max: 200, 200\n\n#*# <---------------------- SAVE_CONFIG ---------------------->\n#*# DO NOT EDIT THIS BLOCK OR BELOW. The contents are auto-generated.\n#*#\n#*# [bed_mesh default]\n#*# version = 1\n#*# points =\n#*# \t0.1, 0.2\n#*# x_count = 2\n'
    expect(lint(text, { path: 'printer.cfg', savedAutosave: text.split('\n').filter((l) => l.startsWith('#*#')) })).toEqual([])
  })

  it('includes resolve relative to the including file, globs included', () => {
    expect(lint('[include macros/*.cfg]')).toEqual([])
    expect(lint('[include end.cfg]', { path: 'macros/start.cfg' })).toEqual([])
    expect(lint('[include extras/*.cfg]').map((d) => [d.code, d.severity])).toEqual([['includeEmptyGlob', 'warning']])
  })

  it('the same pin twice is allowed where Klipper shares it, and where [duplicate_pin_override] says so', () => {
    expect(lint('[stepper_x]\nenable_pin: !PA1\n[stepper_y]\nenable_pin: !PA1')).toEqual([])
    expect(lint('[duplicate_pin_override]\npins: PA8\n[fan]\npin: PA8\n[heater_fan h]\npin: PA8')).toEqual([])
    expect(lint('[fan]\npin: ^!PA8\n[heater_fan h]\npin: PA8').map((d) => d.code)).toEqual(['pinTwice'])
  })
})
