import { EventEmitter } from 'node:events'
import type { JobEndStatus, Klippy, KlippyState, PrinterInfo, StatusMap } from '../../../klippy/types'

type CommandHandler = (params: Record<string, string>) => void | Promise<void>

/**
 * A stand-in for the simulated Klipper in component tests: prints start and end only when
 * the test says so, and G-code goes to a log or to commands registered by components.
 */
export class FakeKlippy extends EventEmitter implements Klippy {
  state: KlippyState = 'ready'
  stateMessage = 'Printer is ready'
  readonly gcode: string[] = []
  readonly commands = new Map<string, CommandHandler>()
  printStats = { state: 'standby', filename: '', print_duration: 0, total_duration: 0, filament_used: 0 }
  private startTime = 0

  async start(): Promise<void> {}
  stop(): void {}
  info(): PrinterInfo {
    return {
      state: this.state,
      state_message: this.stateMessage,
      hostname: 'sim',
      klipper_path: '/home/pi/klipper',
      python_path: '/home/pi/klippy-env/bin/python',
      process_id: 1,
      user_id: 1000,
      group_id: 1000,
      log_file: '/tmp/klippy.log',
      config_file: '/tmp/printer.cfg',
      software_version: 'v0.12.0-sim',
      cpu_info: 'sim',
    }
  }
  listObjects(): string[] {
    return ['print_stats']
  }
  query(objects: Record<string, string[] | null>): { eventtime: number; status: StatusMap } {
    if (this.state !== 'ready') throw new Error('Klippy not ready')
    const status: StatusMap = {}
    if ('print_stats' in objects) status.print_stats = { ...this.printStats }
    return { eventtime: performance.now() / 1000, status }
  }
  async runGcode(script: string): Promise<void> {
    for (const line of script.split('\n')) {
      const [name, ...args] = line.trim().split(/\s+/)
      if (!name) continue
      const handler = this.commands.get(name.toUpperCase())
      if (!handler) {
        this.gcode.push(line.trim())
        continue
      }
      const params: Record<string, string> = {}
      for (const arg of args) {
        const eq = arg.indexOf('=')
        if (eq > 0) params[arg.slice(0, eq).toUpperCase()] = arg.slice(eq + 1)
      }
      await handler(params)
    }
  }
  gcodeHelp(): Record<string, string> {
    return {}
  }
  registerCommand(name: string, _help: string, handler: CommandHandler): void {
    this.commands.set(name.toUpperCase(), handler)
  }
  async startPrint(filename: string): Promise<void> {
    if (this.printStats.state === 'printing' || this.printStats.state === 'paused') throw new Error('Print already in progress')
    this.startTime = Date.now() / 1000
    this.printStats = { state: 'printing', filename, print_duration: 0, total_duration: 0, filament_used: 0 }
    this.emit('print_started', { filename, start_time: this.startTime })
  }
  /** Ends the running print the way virtual_sdcard would report it. */
  endPrint(status: JobEndStatus, stats: { print_duration?: number; total_duration?: number; filament_used?: number } = {}): void {
    const filename = this.printStats.filename
    const end = Date.now() / 1000
    const total = stats.total_duration ?? end - this.startTime
    const info = {
      filename,
      status,
      start_time: this.startTime,
      end_time: end,
      print_duration: stats.print_duration ?? total,
      total_duration: total,
      filament_used: stats.filament_used ?? 0,
    }
    this.printStats = { ...this.printStats, state: status === 'completed' ? 'complete' : status === 'cancelled' ? 'cancelled' : 'error' }
    this.emit('print_ended', info)
  }
  setState(state: KlippyState): void {
    this.state = state
    this.emit('state', state)
  }
  async pause(): Promise<void> {}
  async resume(): Promise<void> {}
  async cancel(): Promise<void> {
    this.endPrint('cancelled')
  }
  emergencyStop(): void {}
  async restart(): Promise<void> {}
  async firmwareRestart(): Promise<void> {}
  disconnect(): void {}
  queryEndstops(): Record<string, 'open' | 'TRIGGERED'> {
    return {}
  }
}
