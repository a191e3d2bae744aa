import { EventEmitter } from 'node:events'
import { StatusTracker } from '../../klippy/status-tracker'
import type {
  JobEndStatus,
  Klippy,
  KlippyEvents,
  KlippyOptions,
  KlippyState,
  PrinterInfo,
  StatusMap,
} from '../../klippy/types'

type CommandHandler = (params: Record<string, string>) => void | Promise<void>

export interface FakeKlippyOptions extends Partial<KlippyOptions> {
  /** Real milliseconds a print runs before it completes on its own; null: only when the test calls endPrint. */
  printDurationMs?: number | null
}

/** The figures of a finished job the test may set; the rest follow from the clock. */
export interface JobFigures {
  print_duration?: number
  total_duration?: number
  filament_used?: number
}

const STATE_MESSAGES: Record<KlippyState, string> = {
  startup: 'Printer is not ready',
  ready: 'Printer is ready',
  error: 'Printer is halted',
  shutdown: 'Shutdown due to M112 command',
  disconnected: 'Klippy Host not connected',
}

/**
 * A small stand-in for the simulated Klipper, for the server's own tests: a heater that follows its
 * target, prints that take a fixed time (or end when the test says), G-code commands registered by
 * components, and the state machine. `start()` connects it and starts the status ticks.
 */
export class FakeKlippy extends EventEmitter implements Klippy {
  private _state: KlippyState = 'disconnected'
  private _message = STATE_MESSAGES.disconnected
  private tick: NodeJS.Timeout | null = null
  private printTimer: NodeJS.Timeout | null = null
  private startedAt = 0
  private readonly commands = new Map<string, { help: string; handler: CommandHandler }>()
  readonly status: StatusMap
  private readonly tracker = new StatusTracker()
  printDurationMs: number | null
  private readonly log: (line: string) => void
  private readonly configPath: string

  constructor(options: FakeKlippyOptions = {}) {
    super()
    this.printDurationMs = options.printDurationMs === undefined ? 400 : options.printDurationMs
    this.log = options.log ?? (() => undefined)
    this.configPath = options.configPath ?? '/tmp/printer.cfg'
    this.status = {
      webhooks: { state: 'startup', state_message: 'Printer is not ready' },
      heaters: { available_heaters: ['heater_bed', 'extruder'], available_sensors: ['temperature_sensor chamber', 'heater_bed', 'extruder'], available_monitors: [] },
      extruder: { temperature: 22, target: 0, power: 0, can_extrude: false, pressure_advance: 0.04 },
      heater_bed: { temperature: 22, target: 0, power: 0 },
      'temperature_sensor chamber': { temperature: 24, measured_min_temp: 22, measured_max_temp: 25 },
      toolhead: { homed_axes: '', position: [0, 0, 0, 0], print_time: 0, estimated_print_time: 0 },
      print_stats: { filename: '', state: 'standby', print_duration: 0, total_duration: 0, filament_used: 0, message: '', info: { total_layer: null, current_layer: null } },
      virtual_sdcard: { file_path: null, progress: 0, is_active: false, file_position: 0, file_size: 0 },
      idle_timeout: { state: 'Idle', printing_time: 0 },
      gcode_move: { speed_factor: 1, extrude_factor: 1, speed: 1500 },
      configfile: { config: {}, settings: {}, warnings: [], save_config_pending: false },
    }
  }

  get state(): KlippyState {
    return this._state
  }

  get stateMessage(): string {
    return this._message
  }

  get printStats(): Record<string, unknown> {
    return this.status.print_stats
  }

  /** Moves the state machine (tests call it to make Klippy shut down or go away without a print's end). */
  setState(state: KlippyState, message = STATE_MESSAGES[state]): void {
    this._state = state
    this._message = message
    this.status.webhooks = { state: state === 'disconnected' ? 'startup' : state, state_message: message }
    this.emit('state', state)
  }

  async start(): Promise<void> {
    this.setState('startup')
    await new Promise((r) => setTimeout(r, 30))
    this.setState('ready')
    this.log('Klipper state: Ready')
    if (!this.tick) this.tick = setInterval(() => this.step(), 250)
  }

  stop(): void {
    if (this.tick) clearInterval(this.tick)
    if (this.printTimer) clearTimeout(this.printTimer)
    this.tick = null
    this.printTimer = null
  }

  private step(): void {
    const e = this.status.extruder
    const t = e.temperature as number
    const target = e.target as number
    const goal = target > 0 ? target : 22
    e.temperature = Math.round((t + (goal - t) * 0.5) * 100) / 100
    e.power = target > 0 ? 0.5 : 0
    const tool = this.status.toolhead
    tool.estimated_print_time = Math.round(((tool.estimated_print_time as number) + 0.25) * 1000) / 1000
    const changes = this.tracker.diff(this.status)
    if (Object.keys(changes).length) this.emit('status', changes, tool.estimated_print_time as number)
  }

  info(): PrinterInfo {
    return {
      state: this._state,
      state_message: this._message,
      hostname: 'fake',
      klipper_path: '/home/pi/klipper',
      python_path: '/home/pi/klippy-env/bin/python',
      process_id: 1234,
      user_id: 1000,
      group_id: 1000,
      log_file: '/tmp/klippy.log',
      config_file: this.configPath,
      software_version: 'v0.12.0-test',
      cpu_info: '4 core ARMv7',
    }
  }

  listObjects(): string[] {
    return Object.keys(this.status)
  }

  query(objects: Record<string, string[] | null>): { eventtime: number; status: StatusMap } {
    const status: StatusMap = {}
    for (const [name, fields] of Object.entries(objects)) {
      const obj = this.status[name]
      if (!obj) continue
      const out: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(obj)) if (!fields || fields.includes(k)) out[k] = structuredClone(v)
      status[name] = out
    }
    return { eventtime: this.status.toolhead.estimated_print_time as number, status }
  }

  async runGcode(script: string): Promise<void> {
    for (const line of script.split('\n')) {
      const [cmd, ...args] = line.trim().split(/\s+/)
      const upper = (cmd ?? '').toUpperCase()
      if (!upper) continue
      if (this._state !== 'ready' && upper !== 'FIRMWARE_RESTART' && upper !== 'RESTART') throw new Error(this._message)
      const arg = (n: string) => args.find((a) => a.toUpperCase().startsWith(n))?.slice(n.length)
      if (upper === 'M104') this.status.extruder.target = Number(arg('S') ?? 0)
      else if (upper === 'M140') this.status.heater_bed.target = Number(arg('S') ?? 0)
      else if (upper === 'M118' || upper === 'RESPOND') this.emit('gcode_response', `// ${args.join(' ')}`)
      else if (upper === 'M112') this.emergencyStop()
      else if (upper === 'FIRMWARE_RESTART') await this.firmwareRestart()
      else if (upper === 'RESTART') await this.restart()
      else if (this.commands.has(upper)) await this.commands.get(upper)?.handler(commandParams(args))
      // Like Klipper: an unknown command is answered ok, with an info line.
      else if (upper !== 'G28' && upper !== 'M400') this.emit('gcode_response', `// Unknown command:"${upper}"`)
    }
  }

  gcodeHelp(): Record<string, string> {
    const help: Record<string, string> = { RESTART: 'Reload config file and restart host software' }
    for (const [name, c] of this.commands) help[name] = c.help
    return help
  }

  registerCommand(name: string, help: string, handler: CommandHandler): void {
    this.commands.set(name.toUpperCase(), { help, handler })
  }

  async startPrint(filename: string): Promise<void> {
    if (this._state !== 'ready') throw new Error(this._message)
    if (this.status.print_stats.state === 'printing') throw new Error('SD busy')
    this.startedAt = Date.now() / 1000
    Object.assign(this.status.print_stats, { filename, state: 'printing', print_duration: 0, total_duration: 0, filament_used: 0 })
    this.status.idle_timeout.state = 'Printing'
    this.emit('print_started', { filename, start_time: this.startedAt })
    if (this.printDurationMs !== null) this.printTimer = setTimeout(() => this.endPrint('completed', { filament_used: 12.5 }), this.printDurationMs)
  }

  /** Ends the running print the way virtual_sdcard reports it; durations default to the time since its start. */
  endPrint(status: JobEndStatus, figures: JobFigures = {}): void {
    if (this.printTimer) clearTimeout(this.printTimer)
    this.printTimer = null
    const filename = this.status.print_stats.filename as string
    this.status.print_stats.state = status === 'completed' ? 'complete' : status === 'cancelled' ? 'cancelled' : 'error'
    this.status.idle_timeout.state = 'Idle'
    const end = Date.now() / 1000
    const total = figures.total_duration ?? end - this.startedAt
    this.emit('print_ended', {
      filename,
      status,
      start_time: this.startedAt,
      end_time: end,
      print_duration: figures.print_duration ?? total,
      total_duration: total,
      filament_used: figures.filament_used ?? 0,
    })
  }

  async pause(): Promise<void> {
    if (this.status.print_stats.state !== 'printing') throw new Error('Print is not in progress')
    this.status.print_stats.state = 'paused'
  }

  async resume(): Promise<void> {
    if (this.status.print_stats.state !== 'paused') throw new Error('Print is not paused')
    this.status.print_stats.state = 'printing'
  }

  async cancel(): Promise<void> {
    const s = this.status.print_stats.state
    if (s !== 'printing' && s !== 'paused') throw new Error('No print in progress')
    this.endPrint('cancelled')
  }

  emergencyStop(): void {
    if (this.status.print_stats.state === 'printing') this.endPrint('klippy_shutdown')
    this.setState('shutdown')
  }

  async restart(): Promise<void> {
    await this.start()
  }

  async firmwareRestart(): Promise<void> {
    await this.start()
  }

  disconnect(): void {
    if (this.status.print_stats.state === 'printing') this.endPrint('klippy_disconnect')
    this.setState('disconnected')
  }

  queryEndstops(): Record<string, 'open' | 'TRIGGERED'> {
    return { stepper_x: 'open', stepper_y: 'open', stepper_z: 'open' }
  }

  override on<E extends keyof KlippyEvents>(event: E, listener: KlippyEvents[E]): this {
    return super.on(event, listener as (...args: unknown[]) => void)
  }

  override off<E extends keyof KlippyEvents>(event: E, listener: KlippyEvents[E]): this {
    return super.off(event, listener as (...args: unknown[]) => void)
  }
}

/** KEY=VALUE arguments of a command line, keys upper-cased as Klipper's command parser does. */
function commandParams(args: string[]): Record<string, string> {
  const params: Record<string, string> = {}
  for (const arg of args) {
    const eq = arg.indexOf('=')
    if (eq > 0) params[arg.slice(0, eq).toUpperCase()] = arg.slice(eq + 1)
  }
  return params
}

/** The stand-in the server starts like the real one (`startSim`'s createKlippy). */
export function createFakeKlippy(options: KlippyOptions): FakeKlippy {
  return new FakeKlippy(options)
}

/** A Klippy already ready for component tests: no status ticks, and its prints end only when the test says. */
export function readyFakeKlippy(): FakeKlippy {
  const klippy = new FakeKlippy({ printDurationMs: null })
  klippy.setState('ready')
  return klippy
}
