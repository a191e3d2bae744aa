/**
 * The simulated Klipper host as the Moonraker side of the sim sees it: lifecycle
 * (startup → ready, shutdown, restarts, disconnects), status ticks with changed fields only,
 * G-code scripts and print control.
 */
import { EventEmitter } from 'node:events'
import { SimClock } from './clock'
import { ConfigError, parseConfigFile } from './config/parse'
import { buildSettings } from './config/settings'
import { ensurePrinterCfg } from './default-config'
import { CommandError } from './gcode/command'
import { SOFTWARE_VERSION, type ExtraCommand } from './printer/host'
import { Printer } from './printer/printer'
import { ResonanceStation } from './printer/resonance/station'
import { PlantedStatus, StatusTracker } from './status-tracker'
import { HALTED_HINT, READY_MESSAGE, RECONNECT_MS, restartStartupMs, SHUTDOWN_HINT, START_DELAY_MS, STARTUP_MESSAGE, STATUS_INTERVAL_MS, mulberry32 } from './lifecycle'
import type { Klippy, KlippyEvents, KlippyOptions, KlippyState, PrinterInfo, StatusMap } from './types'
import { cpuInfo, printerInfo, queryObjects } from './webhooks'

class SimKlippy extends EventEmitter implements Klippy {
  private _state: KlippyState = 'disconnected'
  private _message = 'Klippy Disconnected'
  private readonly clock: SimClock
  private printer?: Printer
  private printerClock?: SimClock
  private readonly tracker = new StatusTracker()
  readonly planted = new PlantedStatus()
  private stopTicker?: () => void
  private readonly extra: ExtraCommand[] = []
  private temps = new Map<string, number>()
  /** The MCU stays shut down across a plain RESTART; only FIRMWARE_RESTART clears it. */
  private mcuShutdown?: string
  private generation = 0
  private stopped = false
  /** Scripts in flight: they fail with 'Klippy Disconnected' if the host goes away under them. */
  private readonly inFlight = new Set<(e: Error) => void>()
  private readonly rand = mulberry32(Date.now())
  readonly resonance = new ResonanceStation()

  constructor(private readonly options: KlippyOptions) {
    super()
    this.clock = new SimClock(Math.max(0.001, options.timeScale))
  }

  get state(): KlippyState {
    return this._state
  }

  get stateMessage(): string {
    return this._message
  }

  private setState(state: KlippyState, message: string): void {
    const changed = state !== this._state
    this._state = state
    this._message = message
    if (changed && !this.stopped) this.emit('state', state)
  }

  private respond(text: string): void {
    if (!this.stopped) this.emit('gcode_response', text)
  }

  private async boot(delayMs: number): Promise<void> {
    const gen = ++this.generation
    this.setState('startup', STARTUP_MESSAGE)
    this.options.log(`Starting Klippy...\nGit version: '${SOFTWARE_VERSION}'\nCPU: ${cpuInfo()}`)
    this.startTicker()
    let printer: Printer | undefined
    let error: string | undefined
    try {
      ensurePrinterCfg(this.options.configPath)
      const parsed = parseConfigFile(this.options.configPath)
      const { settings, warnings } = buildSettings(parsed.config)
      this.printerClock = this.clock.fork()
      printer = new Printer(
        {
          clock: this.printerClock,
          configPath: this.options.configPath,
          gcodesDir: this.options.gcodesDir,
          rand: this.rand,
          log: (l) => this.options.log(l),
          respond: (t) => this.respond(t),
          webhooks: { getStatus: () => ({ state: this._state, state_message: this._message }) },
          isReady: () => this._state === 'ready',
          isShutdown: () => this._state === 'shutdown',
          stateMessage: () => this._message,
          stateName: () => this._state.charAt(0).toUpperCase() + this._state.slice(1),
          shutdown: (m) => this.shutdown(m),
          requestRestart: (k) => setTimeout(() => void this.restartKind(k), 0),
          printEvents: {
            started: (i) => !this.stopped && this.emit('print_started', i),
            ended: (i) => !this.stopped && this.emit('print_ended', i),
            layer: (l) => !this.stopped && this.emit('layer_changed', l),
          },
          extraCommands: this.extra,
          initialTemps: this.temps,
          resonance: this.resonance,
        },
        parsed,
        settings,
        warnings,
      )
    } catch (e) {
      if (!(e instanceof ConfigError || e instanceof CommandError)) throw e
      error = e.message
    }
    await this.clock.sleepReal(delayMs)
    if (gen !== this.generation) return
    this.tracker.reset()
    if (error !== undefined) {
      this.options.log(`Config error: ${error}`)
      this.printer = undefined
      this.setState('error', error + HALTED_HINT)
      return
    }
    this.printer = printer
    this.options.log(`Printer config: ${this.options.configPath}\nKlippy ready`)
    if (this.mcuShutdown) {
      this.setState('shutdown', `MCU 'mcu' shutdown: ${this.mcuShutdown}${SHUTDOWN_HINT}`)
      return
    }
    this.setState('ready', READY_MESSAGE)
    printer!.start()
    if (this.filamentRunout) printer!.runout.setFilamentPresent(false)
  }

  /** The sim's runout switch: every filament sensor loses (or gets back) its filament. */
  private filamentRunout = false

  setFilamentRunout(on: boolean): void {
    this.filamentRunout = on
    this.printer?.runout.setFilamentPresent(!on)
  }

  private startTicker(): void {
    if (this.stopTicker) return
    this.stopTicker = this.clock.every(STATUS_INTERVAL_MS, () => this.tick())
  }

  private tick(): void {
    if (this.stopped || !this.printer || this._state === 'disconnected' || this._state === 'startup') return
    const now = this.clock.now()
    const printer = this.printer
    const changes = this.tracker.tick(() => this.planted.over(printer.status(now)))
    // Unwatched, the idle timeout, heater checks and fans still follow the clock.
    if (!changes) printer.advance(now)
    if (!changes || Object.keys(changes).length) this.emit('status', changes ?? {}, now)
  }

  setWatched(on: boolean): void {
    this.tracker.watch(on, () => this.printer && this.planted.over(this.printer.status(this.clock.now())))
  }

  private teardown(): void {
    this.generation++
    for (const fail of this.inFlight) fail(new Error('Klippy Disconnected'))
    this.inFlight.clear()
    if (this.printer) this.temps = this.printer.dispose()
    this.resonance.attach(new Map())
    this.printerClock?.stop()
    this.printer = undefined
    this.printerClock = undefined
  }

  private async restartKind(kind: 'restart' | 'firmware_restart'): Promise<void> {
    if (this.stopped || this._state === 'disconnected') return
    this.options.log(`Received ${kind === 'restart' ? 'RESTART' : 'FIRMWARE_RESTART'}`)
    if (kind === 'firmware_restart') this.mcuShutdown = undefined
    // Klipper's gcode module says so on its way down, while Moonraker still listens.
    this.respond('// Klipper state: Disconnect')
    this.teardown()
    this.setState('disconnected', 'Klippy Disconnected')
    const gen = this.generation
    await this.clock.sleepReal(RECONNECT_MS)
    if (!this.stopped && gen === this.generation) await this.boot(restartStartupMs(this.clock.timeScale))
  }

  private shutdown(message: string): void {
    if (this._state === 'shutdown' || !this.printer) return
    this.options.log(`Transition to shutdown state: ${message}`)
    this.mcuShutdown = message
    this.setState('shutdown', message + SHUTDOWN_HINT)
    this.printer.emergencyStop(message)
    this.respond(`!! ${message}`)
    this.respond('// Klipper state: Shutdown')
  }

  async start(): Promise<void> {
    if (this.stopped || this._state !== 'disconnected') return
    await this.boot(START_DELAY_MS)
  }

  stop(): void {
    this.stopped = true
    this.teardown()
    this.stopTicker?.()
    this.clock.stop()
    this.removeAllListeners()
  }

  disconnect(): void {
    if (this._state === 'disconnected') return
    this.teardown()
    this.stopTicker?.()
    this.stopTicker = undefined
    this.setState('disconnected', 'Klippy Disconnected')
  }

  info(): PrinterInfo {
    return printerInfo(this._state, this._message, this.options.configPath)
  }

  listObjects(): string[] {
    return this.printer ? [...this.printer.objects.keys()] : ['webhooks']
  }

  query(objects: Record<string, string[] | null>): { eventtime: number; status: StatusMap } {
    const now = this.clock.now()
    const full = this.printer ? this.planted.over(this.printer.status(now, Object.keys(objects))) : { webhooks: { state: this._state, state_message: this._message } }
    const known = (name: string) => name === 'webhooks' || !!this.printer?.objects.has(name)
    return { eventtime: now, status: queryObjects(full, known, objects) }
  }

  async runGcode(script: string): Promise<void> {
    if (this._state === 'disconnected' || this.stopped) throw new Error('Klippy Disconnected')
    const printer = this.printer
    if (!printer) {
      const cmd = script.trim().toUpperCase()
      if (cmd === 'RESTART' || cmd === 'FIRMWARE_RESTART') {
        setTimeout(() => void this.restartKind(cmd === 'RESTART' ? 'restart' : 'firmware_restart'), 0)
        return
      }
      throw new Error(this._message)
    }
    let fail: (e: Error) => void = () => {}
    const lost = new Promise<never>((_resolve, reject) => (fail = reject))
    this.inFlight.add(fail)
    try {
      await Promise.race([printer.runScript(script), lost])
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e)
      if (this.printer === printer) printer.gcode.respondError(msg)
      throw new Error(msg, { cause: e })
    } finally {
      this.inFlight.delete(fail)
    }
  }

  gcodeHelp(): Record<string, string> {
    return this.printer?.gcode.help() ?? {}
  }

  registerCommand(name: string, help: string, handler: (params: Record<string, string>) => void | Promise<void>): void {
    const cmd = { name: name.toUpperCase(), help, handler }
    this.extra.push(cmd)
    if (this.printer && !this.printer.gcode.has(cmd.name)) this.printer.gcode.register(cmd.name, (c) => handler({ ...c.params }), help)
  }

  startPrint(filename: string): Promise<void> {
    return this.runGcode(`SDCARD_PRINT_FILE FILENAME="${filename.replace(/"/g, '\\"')}"`)
  }
  pause(): Promise<void> {
    return this.runGcode('PAUSE')
  }
  resume(): Promise<void> {
    return this.runGcode('RESUME')
  }
  cancel(): Promise<void> {
    return this.runGcode('CANCEL_PRINT')
  }

  /** Moonraker's printer.emergency_stop goes through webhooks, and Klipper names it so. */
  emergencyStop(): void {
    this.shutdown('Shutdown due to webhooks request')
  }

  async restart(): Promise<void> {
    await this.restartKind('restart')
  }
  async firmwareRestart(): Promise<void> {
    await this.restartKind('firmware_restart')
  }

  queryEndstops(): Record<string, 'open' | 'TRIGGERED'> {
    return this.printer?.endstops.query() ?? {}
  }

  override on<E extends keyof KlippyEvents>(event: E, listener: KlippyEvents[E]): this {
    return super.on(event, listener as (...args: unknown[]) => void)
  }

  override off<E extends keyof KlippyEvents>(event: E, listener: KlippyEvents[E]): this {
    return super.off(event, listener as (...args: unknown[]) => void)
  }
}

export function createKlippy(options: KlippyOptions): Klippy {
  return new SimKlippy(options)
}
