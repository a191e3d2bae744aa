/**
 * Small printer objects: display_status (M117/M73), firmware_retraction (G10/G11),
 * respond (M118/RESPOND) and save_variables.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { GcodeDispatcher } from '../gcode/dispatcher'
import { parseIni } from '../config/parse'
import { parsePythonLiteral } from '../template/literal'
import { pyRepr } from '../template/values'
import { round, type Settings, type Status, type StatusObject } from './types'

/** M73 progress counts only this long (simulated seconds) before falling back to the file position. */
const M73_TIMEOUT = 5

export class DisplayStatus implements StatusObject {
  message: string | null = null
  private m73?: { value: number; at: number }

  constructor(private readonly fileProgress: () => number) {}

  register(gcode: GcodeDispatcher, now: () => number): void {
    gcode.register('M117', (c) => void (this.message = c.rawParams.trim() || null))
    gcode.register('SET_DISPLAY_TEXT', (c) => void (this.message = c.get('MSG') ?? null), 'Set or clear the display message')
    gcode.register('M73', (c) => {
      const p = c.getFloat('P')
      if (p !== undefined) this.m73 = { value: Math.max(0, Math.min(100, p)) / 100, at: now() }
    })
  }

  getStatus(eventtime: number): Status {
    const m73 = this.m73 && eventtime - this.m73.at <= M73_TIMEOUT ? this.m73.value : undefined
    return { progress: round(m73 ?? this.fileProgress(), 4), message: this.message }
  }
}

export class FirmwareRetraction implements StatusObject {
  retractLength: number
  retractSpeed: number
  unretractExtraLength: number
  unretractSpeed: number
  private retracted = false

  constructor(s: Settings) {
    this.retractLength = Number(s.retract_length ?? 0)
    this.retractSpeed = Number(s.retract_speed ?? 20)
    this.unretractExtraLength = Number(s.unretract_extra_length ?? 0)
    this.unretractSpeed = Number(s.unretract_speed ?? 10)
  }

  register(gcode: GcodeDispatcher): void {
    gcode.register(
      'SET_RETRACTION',
      (c) => {
        this.retractLength = c.getFloat('RETRACT_LENGTH', this.retractLength, { minval: 0 })
        this.retractSpeed = c.getFloat('RETRACT_SPEED', this.retractSpeed, { minval: 1 })
        this.unretractExtraLength = c.getFloat('UNRETRACT_EXTRA_LENGTH', this.unretractExtraLength, { minval: 0 })
        this.unretractSpeed = c.getFloat('UNRETRACT_SPEED', this.unretractSpeed, { minval: 1 })
        this.retracted = false
      },
      'Change the firmware retraction settings',
    )
    gcode.register(
      'GET_RETRACTION',
      (c) =>
        c.respondInfo(
          `RETRACT_LENGTH=${this.retractLength.toFixed(5)} RETRACT_SPEED=${this.retractSpeed.toFixed(5)} ` +
            `UNRETRACT_EXTRA_LENGTH=${this.unretractExtraLength.toFixed(5)} UNRETRACT_SPEED=${this.unretractSpeed.toFixed(5)}`,
        ),
      'Report the firmware retraction settings',
    )
    const extrude = (length: number, speed: number) =>
      gcode.runScript(
        ['SAVE_GCODE_STATE NAME=_retract_state', 'G91', `G1 E${length.toFixed(5)} F${Math.round(speed * 60)}`, 'RESTORE_GCODE_STATE NAME=_retract_state'].join('\n'),
      )
    gcode.register('G10', async () => {
      if (this.retracted || this.retractLength <= 0) return
      await extrude(-this.retractLength, this.retractSpeed)
      this.retracted = true
    })
    gcode.register('G11', async () => {
      if (!this.retracted) return
      await extrude(this.retractLength + this.unretractExtraLength, this.unretractSpeed)
      this.retracted = false
    })
  }

  getStatus(): Status {
    return {
      retract_length: this.retractLength,
      retract_speed: this.retractSpeed,
      unretract_extra_length: this.unretractExtraLength,
      unretract_speed: this.unretractSpeed,
    }
  }
}

export function registerRespond(gcode: GcodeDispatcher, s: Settings): void {
  const prefixes: Record<string, string> = { echo: 'echo:', echo_no_space: 'echo:', command: '//', error: '!!' }
  const defaultPrefix = String(s.default_prefix ?? prefixes[String(s.default_type ?? 'echo')] ?? 'echo:')
  gcode.register('M118', (c) => c.respondRaw(`${defaultPrefix} ${c.rawParams}`))
  gcode.register(
    'RESPOND',
    (c) => {
      const type = c.get('TYPE', '').toLowerCase()
      if (type && !(type in prefixes)) throw c.error(`RESPOND TYPE '${type}' is invalid. Must be one of 'echo', 'command', or 'error'`)
      const prefix = c.get('PREFIX') ?? (type ? prefixes[type] : defaultPrefix)
      const sep = type === 'echo_no_space' && !c.has('PREFIX') ? '' : ' '
      c.respondRaw(`${prefix}${sep}${c.get('MSG', '')}`)
    },
    'Send a message to the console',
  )
}

export class SaveVariables implements StatusObject {
  variables: Record<string, unknown> = {}

  constructor(private readonly file: string) {
    if (!existsSync(file)) return
    const raw = new Map<string, Map<string, string>>()
    parseIni(readFileSync(file, 'utf8'), file, raw)
    for (const [k, v] of raw.get('Variables') ?? []) {
      try {
        this.variables[k] = parsePythonLiteral(v)
      } catch {
        // A value Klipper could not read either is skipped, not fatal.
      }
    }
  }

  register(gcode: GcodeDispatcher): void {
    gcode.register(
      'SAVE_VARIABLE',
      (c) => {
        const name = c.require('VARIABLE')
        const value = c.require('VALUE')
        if (name !== name.toLowerCase()) throw c.error("VARIABLE must not contain upper case")
        let literal: unknown
        try {
          literal = parsePythonLiteral(value)
        } catch {
          throw c.error(`Unable to parse '${value}' as a literal`)
        }
        this.variables = { ...this.variables, [name]: literal }
        const body = Object.keys(this.variables)
          .sort()
          .map((k) => `${k} = ${pyRepr(this.variables[k])}`)
          .join('\n')
        mkdirSync(dirname(this.file), { recursive: true })
        writeFileSync(this.file, `[Variables]\n${body}\n`)
      },
      'Save a variable to disk',
    )
  }

  getStatus(): Status {
    return { variables: JSON.parse(JSON.stringify(this.variables)) as Record<string, unknown> }
  }
}
