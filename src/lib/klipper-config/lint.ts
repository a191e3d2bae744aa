import type { ConfigDiagnostic, LintContext } from './diagnostics'
import { hasGlob, includeMatches } from './include-glob'
import { checkTemplate } from './jinja'
import { checkValue, pinsUsedTwice } from './lint-values'
import { parseConfig, type ConfigOption, type ConfigSection, type ParsedConfig } from './parse'
import type { KlipperSchema, OptionSpec } from './schema-types'
import { nearestName } from './suggest'

/** A section's options: its own and those of the groups it refers to, keyed with digit runs as '1' too. */
interface ResolvedSection {
  options: Map<string, OptionSpec>
  /** 'temperature3' → 'temperature1', 'faulty_region_2_min' → 'faulty_region_1_min'. */
  numbered: Map<string, OptionSpec>
  prefixes: string[]
}

const numbered = (name: string) => name.replace(/\d+/g, '1')

/** Options that hold a G-code template. */
const isTemplate = (section: ConfigSection, option: ConfigOption) =>
  option.name === 'gcode' || option.name.endsWith('_gcode') || (option.name === 'text' && (section.key === 'display_template' || section.key === 'display_data'))

export class ConfigLinter {
  private readonly cache = new Map<string, ResolvedSection | null>()
  private readonly sectionNames: string[]

  constructor(private readonly schema: KlipperSchema) {
    // Numbered variants ('extruder1', 'stepper_z1') would tie with their base as suggestions.
    this.sectionNames = Object.keys(schema.sections).filter((k) => !k.startsWith('@') && !(/\d$/.test(k) && schema.sections[k.replace(/\d+$/, '')]))
  }

  /** The schema for a section key; `extruder3` reads as `extruder1` and `extruder`, `stepper_z2` as `stepper_z1`. */
  resolve(key: string): ResolvedSection | null {
    if (this.cache.has(key)) return this.cache.get(key) ?? null
    // Kinematics name steppers freely (a winch has stepper_a … stepper_z): any other stepper_* is one like stepper_a.
    const stepper = /^stepper_\w+$/.test(key) ? ['stepper_a'] : []
    const names = [...new Set([key, key.replace(/\d+$/, '1'), key.replace(/\d+$/, ''), ...stepper])].filter((k) => this.schema.sections[k])
    let resolved: ResolvedSection | null = null
    if (names.length > 0) {
      resolved = { options: new Map(), numbered: new Map(), prefixes: [] }
      const seen = new Set<string>()
      const add = (name: string, own: boolean) => {
        if (seen.has(name)) return
        seen.add(name)
        const spec = this.schema.sections[name]
        for (const [option, o] of Object.entries(spec.o)) {
          if (option.endsWith('*')) {
            resolved?.prefixes.push(option.slice(0, -1))
            continue
          }
          // Requirements are a section's own: a group lends its options' kinds and bounds, not its rules.
          const lent = own ? o : { ...o, r: undefined }
          const before = resolved?.options.get(option)
          resolved?.options.set(option, before ? { ...lent, ...before } : lent)
        }
        for (const g of spec.g ?? []) add(g, g === 'stepper_x' && /^stepper/.test(key))
      }
      for (const name of names) add(name, true)
      for (const [option, spec] of resolved.options) if (!resolved.numbered.has(numbered(option))) resolved.numbered.set(numbered(option), spec)
    }
    this.cache.set(key, resolved)
    return resolved
  }

  private optionSpec(section: ResolvedSection, name: string): OptionSpec | null {
    return section.options.get(name) ?? section.numbered.get(numbered(name)) ?? (section.prefixes.some((p) => name.startsWith(p)) ? {} : null)
  }

  /**
   * Required options are checked only in printer.cfg without includes: elsewhere a section may be
   * finished in another file, and a file of overrides names only what it changes.
   */
  lint(text: string, ctx: LintContext): ConfigDiagnostic[] {
    const parsed = parseConfig(text)
    const out: ConfigDiagnostic[] = []
    for (const s of parsed.stray) out.push({ from: s.from, to: s.to, severity: 'error', code: s.kind === 'no-section' ? 'noSection' : 'unreadable', params: {} })
    for (const section of parsed.sections) {
      if (section.key === 'include') {
        out.push(...this.checkInclude(section, ctx))
        continue
      }
      // Klipper writes the SAVE_CONFIG block (bed mesh profiles have options of their own there): only changes to it are reported.
      if (section.autosave) continue
      const resolved = this.resolve(section.key)
      if (!resolved) {
        out.push(this.unknownSection(section))
        continue
      }
      for (const option of section.options) {
        const spec = this.optionSpec(resolved, option.name)
        if (!spec) {
          out.push(this.unknownOption(section, option, resolved))
          continue
        }
        const wrong = checkValue(option, spec)
        if (wrong) out.push(wrong)
        if (isTemplate(section, option)) out.push(...templateProblems(option))
      }
    }
    out.push(...duplicates(parsed.sections))
    if (ctx.path === 'printer.cfg' && !parsed.sections.some((s) => s.key === 'include')) {
      // A required option misspelt is said once, by its typo's quick fix.
      const typos = new Set(out.filter((d) => d.code === 'optionTypo').map((d) => `${d.params.section}|${d.params.suggestion}`))
      out.push(...this.missingRequired(parsed).filter((d) => !typos.has(`${d.params.section}|${d.params.option}`)))
    }
    out.push(...pinsUsedTwice(parsed.sections, (section, option) => {
      const resolved = this.resolve(section.key)
      const kind = resolved ? this.optionSpec(resolved, option.name)?.k : undefined
      return kind === 'p' || kind === 'P'
    }))
    if (ctx.savedAutosave) out.push(...autosaveEdits(parsed, ctx.savedAutosave))
    return out.sort((a, b) => a.from - b.from)
  }

  private unknownSection(section: ConfigSection): ConfigDiagnostic {
    const suggestion = nearestName(section.key, this.sectionNames)
    const at = { from: section.keyFrom, to: section.keyTo }
    if (!suggestion) return { ...at, severity: 'hint', code: 'unknownSection', params: { section: section.key } }
    return { ...at, severity: 'warning', code: 'sectionTypo', params: { section: section.key, suggestion }, fix: { code: 'replace', ...at, insert: suggestion, name: suggestion } }
  }

  private unknownOption(section: ConfigSection, option: ConfigOption, resolved: ResolvedSection): ConfigDiagnostic {
    const suggestion = nearestName(option.name, resolved.options.keys())
    const at = { from: option.nameFrom, to: option.nameTo }
    const params = { option: option.name, section: section.header }
    if (!suggestion) return { ...at, severity: 'error', code: 'unknownOption', params }
    return { ...at, severity: 'error', code: 'optionTypo', params: { ...params, suggestion }, fix: { code: 'replace', ...at, insert: suggestion, name: suggestion } }
  }

  private checkInclude(section: ConfigSection, ctx: LintContext): ConfigDiagnostic[] {
    const pattern = section.header.slice(section.key.length).trim()
    if (!ctx.files || pattern === '' || pattern.startsWith('/') || pattern.startsWith('~')) return []
    if (includeMatches(pattern, ctx.path, ctx.files).length > 0) return []
    // Klipper refuses a missing file, but a pattern that matches nothing is an empty list to it.
    const glob = hasGlob(pattern)
    return [{ from: section.from, to: section.to, severity: glob ? 'warning' : 'error', code: glob ? 'includeEmptyGlob' : 'includeMissing', params: { pattern } }]
  }

  /** Options Klipper requires, counted over every part of a section in the file (the SAVE_CONFIG block too). */
  private missingRequired(parsed: ParsedConfig): ConfigDiagnostic[] {
    const byHeader = new Map<string, ConfigSection[]>()
    for (const s of parsed.sections) byHeader.set(s.header, [...(byHeader.get(s.header) ?? []), s])
    const out: ConfigDiagnostic[] = []
    for (const parts of byHeader.values()) {
      const first = parts.find((p) => !p.autosave)
      const resolved = first && this.resolve(first.key)
      if (!first || !resolved) continue
      const present = new Set(parts.flatMap((p) => p.options.map((o) => o.name)))
      for (const [name, spec] of resolved.options) {
        if (!spec.r || present.has(name)) continue
        out.push({
          from: first.from,
          to: first.to,
          severity: 'error',
          code: 'requiredMissing',
          params: { option: name, section: first.header },
          fix: { code: 'add', from: first.lineEnd, to: first.lineEnd, insert: `\n${name}: `, name },
        })
      }
    }
    return out
  }
}

function templateProblems(option: ConfigOption): ConfigDiagnostic[] {
  // The template as one string, with a map back to where each line sits in the document.
  const starts: { at: number; from: number }[] = []
  let template = ''
  for (const line of option.lines) {
    starts.push({ at: template.length, from: line.from })
    template += line.text + '\n'
  }
  const toDoc = (offset: number) => {
    let s = starts[0]
    for (const candidate of starts) if (candidate.at <= offset) s = candidate
    return s.from + offset - s.at
  }
  const codes = { 'unclosed-tag': 'templateUnclosedTag', 'unclosed-block': 'templateUnclosedBlock', 'unexpected-tag': 'templateUnexpectedTag' } as const
  return checkTemplate(template).map((p) => ({ from: toDoc(p.from), to: toDoc(p.to), severity: 'error', code: codes[p.kind], params: { tag: p.tag } }))
}

/** The same section twice in one file (Klipper merges them, the later values win), or an option twice in one section. */
function duplicates(sections: readonly ConfigSection[]): ConfigDiagnostic[] {
  const out: ConfigDiagnostic[] = []
  const firstAt = new Map<string, ConfigSection>()
  for (const s of sections) {
    if (s.autosave || s.key === 'include') continue
    const first = firstAt.get(s.header)
    if (first) out.push({ from: s.from, to: s.to, severity: 'warning', code: 'duplicateSection', params: { section: s.header } })
    else firstAt.set(s.header, s)
    const names = new Set<string>()
    for (const o of s.options) {
      if (names.has(o.name)) out.push({ from: o.nameFrom, to: o.nameTo, severity: 'warning', code: 'duplicateOption', params: { option: o.name, section: s.header } })
      names.add(o.name)
    }
  }
  return out
}

/** Lines of the SAVE_CONFIG block that differ from the printer's: Klipper owns that block and rewrites it. */
function autosaveEdits(parsed: ParsedConfig, saved: readonly string[]): ConfigDiagnostic[] {
  const left = new Map<string, number>()
  for (const line of saved) left.set(line, (left.get(line) ?? 0) + 1)
  const out: ConfigDiagnostic[] = []
  for (const line of parsed.autosave) {
    const n = left.get(line.text) ?? 0
    if (n > 0) left.set(line.text, n - 1)
    else out.push({ from: line.from, to: line.from + line.text.length, severity: 'warning', code: 'autosaveEdited', params: {} })
  }
  const removed = [...left.values()].some((n) => n > 0)
  if (removed && out.length === 0 && parsed.autosave.length > 0) out.push({ from: parsed.autosave[0].from, to: parsed.autosave[0].from + parsed.autosave[0].text.length, severity: 'warning', code: 'autosaveEdited', params: {} })
  return out
}
