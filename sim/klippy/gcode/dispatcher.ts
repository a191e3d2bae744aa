/**
 * The G-code command table: registration (plain and "mux" commands keyed by a parameter,
 * like SET_PIN PIN=…), renaming for rename_existing, help texts, and running scripts.
 */
import { CommandError, GcodeCommand, extendedParams, isTraditional, parseLine, type ParsedLine } from './command'
import { checkCommandName } from './command-name'

export type Handler = (cmd: GcodeCommand) => void | Promise<void>

interface Registered {
  handler: Handler
  help?: string
  /** Runs while Klipper is not ready (shutdown, error): RESTART, FIRMWARE_RESTART, STATUS … */
  whenNotReady: boolean
}

interface Mux {
  key: string
  values: Map<string | undefined, Handler>
  /** The values as registered, in order: the error for an unknown one lists them. */
  names: string[]
}

export interface DispatcherHooks {
  /** Sends one gcode response (possibly several lines joined by '\n'). */
  respond(text: string): void
  isReady(): boolean
  stateMessage(): string
  /** A command is about to run (idle_timeout watches this). */
  onCommand(name: string): void
  /** A command failed; gcode_move resynchronises its position here. */
  onError(): void
  log(line: string): void
}

export class GcodeDispatcher {
  private readonly commands = new Map<string, Registered>()
  private readonly muxes = new Map<string, Mux>()
  private readonly responder = { info: (m: string) => this.respondInfo(m), raw: (m: string) => this.respondRaw(m) }

  constructor(private readonly hooks: DispatcherHooks) {}

  register(name: string, handler: Handler, help?: string, opts: { whenNotReady?: boolean } = {}): void {
    const key = name.toUpperCase()
    if (this.commands.has(key)) throw new Error(`gcode command ${key} already registered`)
    checkCommandName(key)
    this.commands.set(key, { handler, help, whenNotReady: opts.whenNotReady ?? false })
  }

  /** Klipper's register_command(name, None): the command goes away (ACCEPT/ABORT after a manual probe). */
  unregister(name: string): void {
    this.commands.delete(name.toUpperCase())
  }

  /** Commands like SET_PIN that dispatch on one parameter's value (PIN=caselight). */
  registerMux(name: string, key: string, value: string | undefined, handler: Handler, help?: string): void {
    const cmd = name.toUpperCase()
    let mux = this.muxes.get(cmd)
    if (!mux) {
      mux = { key, values: new Map(), names: [] }
      this.muxes.set(cmd, mux)
      const m = mux
      this.register(cmd, (gcmd) => {
        const given = gcmd.get(m.key)
        const h = m.values.get(given) ?? m.values.get(given?.toLowerCase())
        if (!h) {
          if (given === undefined) throw gcmd.error(`Error on '${gcmd.commandLine}': missing ${m.key}`)
          // Klipper's wording: a value the given text is part of is guessed, otherwise every option is listed.
          const guess = given ? m.names.filter((n) => n.includes(given)).pop() : undefined
          const hint = guess !== undefined ? `. Did you mean '${guess}'?` : `. Options: ${m.names.map((n) => `'${n}'`).join(', ')}`
          throw gcmd.error(`The value '${given}' is not valid for ${m.key}${hint}`)
        }
        return h(gcmd)
      }, help)
    }
    mux.values.set(value === undefined ? undefined : value.toLowerCase(), handler)
    if (value !== undefined) {
      mux.values.set(value, handler)
      mux.names.push(value)
    }
  }

  /** rename_existing: the old command moves to `newName`, freeing `name` for a macro. */
  rename(name: string, newName: string): void {
    const key = name.toUpperCase()
    const reg = this.commands.get(key)
    if (!reg) throw new CommandError(`Existing command '${key}' not found in gcode_macro rename`)
    const target = newName.toUpperCase()
    if (this.commands.has(target)) throw new CommandError(`gcode command ${target} already registered`)
    this.commands.delete(key)
    this.commands.set(target, { ...reg, help: `Renamed builtin of '${key}'` })
  }

  has(name: string): boolean {
    return this.commands.has(name.toUpperCase())
  }

  help(): Record<string, string> {
    const out: Record<string, string> = {}
    for (const [name, reg] of this.commands) if (reg.help !== undefined) out[name] = reg.help
    return out
  }

  /** The `gcode` printer object's `commands` field. */
  commandList(): Record<string, { help?: string }> {
    const out: Record<string, { help?: string }> = {}
    for (const [name, reg] of this.commands) out[name] = reg.help !== undefined ? { help: reg.help } : {}
    return out
  }

  respondRaw(text: string): void {
    this.hooks.respond(text)
  }

  respondInfo(msg: string): void {
    const lines = msg.trim().split('\n').map((l) => l.trim())
    this.hooks.respond('// ' + lines.join('\n// '))
  }

  /** Klipper's error report: the full text as info when it has several lines, then '!! ' + the first line. */
  respondError(msg: string): void {
    const lines = msg.trim().split('\n')
    if (lines.length > 1) this.respondInfo(lines.join('\n'))
    this.hooks.respond('!! ' + lines[0].trim())
  }

  /** Runs each line in turn; the first error stops the script and propagates. */
  async runScript(script: string): Promise<void> {
    for (const line of script.split('\n')) await this.runLine(line)
  }

  /**
   * Klipper's default handler: an unknown command is not an error. It answers ok and says so as an
   * info line, so a print carries on past it; a few harmless ones pass silently.
   */
  private unknownCommand(parsed: ParsedLine): void {
    const { name, params } = parsed
    if (name === 'M105' || name === 'M21') return
    if (!this.hooks.isReady()) throw new CommandError(this.hooks.stateMessage())
    const s = (fallback: number) => (params.S === undefined ? fallback : Number(params.S) || 0)
    if ((name === 'M140' || name === 'M104') && !s(0)) return
    if (name === 'M107' || (name === 'M106' && !s(1))) return
    this.respondInfo(`Unknown command:"${name}"`)
  }

  async runLine(text: string): Promise<void> {
    const parsed = parseLine(text)
    if (!parsed) return
    const reg = this.commands.get(parsed.name)
    if (!reg) return this.unknownCommand(parsed)
    if (!this.hooks.isReady() && !reg.whenNotReady) throw new CommandError(this.hooks.stateMessage())
    const params = extendedParams(parsed)
    const gcmd = new GcodeCommand(parsed.name, params, parsed.rawParams, parsed.line, this.responder)
    this.hooks.onCommand(parsed.name)
    try {
      await reg.handler(gcmd)
    } catch (e) {
      this.hooks.onError()
      if (e instanceof CommandError) throw e
      this.hooks.log(`Internal error on command "${parsed.name}": ${(e as Error).stack ?? String(e)}`)
      throw new CommandError(`Internal error on command:"${parsed.name}"`)
    }
  }
}

export { isTraditional }
