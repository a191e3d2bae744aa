/**
 * The configfile object and SAVE_CONFIG: raw and typed config, warnings, and the pending
 * changes that SAVE_CONFIG writes into the `#*#` block before restarting.
 */
import { copyFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { commentOverridden, parseConfigFile, renderAutosave, type ParsedConfig, type RawConfig } from '../config/parse'
import type { ConfigWarning } from '../config/settings'
import type { PendingConfig } from './bed-mesh'
import type { Status, StatusObject } from './types'

function rawToObject(raw: RawConfig): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {}
  for (const [name, opts] of raw) out[name] = Object.fromEntries(opts)
  return out
}

function stamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}_${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`
}

export class ConfigFileObject implements StatusObject, PendingConfig {
  private readonly pending = new Map<string, Map<string, string>>()
  private readonly removed = new Set<string>()
  private readonly configStatus: Record<string, Record<string, string>>
  private readonly reported: Record<string, Record<string, unknown>>

  constructor(
    private readonly path: string,
    private readonly parsed: ParsedConfig,
    settings: Record<string, Record<string, unknown>>,
    private readonly warnings: ConfigWarning[],
  ) {
    this.configStatus = rawToObject(parsed.config)
    // Klipper lists only options it read: a section with none (display_status, exclude_object) is absent.
    this.reported = Object.fromEntries(Object.entries(settings).filter(([, v]) => Object.keys(v).length > 0))
  }

  get isPending(): boolean {
    return this.pending.size > 0 || this.removed.size > 0
  }

  set(section: string, option: string, value: string): void {
    this.removed.delete(section)
    if (!this.pending.has(section)) this.pending.set(section, new Map())
    // The status keeps the option's case as given (pid_Kp); the file gets it in lower case, as configparser writes it.
    this.pending.get(section)!.set(option, value)
  }

  /** A section saved or pending goes as Klipper's does: listed as null among the pending items. */
  removeSection(section: string): void {
    if (!this.pending.has(section) && !this.parsed.autosave.has(section)) return
    this.pending.delete(section)
    this.removed.add(section)
  }

  /** Writes printer.cfg with the new SAVE_CONFIG block, keeping a dated backup of the old file. */
  save(): void {
    // Re-read so edits made to the file since startup are kept.
    const fresh = parseConfigFile(this.path)
    const autosave: RawConfig = new Map([...fresh.autosave].map(([k, v]) => [k, new Map(v)]))
    for (const s of this.removed) autosave.delete(s)
    for (const [section, opts] of this.pending) {
      if (!autosave.has(section)) autosave.set(section, new Map())
      for (const [k, v] of opts) autosave.get(section)!.set(k.toLowerCase(), v)
    }
    const main = commentOverridden(fresh.mainText, autosave).replace(/\s*$/, '\n')
    const block = renderAutosave(autosave)
    const backup = join(dirname(this.path), `${basename(this.path, '.cfg')}-${stamp(new Date())}.cfg`)
    copyFileSync(this.path, backup)
    writeFileSync(this.path, block ? `${main}\n${block}` : main)
  }

  getStatus(): Status {
    const items: Record<string, Record<string, string> | null> = {}
    for (const [s, opts] of this.pending) items[s] = Object.fromEntries(opts)
    for (const s of this.removed) items[s] = null
    return {
      config: this.configStatus,
      settings: this.reported,
      warnings: this.warnings,
      save_config_pending: this.isPending,
      save_config_pending_items: items,
    }
  }
}
