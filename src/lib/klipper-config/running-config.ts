import { includeMatches } from './include-glob'
import { parseConfig, type ConfigSection } from './parse'

/**
 * "What changed since Klipper last started": Klipper reports the raw config it read at its last start
 * (configfile.config: every include merged, the SAVE_CONFIG block applied). The files now, read the
 * same way, compared with that, show every change, whoever made it, without comparing clocks.
 */
export type RawConfig = Record<string, Record<string, string>>

/** A value as Klipper stores it, lines trimmed and blank ones dropped, so both sides compare alike. */
const normalise = (value: string) =>
  value
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .join('\n')

function mergeInto(config: RawConfig, sections: readonly ConfigSection[]): void {
  for (const s of sections) {
    const target = (config[s.header] ??= {})
    for (const o of s.options) target[o.name] = normalise(o.lines.map((l) => l.text).join('\n'))
  }
}

/**
 * The config Klipper would read from the files now: `root` and its includes (relative to the including
 * file, globs sorted, in place), then the SAVE_CONFIG block. `read` resolves a file of the config root.
 */
export async function configFromFiles(read: (path: string) => Promise<string | undefined>, files: readonly string[], root = 'printer.cfg'): Promise<RawConfig> {
  const config: RawConfig = {}
  const autosave: ConfigSection[] = []
  const seen = new Set<string>()
  const walk = async (path: string) => {
    if (seen.has(path)) return
    seen.add(path)
    const text = await read(path)
    if (text === undefined) return
    const parsed = parseConfig(text)
    for (const section of parsed.sections) {
      if (section.autosave) autosave.push(section)
      else if (section.key === 'include') {
        for (const match of includeMatches(section.header.slice(section.key.length).trim(), path, files).sort()) await walk(match)
      } else mergeInto(config, [section])
    }
  }
  await walk(root)
  mergeInto(config, autosave)
  return config
}

/** Klipper's own report, values normalised alike. */
export function runningConfig(reported: Record<string, Record<string, unknown>>): RawConfig {
  return Object.fromEntries(Object.entries(reported).map(([section, options]) => [section, Object.fromEntries(Object.entries(options).map(([k, v]) => [k, normalise(String(v))]))]))
}

const byName = <T,>(a: [string, T], b: [string, T]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)

/**
 * A config as text for a side-by-side comparison: sections and options sorted by name, as the order
 * Klipper reports them in is not the files' order, and only content differences matter here.
 */
export function configListing(config: RawConfig): string {
  return Object.entries(config)
    .sort(byName)
    .map(([section, options]) => [`[${section}]`, ...Object.entries(options).sort(byName).map(([k, v]) => `${k}: ${v.replace(/\n/g, '\n  ')}`)].join('\n'))
    .join('\n\n')
}
