import type { KlipperSchema, OptionKind, OptionSpec, SectionSpec } from '../src/lib/klipper-config/schema-types'

/**
 * Reads Klipper's Config_Reference.md into the lint schema. The reference writes each section as a
 * fenced block you could paste into printer.cfg: `[section name]`, then `option:` (uncommented when
 * the sample must set it) or `#option: default`, each followed by `#   description` lines. A group of
 * option lines shares the description after it.
 */

/** Chapters whose blocks describe a temperature sensor type (options any heater section takes). */
const SENSOR_CHAPTERS = /^(Common thermistors|Common temperature amplifiers|Directly connected PT1000|MAXxxxxx|BMP180|AHT10|HTU21D|SHT3X|LM75|Builtin micro-controller temperature|Host temperature|DS18B20|Combined temperature)/
const GROUP_CHAPTERS: Record<string, string> = { 'Common SPI settings': '@spi', 'Common I2C settings': '@i2c' }

/** What "See the "…" section" points at, where it is not a section's own name. */
const REFERRED: Record<string, string> = { 'common spi settings': '@spi', 'common i2c settings': '@i2c', stepper: 'stepper_x' }

/** `option:` or `#option: default`; a few are written `# option: default`, those always have an underscore. */
const OPTION_LINE = /^(#?)( ?)([A-Za-z][A-Za-z0-9_]*(?:<name>)?)\s*[:=]\s*(.*)$/
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/
const BOOL = /^(true|false)$/i
const RANGE = /value (?:from|between) (-?[\d.]+) (?:to|and) (-?[\d.]+)/
/** "must be provided" said of the option outright, not "when …"/"if …". */
const REQUIRED = /(must be (provided|specified)|must\s+be\s+(provided|specified))/
const CONDITIONAL = /\b(if|when|unless|using|for|on (a|the)|either|otherwise|only)\b/i

interface PendingOption {
  name: string
  required: boolean
  kind: OptionKind | undefined
}

/** Options Klipper reads that the reference does not list under that section. */
const TMC_LEGACY = ['microsteps'] // the older place for microsteps, still read by Klipper's TMC code
const EXTRA_OPTIONS: Record<string, string[]> = {
  tmc2208: ['uart_address', ...TMC_LEGACY], // read by the UART code every TMC UART driver shares
  tmc2130: TMC_LEGACY,
  tmc2209: TMC_LEGACY,
  tmc2240: TMC_LEGACY,
  tmc2660: TMC_LEGACY,
  tmc5160: TMC_LEGACY,
}

/** Sections Klipper loads that the reference does not describe (display_status: M117/M73 without a display). */
const EXTRA_SECTIONS = ['display_status']

/** Options the reference's wording makes look required where Klipper does without them. */
const NOT_REQUIRED: Record<string, string[]> = {
  stepper_x: ['rotation_distance'], // rotary steppers (polar bed, rotary delta) give gear_ratio instead
  dual_carriage: ['axis'], // generic cartesian carriages are named through primary_carriage
}

function kindOf(name: string, example: string): OptionKind | undefined {
  if (name.startsWith('analog_range')) return undefined // a resistance range, despite the _pin name
  if (name.endsWith('_pins') || name === 'pins') return 'P'
  if (name.endsWith('_pin') || name === 'pin') return 'p'
  if (NUMBER.test(example)) return 'n'
  if (BOOL.test(example)) return 'b'
  if (example.includes(',') && example.split(',').every((p) => NUMBER.test(p.trim()))) return 'L'
  return undefined
}

function requiredBy(description: string): boolean {
  const sentence = description.split(/\.\s/).find((s) => REQUIRED.test(s.replace(/\s+/g, ' ')))
  return sentence !== undefined && !CONDITIONAL.test(sentence)
}

class SchemaBuilder {
  readonly sections: Record<string, SectionSpec> = {}
  /** Sections already read: later blocks (kinematics variants, display types) only add options, never requirements. */
  private readonly seen = new Set<string>()

  section(key: string): SectionSpec {
    return (this.sections[key] ??= { o: {} })
  }

  addGroup(key: string, group: string): void {
    const s = this.section(key)
    if (!s.g?.includes(group)) s.g = [...(s.g ?? []), group].sort()
  }

  /** Reads one fenced block; `fixed` puts every option under that key (sensor and bus groups). */
  readBlock(lines: string[], fixed: string | null): string[] {
    const keys: string[] = []
    const firstBlock = new Set<string>()
    let key = fixed
    let pending: PendingOption[] = []
    let description = ''
    const flush = () => {
      if (key) this.addOptions(key, pending, description, firstBlock.has(key))
      pending = []
      description = ''
    }
    for (const line of lines) {
      const header = /^#?\[([^\]\s]+)[^\]]*\]/.exec(line)
      if (header) {
        flush()
        if (fixed) continue
        key = header[1].toLowerCase()
        this.section(key)
        keys.push(key)
        if (!this.seen.has(key)) {
          this.seen.add(key)
          firstBlock.add(key)
        }
        continue
      }
      const option = OPTION_LINE.exec(line)
      if (option && (option[2] === '' || option[3].includes('_'))) {
        if (description) flush()
        const name = option[3].toLowerCase().replace('<name>', '*')
        pending.push({ name, required: option[1] === '' && !option[4].trim(), kind: kindOf(name, option[4].trim()) })
        continue
      }
      if (line.startsWith('#')) description += ' ' + line.replace(/^#\s*/, '')
    }
    flush()
    return keys
  }

  private addOptions(key: string, options: PendingOption[], description: string, canRequire: boolean): void {
    const s = this.section(key)
    const range = RANGE.exec(description)
    const required = canRequire && requiredBy(description)
    for (const o of options) {
      const spec: OptionSpec = { ...s.o[o.name] }
      const kind = spec.k ?? o.kind
      if (kind) spec.k = kind
      if (o.required && required) spec.r = 1
      if (range && options.length === 1 && kind === 'n') {
        spec.min = Number(range[1])
        spec.max = Number(range[2])
      }
      s.o[o.name] = spec
    }
  }
}

/** Sorted keys make the generated file stable, so a regenerated schema diffs only where the reference changed. */
function sorted<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.keys(record).sort().map((k) => [k, record[k]]))
}

export function buildSchema(markdown: string): KlipperSchema {
  const builder = new SchemaBuilder()
  const lines = markdown.split('\n')
  let chapter = ''
  let chapterText = ''
  let chapterKeys: string[] = []
  const closeChapter = () => {
    const targets = SENSOR_CHAPTERS.test(chapter) ? ['@sensor'] : chapterKeys
    for (const m of chapterText.matchAll(/see the "([^"]+)" section/gi)) {
      const name = m[1].toLowerCase()
      const group = REFERRED[name] ?? name
      for (const key of targets) if (key !== group) builder.addGroup(key, group)
    }
  }
  for (let i = 0; i < lines.length; i++) {
    const heading = /^###\s+(.*)$/.exec(lines[i])
    if (heading) {
      closeChapter()
      chapter = heading[1].trim()
      chapterText = ''
      chapterKeys = []
      continue
    }
    if (/^##\s/.test(lines[i])) continue
    chapterText += lines[i] + '\n'
    if (!lines[i].startsWith('```')) continue
    const block: string[] = []
    for (i++; i < lines.length && !lines[i].startsWith('```'); i++) block.push(lines[i])
    chapterText += block.join('\n')
    const fixed = GROUP_CHAPTERS[chapter] ?? (SENSOR_CHAPTERS.test(chapter) ? '@sensor' : null)
    chapterKeys.push(...builder.readBlock(block, fixed))
  }
  closeChapter()
  for (const key of EXTRA_SECTIONS) builder.section(key)
  for (const [key, spec] of Object.entries(builder.sections)) {
    if (spec.o.sensor_type) builder.addGroup(key, '@sensor')
    if (/^stepper(_|$)/.test(key) && key !== 'stepper_x') builder.addGroup(key, 'stepper_x')
    // Delta, rotary delta and winch steppers take what the reference lists under stepper_a.
    if (/^stepper_[b-z]$/.test(key)) builder.addGroup(key, 'stepper_a')
    for (const name of EXTRA_OPTIONS[key] ?? []) spec.o[name] ??= {}
    for (const name of NOT_REQUIRED[key] ?? []) if (spec.o[name]) delete spec.o[name].r
    spec.g = spec.g?.filter((g) => builder.sections[g])
    if (spec.g?.length === 0) delete spec.g
  }
  // Sensor options are offered where the sensor type asks for them: none of them is required everywhere.
  for (const o of Object.values(builder.sections['@sensor']?.o ?? {})) delete o.r
  const sections = Object.fromEntries(Object.entries(sorted(builder.sections)).map(([k, s]) => [k, { ...s, o: sorted(s.o) }]))
  return { sections }
}

/** The schema as the committed module holds it: one section a line, diff-friendly and small. */
export function schemaText(schema: KlipperSchema): string {
  const rows = Object.entries(schema.sections).map(([k, s]) => `    ${JSON.stringify(k)}: ${JSON.stringify(s)},`)
  return [
    '// Generated by scripts/klipper-schema.ts from Klipper\'s Config_Reference.md: do not edit, run the script.',
    "import type { KlipperSchema } from './schema-types'",
    '',
    'export const KLIPPER_SCHEMA: KlipperSchema = {',
    '  sections: {',
    ...rows,
    '  },',
    '}',
    '',
  ].join('\n')
}
