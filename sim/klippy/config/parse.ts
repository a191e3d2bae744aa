/**
 * Reads printer.cfg the way Klipper does: INI sections, `key: value` / `key = value`,
 * indented continuation lines, full-line and inline (whitespace-preceded) `#`/`;` comments,
 * `[include …]` with globs, and the SAVE_CONFIG block of `#*#` lines at the end.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { basename, dirname, isAbsolute, join, resolve } from 'node:path'

export const AUTOSAVE_HEADER = '#*# <---------------------- SAVE_CONFIG ---------------------->'

export class ConfigError extends Error {}

/** Section name (as written) → option (lower-cased) → raw value. */
export type RawConfig = Map<string, Map<string, string>>

export interface ParsedConfig {
  /** Everything merged: main file, includes, then the SAVE_CONFIG block on top. */
  config: RawConfig
  /** Only what the SAVE_CONFIG block holds. */
  autosave: RawConfig
  /** The main file's text without its SAVE_CONFIG block (what SAVE_CONFIG rewrites). */
  mainText: string
}

export type FileReader = (path: string) => string

const defaultReader: FileReader = (p) => readFileSync(p, 'utf8')

function stripInlineComment(line: string): string {
  for (let i = 1; i < line.length; i++) {
    if ((line[i] === '#' || line[i] === ';') && /\s/.test(line[i - 1])) return line.slice(0, i)
  }
  return line
}

interface Pending {
  section: string
  key: string
  lines: string[]
  indent: number
}

/** Parses INI text into `into`, calling `onInclude` for each `[include …]` as it is met. */
export function parseIni(text: string, source: string, into: RawConfig, onInclude?: (pattern: string) => void): void {
  let section: string | undefined
  let pending: Pending | undefined
  const flush = () => {
    if (!pending) return
    while (pending.lines.length > 1 && pending.lines[pending.lines.length - 1] === '') pending.lines.pop()
    into.get(pending.section)!.set(pending.key, pending.lines.join('\n'))
    pending = undefined
  }
  const lines = text.split(/\r?\n/)
  for (let n = 0; n < lines.length; n++) {
    const raw = lines[n]
    const trimmed = raw.trim()
    if (trimmed.startsWith('#') || trimmed.startsWith(';')) continue
    const line = stripInlineComment(raw).trimEnd()
    const indent = raw.length - raw.trimStart().length
    if (!line.trim()) {
      if (pending) pending.lines.push('')
      continue
    }
    if (pending && indent > pending.indent) {
      pending.lines.push(line.trim())
      continue
    }
    flush()
    const header = /^\s*\[([^\]]+)\]\s*$/.exec(line)
    if (header) {
      const name = header[1].trim()
      if (/^include(\s|$)/.test(name)) {
        section = undefined
        onInclude?.(name.slice('include'.length).trim())
        continue
      }
      section = name
      if (!into.has(name)) into.set(name, new Map())
      continue
    }
    const opt = /^\s*([^:=\s][^:=]*?)\s*[:=]\s*(.*)$/.exec(line)
    if (!opt) throw new ConfigError(`File contains parsing errors: ${source}\n\t[line ${n + 1}]: '${raw}'`)
    if (section === undefined) throw new ConfigError(`File contains no section headers.\nfile: '${source}', line: ${n + 1}\n'${raw}'`)
    pending = { section, key: opt[1].toLowerCase(), lines: [opt[2].trim()], indent }
  }
  flush()
}

function globFiles(pattern: string): string[] {
  if (!/[*?[]/.test(pattern)) return existsSync(pattern) ? [pattern] : []
  const dir = dirname(pattern)
  const re = new RegExp(
    '^' +
      basename(pattern)
        .replace(/[.+^${}()|\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/\?/g, '.') +
      '$',
  )
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => re.test(f))
    .sort()
    .map((f) => join(dir, f))
}

function splitAutosave(text: string, source: string): { main: string; autosave: string } {
  const at = text.indexOf(AUTOSAVE_HEADER)
  if (at < 0) return { main: text, autosave: '' }
  const main = text.slice(0, at)
  const out: string[] = []
  let inSection = false
  for (const line of text.slice(at + AUTOSAVE_HEADER.length).split(/\r?\n/)) {
    if (!line.trim()) continue
    if (!line.startsWith('#*#')) throw new ConfigError(`Can't read autosave from config file ${source} - autosave state corrupted`)
    const body = line.slice(3).replace(/^ /, '')
    // The block opens with a few lines of notice before its first section.
    if (!inSection && !body.trim().startsWith('[')) continue
    inSection = true
    out.push(body)
  }
  return { main, autosave: out.join('\n') }
}

function mergeInto(target: RawConfig, src: RawConfig): void {
  for (const [name, opts] of src) {
    if (!target.has(name)) target.set(name, new Map())
    const t = target.get(name)!
    for (const [k, v] of opts) t.set(k, v)
  }
}

export function parseConfigFile(path: string, read: FileReader = defaultReader): ParsedConfig {
  let text: string
  try {
    text = read(path)
  } catch {
    throw new ConfigError(`Unable to open config file ${path}`)
  }
  const { main, autosave } = splitAutosave(text, path)
  const config: RawConfig = new Map()
  const visiting = new Set<string>()
  const load = (file: string, body: string) => {
    if (visiting.has(file)) throw new ConfigError(`Recursive include of config file '${file}'`)
    visiting.add(file)
    parseIni(body, file, config, (pattern) => {
      const full = isAbsolute(pattern) ? pattern : resolve(dirname(file), pattern)
      const matches = globFiles(full)
      if (!matches.length && !/[*?[]/.test(pattern)) throw new ConfigError(`Include file '${full}' does not exist`)
      for (const inc of matches) {
        let incText: string
        try {
          incText = read(inc)
        } catch {
          throw new ConfigError(`Unable to open config file ${inc}`)
        }
        load(inc, incText)
      }
    })
    visiting.delete(file)
  }
  load(path, main)
  const saved: RawConfig = new Map()
  if (autosave) parseIni(autosave, `${path} (SAVE_CONFIG)`, saved)
  mergeInto(config, saved)
  return { config, autosave: saved, mainText: main }
}

/** Renders a SAVE_CONFIG block, or '' when there is nothing to save. */
export function renderAutosave(autosave: RawConfig): string {
  if (!autosave.size) return ''
  const out = [AUTOSAVE_HEADER, '#*# Written by SAVE_CONFIG: changes made below this line are replaced on the next save.', '#*#']
  for (const [name, opts] of autosave) {
    out.push(`#*# [${name}]`)
    for (const [k, v] of opts) {
      const [first, ...rest] = v.split('\n')
      out.push(first ? `#*# ${k} = ${first}` : `#*# ${k} =`)
      for (const l of rest) out.push(`#*# \t${l}`)
    }
    out.push('#*#')
  }
  out.pop()
  return out.join('\n') + '\n'
}

/**
 * Comments out options of the main file that the SAVE_CONFIG block now overrides, so the
 * file keeps one live value for each option (what Klipper does on SAVE_CONFIG).
 */
export function commentOverridden(mainText: string, autosave: RawConfig): string {
  const lines = mainText.split('\n')
  let section: string | undefined
  let commenting = false
  let optIndent = 0
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]
    const trimmed = raw.trim()
    const indent = raw.length - raw.trimStart().length
    if (commenting && trimmed && indent > optIndent && !trimmed.startsWith('#')) {
      lines[i] = '#' + raw
      continue
    }
    commenting = false
    if (!trimmed || trimmed.startsWith('#') || trimmed.startsWith(';')) continue
    const header = /^\[([^\]]+)\]/.exec(trimmed)
    if (header) {
      section = header[1].trim()
      continue
    }
    const opt = /^([^:=\s][^:=]*?)\s*[:=]/.exec(trimmed)
    if (opt && section !== undefined && autosave.get(section)?.has(opt[1].toLowerCase())) {
      lines[i] = '#' + raw
      commenting = true
      optIndent = indent
    }
  }
  return lines.join('\n')
}
