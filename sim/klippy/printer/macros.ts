/**
 * gcode_macro: template-driven commands with variables (SET_GCODE_VARIABLE),
 * rename_existing and descriptions; plus delayed_gcode timers.
 */
import { CommandError, type GcodeCommand } from '../gcode/command'
import type { GcodeDispatcher } from '../gcode/dispatcher'
import { Template, TemplateRuntimeError } from '../template/template'
import { LiteralError, parsePythonLiteral } from '../template/literal'
import { pyStr, type LazyMapping } from '../template/values'
import type { Settings, Status, StatusObject } from './types'

export interface TemplateEnv {
  /** The `printer` variable: objects by name, read at render time. */
  printer(): LazyMapping
  respondInfo(msg: string): void
  emergencyStop(msg: string): void
  callRemoteMethod(method: string, kwargs: Record<string, unknown>): void
}

/** Klipper's GetStatusWrapper: the templates' `printer`, each object's status read on first use and kept for the render. */
export function statusWrapper(objects: ReadonlyMap<string, StatusObject>, now: number): LazyMapping {
  const cache = new Map<string, Status>()
  return {
    lazy: true,
    get: (key) => {
      if (!cache.has(key)) {
        const obj = objects.get(key)
        if (!obj) return undefined
        cache.set(key, JSON.parse(JSON.stringify(obj.getStatus(now))) as Status)
      }
      return cache.get(key)
    },
    has: (key) => objects.has(key),
    keys: () => [...objects.keys()],
  }
}

/** Renders a config template (macro, idle_timeout gcode …) with the standard context. */
export function renderTemplate(tpl: Template, env: TemplateEnv, extra: Record<string, unknown> = {}): string {
  const context: Record<string, unknown> = {
    printer: env.printer(),
    action_respond_info: (msg: unknown) => {
      env.respondInfo(pyStr(msg))
      return ''
    },
    action_raise_error: (msg: unknown) => {
      throw new CommandError(pyStr(msg))
    },
    action_emergency_stop: (msg: unknown = 'action_emergency_stop') => {
      env.emergencyStop(pyStr(msg))
      return ''
    },
    action_call_remote_method: Object.assign(
      (kw: Record<string, unknown>, method: unknown) => {
        env.callRemoteMethod(pyStr(method), kw)
        return ''
      },
      { kwargs: true },
    ),
    ...extra,
  }
  try {
    return tpl.render(context)
  } catch (e) {
    if (e instanceof CommandError) throw e
    const kind = e instanceof TemplateRuntimeError ? 'TypeError' : (e as Error).constructor.name
    throw new CommandError(`Error evaluating '${tpl.name}': ${kind}: ${(e as Error).message}`)
  }
}

export class GcodeMacro implements StatusObject {
  readonly alias: string
  readonly template: Template
  variables: Record<string, unknown> = {}
  private running = false

  constructor(
    /** The name as written in the section header (the object is 'gcode_macro <name>'). */
    readonly name: string,
    readonly settings: Settings,
    private readonly env: TemplateEnv,
    private readonly gcode: GcodeDispatcher,
  ) {
    this.alias = name.toUpperCase()
    this.template = new Template(String(settings.gcode ?? ''), `gcode_macro ${name}:gcode`)
    for (const [k, v] of Object.entries(settings)) {
      if (k.startsWith('variable_')) this.variables[k.slice('variable_'.length)] = parsePythonLiteral(String(v))
    }
  }

  get description(): string {
    return String(this.settings.description ?? 'G-Code macro')
  }

  async run(gcmd: GcodeCommand): Promise<void> {
    if (this.running) throw gcmd.error(`Macro ${this.alias} called recursively`)
    const script = renderTemplate(this.template, this.env, {
      ...this.variables,
      params: { ...gcmd.params },
      rawparams: gcmd.rawParams,
    })
    this.running = true
    try {
      await this.gcode.runScript(script)
    } finally {
      this.running = false
    }
  }

  setVariable(gcmd: GcodeCommand): void {
    const variable = gcmd.require('VARIABLE')
    const value = gcmd.require('VALUE')
    if (!(variable in this.variables)) throw gcmd.error(`Unknown gcode_macro variable '${variable}'`)
    let literal: unknown
    try {
      literal = parsePythonLiteral(value)
    } catch (e) {
      if (e instanceof LiteralError) throw gcmd.error(`Unable to parse '${value}' as a literal`)
      throw e
    }
    this.variables = { ...this.variables, [variable]: literal }
  }

  getStatus(): Status {
    return JSON.parse(JSON.stringify(this.variables)) as Status
  }
}

/** Registers every macro after the built-in commands, so rename_existing finds them. */
export function registerMacros(gcode: GcodeDispatcher, macros: GcodeMacro[]): void {
  for (const m of macros) {
    const rename = m.settings.rename_existing
    if (typeof rename === 'string' && rename) {
      gcode.rename(m.alias, rename)
    } else if (gcode.has(m.alias)) {
      throw new CommandError(`gcode_macro ${m.name} would replace the existing command ${m.alias}; use rename_existing`)
    }
    gcode.register(m.alias, (c) => m.run(c), m.description)
    gcode.registerMux('SET_GCODE_VARIABLE', 'MACRO', m.name, (c) => m.setVariable(c), 'Change a variable of a G-code macro')
  }
}

/** [delayed_gcode NAME]: a template run after a delay, armed by UPDATE_DELAYED_GCODE. */
export class DelayedGcode {
  private readonly template: Template
  private generation = 0

  constructor(
    readonly name: string,
    readonly settings: Settings,
    private readonly env: TemplateEnv,
    private readonly schedule: (seconds: number, run: () => Promise<void>) => void,
    private readonly runScript: (script: string) => Promise<void>,
  ) {
    this.template = new Template(String(settings.gcode ?? ''), `delayed_gcode ${name}:gcode`)
  }

  arm(seconds: number): void {
    const gen = ++this.generation
    if (seconds <= 0) return
    this.schedule(seconds, async () => {
      if (gen !== this.generation) return
      await this.runScript(renderTemplate(this.template, this.env))
    })
  }

  start(): void {
    this.arm(Number(this.settings.initial_duration ?? 0))
  }
}
