/**
 * One running instance of the simulated Klipper host: every printer object built from the
 * config, their G-code commands, and the physics that advance with the clock. A restart
 * throws this away and builds a new one.
 */
import type { ParsedConfig } from '../config/parse'
import type { ConfigWarning } from '../config/settings'
import { CommandError } from '../gcode/command'
import { GcodeDispatcher } from '../gcode/dispatcher'
import { GcodeMutex } from '../gcode/mutex'
import { Template } from '../template/template'
import type { LazyMapping } from '../template/values'
import { buildHardware, extruderLimits, homesOnProbe, railsFrom, type Hardware, type SettingsMap } from './build'
import { ConfigFileObject } from './configfile'
import { registerCoreCommands } from './core-commands'
import { ExcludeObject } from './exclude-object'
import { registerFanCommands } from './fans'
import { GcodeMove } from './gcode-move'
import { Heaters } from './heaters'
import { IdleTimeout } from './idle-timeout'
import { registerMacros, renderTemplate, statusWrapper, type DelayedGcode, type TemplateEnv } from './macros'
import { mcusFrom, type Mcu, SystemStats } from './mcu'
import { DisplayStatus, registerRespond } from './misc'
import { registerOutputCommands, type OutputPin } from './outputs'
import { PauseResume } from './pause-resume'
import { PrintStats } from './print-stats'
import { QUERIES, SOFTWARE_VERSION, hostPath, type PrinterHost } from './host'
import { ManualProbe } from './manual-probe'
import { registerSdCommands } from './sd-commands'
import { registerExtruderCommands } from './extruder-commands'
import { registerForceMove } from './force-move'
import { registerPidCalibrate } from './pid-calibrate'
import { registerQueryAdc } from './query-adc'
import { buildResonance, type ResonanceParts } from './resonance'
import { TuningTower } from './tuning-tower'
import { stepperEndstops, type QueryEndstops } from './query-endstops'
import { FilamentRunout } from './runout'
import { buildLeveling } from './leveling-sections'
import { buildSections } from './sections'
import { Toolhead, motionReport } from './toolhead'
import { num, type Status, type StatusObject } from './types'
import { VirtualSdcard } from './virtual-sdcard'

export class Printer {
  readonly objects = new Map<string, StatusObject>()
  readonly gcode: GcodeDispatcher
  readonly mutex = new GcodeMutex()
  readonly toolhead: Toolhead
  readonly gcodeMove: GcodeMove
  readonly heaters: Heaters
  readonly hw: Hardware
  readonly printStats: PrintStats
  readonly sdcard?: VirtualSdcard
  readonly idle: IdleTimeout
  readonly endstops: QueryEndstops
  readonly configfile: ConfigFileObject
  /** Runout handling of the filament sensors (the sim's runout fault drives it). */
  readonly runout: FilamentRunout
  readonly manualProbe: ManualProbe
  readonly resonance: ResonanceParts
  private readonly mcus: Map<string, Mcu>
  private readonly system: SystemStats
  private readonly outputs: OutputPin[] = []
  private readonly delayed: DelayedGcode[] = []
  private readonly env: TemplateEnv

  constructor(
    private readonly host: PrinterHost,
    parsed: ParsedConfig,
    readonly settings: SettingsMap,
    warnings: ConfigWarning[],
  ) {
    const { clock } = host
    const now = clock.now()
    const s = settings
    const has = (name: string) => s[name] !== undefined
    const checkShutdown = () => {
      if (host.isShutdown()) throw new CommandError(host.stateMessage())
    }
    this.env = {
      printer: () => this.lazyPrinter(),
      respondInfo: (m) => this.gcode.respondInfo(m),
      emergencyStop: (m) => host.shutdown(m),
      callRemoteMethod: (method) => host.log(`remote method ${method} called from a macro`),
    }
    this.gcode = new GcodeDispatcher({
      respond: (t) => host.respond(t),
      isReady: () => host.isReady(),
      stateMessage: () => host.stateMessage(),
      onCommand: (name) => {
        if (!QUERIES.has(name)) this.idle?.noteActivity(clock.now())
      },
      onError: () => this.gcodeMove?.resetLastPosition(),
      log: (l) => host.log(l),
    })
    const gcode = this.gcode
    this.objects.set('gcode', { getStatus: () => ({ commands: gcode.commandList() }) })
    this.objects.set('webhooks', host.webhooks)
    this.configfile = new ConfigFileObject(host.configPath, parsed, s, warnings)
    this.objects.set('configfile', this.configfile)
    this.mcus = mcusFrom(Object.keys(s), now, host.rand)
    for (const [name, mcu] of this.mcus) this.objects.set(name, mcu)

    const stepperNames = ['stepper_x', 'stepper_y', 'stepper_z', ...Object.keys(s).filter((k) => /^extruder\d*$/.test(k))]
    this.toolhead = new Toolhead(
      s.printer,
      railsFrom(s),
      { clock, checkShutdown, onMotion: () => this.idle?.noteActivity(clock.now()), onExtrude: (t) => this.printStats?.noteExtrusion(t), onManualMove: () => this.gcodeMove?.resetLastPosition() },
      stepperNames,
    )
    const toolhead = this.toolhead
    this.gcodeMove = new GcodeMove(toolhead)
    this.objects.set('gcode_move', this.gcodeMove)

    this.heaters = new Heaters({ clock, checkShutdown, respondRaw: (t) => gcode.respondRaw(t) })
    this.hw = buildHardware(parsed.config, s, {
      heaters: this.heaters,
      now,
      rand: host.rand,
      initialTemps: host.initialTemps,
      steppersActive: () => Object.values(toolhead.steppers).some(Boolean),
    })
    const firstExtruder = [...this.hw.extruders.entries()][0]
    if (firstExtruder) [toolhead.extruderName, toolhead.extruder] = [firstExtruder[0], extruderLimits(s[firstExtruder[0]], s.printer, firstExtruder[1])]

    this.printStats = new PrintStats(() => toolhead.position[3], host.printEvents)
    let exclude: ExcludeObject | undefined
    if (has('exclude_object')) {
      exclude = new ExcludeObject(() => toolhead.position)
      this.gcodeMove.moveFilter = exclude
    }
    if (has('virtual_sdcard')) {
      const onError = new Template(String(s.virtual_sdcard.on_error_gcode ?? ''), 'virtual_sdcard:on_error_gcode')
      this.sdcard = new VirtualSdcard({
        clock,
        gcode,
        mutex: this.mutex,
        gcodesDir: host.gcodesDir,
        printStats: this.printStats,
        isShutdown: () => host.isShutdown(),
        shutdownMessage: () => host.stateMessage(),
        onErrorScript: () => renderTemplate(onError, this.env),
        onReset: () => exclude?.reset(),
        waitMoves: () => toolhead.waitMoves(),
        log: (l) => host.log(l),
      })
    }
    this.manualProbe = new ManualProbe(gcode, toolhead)
    // Config-section objects, in config order, as Klipper lists them.
    const sections = buildSections(parsed.config, s, {
      env: this.env,
      gcode,
      clock,
      mutex: this.mutex,
      toolhead,
      gcodeMove: this.gcodeMove,
      configfile: this.configfile,
      rand: host.rand,
      hardware: this.hw.objects,
      manualProbe: this.manualProbe,
      saveVariablesPath: (p) => hostPath(host.configPath, p),
    })
    for (const [name, obj] of sections.ordered) this.objects.set(name, obj)
    this.outputs.push(...sections.pins.values())
    this.delayed.push(...sections.delayed)
    const { probe, bedMesh } = sections
    this.runout = new FilamentRunout(sections.sensors, { gcode, mutex: this.mutex, clock, env: this.env, isPrinting: () => !!this.sdcard?.isActive })
    for (const [name, obj] of buildLeveling(s, { toolhead, probe: probe?.info, gcode })) this.objects.set(name, obj)
    this.objects.set('heaters', this.heaters)
    if (exclude) this.objects.set('exclude_object', exclude)
    let pauseResume: PauseResume | undefined
    if (this.sdcard) {
      pauseResume = new PauseResume(this.sdcard, num(s.pause_resume?.recover_velocity, 50))
      if (has('pause_resume')) this.objects.set('pause_resume', pauseResume)
      this.objects.set('print_stats', this.printStats)
      this.objects.set('virtual_sdcard', this.sdcard)
    }
    if (has('display_status') || has('display')) {
      const ds = new DisplayStatus(() => (this.sdcard?.getStatus().progress as number) ?? 0)
      ds.register(gcode, () => clock.now())
      this.objects.set('display_status', ds)
    }
    this.objects.set('stepper_enable', { getStatus: () => ({ steppers: { ...toolhead.steppers } }) })
    const idleGcode = new Template(String(s.idle_timeout?.gcode ?? 'TURN_OFF_HEATERS\nM84'), 'idle_timeout:gcode')
    this.idle = new IdleTimeout(num(s.idle_timeout?.timeout, 600), {
      busy: (t) => !toolhead.queue.isIdle(t) || !!this.sdcard?.isActive || this.heaters.waiting > 0,
      runIdleGcode: () => this.mutex.run(() => gcode.runScript(renderTemplate(idleGcode, this.env))),
    })
    this.objects.set('idle_timeout', this.idle)
    this.objects.set('motion_report', motionReport(toolhead))
    this.endstops = stepperEndstops(toolhead, s.stepper_z)
    this.objects.set('query_endstops', this.endstops)
    this.system = new SystemStats(now, host.rand)
    this.objects.set('system_stats', this.system)
    this.objects.set('toolhead', toolhead)
    this.objects.set('manual_probe', this.manualProbe)
    if (firstExtruder) this.objects.set(firstExtruder[0], firstExtruder[1])

    // Commands: built-ins first, then macros so rename_existing finds what they replace.
    this.gcodeMove.register(gcode, has('gcode_arcs') ? num(s.gcode_arcs.resolution, 1) : undefined)
    this.heaters.register(gcode, () => toolhead.extruderName)
    registerFanCommands(gcode, this.hw.partFan, this.hw.genericFans, this.hw.tempFans)
    registerOutputCommands(gcode, sections.pins, sections.leds, sections.sensors)
    this.printStats.register(gcode)
    exclude?.register(gcode)
    pauseResume?.register(gcode)
    if (this.sdcard) registerSdCommands(gcode, this.sdcard)
    probe?.register(gcode)
    bedMesh?.register(gcode)
    this.endstops.register(gcode)
    registerForceMove(gcode, toolhead, s.force_move)
    registerExtruderCommands(gcode, this.hw.extruders, toolhead)
    if (this.heaters.heaters.size) registerPidCalibrate(gcode, this.heaters, toolhead, this.configfile)
    registerQueryAdc(gcode, s, this.heaters, () => clock.now())
    this.resonance = buildResonance(s, { clock, toolhead, gcode, pending: this.configfile, station: host.resonance })
    const tower = new TuningTower(gcode, this.gcodeMove)
    tower.register()
    this.gcodeMove.beforeMove = (pos) => tower.beforeMove(pos)
    if (has('respond')) registerRespond(gcode, s.respond)
    const zStepper = s.stepper_z
    const zEndstop = zStepper && !homesOnProbe(zStepper) && typeof zStepper.position_endstop === 'number' ? zStepper.position_endstop : undefined
    this.manualProbe.register(zEndstop, this.gcodeMove, this.configfile)
    registerCoreCommands({
      gcode,
      toolhead,
      gcodeMove: this.gcodeMove,
      extruders: this.hw.extruders,
      idle: this.idle,
      configfile: this.configfile,
      safeZ: s.safe_z_home,
      softwareVersion: SOFTWARE_VERSION,
      isReady: () => host.isReady(),
      stateMessage: () => host.stateMessage(),
      stateName: () => host.stateName(),
      requestRestart: (k) => host.requestRestart(k),
      emergencyStop: (m) => host.shutdown(m),
    })
    for (const d of this.delayed) {
      gcode.registerMux('UPDATE_DELAYED_GCODE', 'ID', d.name, (c) => d.arm(c.getFloat('DURATION', 0, { minval: 0 })), 'Schedule or cancel a delayed G-code')
    }
    for (const extra of host.extraCommands) {
      if (!gcode.has(extra.name)) gcode.register(extra.name, (c) => extra.handler({ ...c.params }), extra.help)
    }
    registerMacros(gcode, sections.macros)
  }

  /** Called once Klipper is ready: timers that run from the start. */
  start(): void {
    for (const d of this.delayed) d.start()
  }

  private lazyPrinter(): LazyMapping {
    const now = this.host.clock.now()
    this.advance(now)
    return statusWrapper(this.objects, now)
  }

  /** Brings the physics up to `now` (heaters, sensors, fans, idle state, statistics). */
  advance(now: number): void {
    this.heaters.advance(now)
    for (const f of this.hw.heaterFans) f.update()
    for (const f of this.hw.controllerFans) f.update(now)
    this.idle.update(now)
    const moving = !this.toolhead.queue.isIdle(now)
    for (const m of this.mcus.values()) m.update(now, moving)
    this.system.update(now, moving || !!this.sdcard?.isActive)
  }

  status(now: number, names?: Iterable<string>): Record<string, Status> {
    this.advance(now)
    const out: Record<string, Status> = {}
    for (const name of names ?? this.objects.keys()) {
      const obj = this.objects.get(name)
      if (obj) out[name] = obj.getStatus(now)
    }
    return out
  }

  /** Runs an API script under the G-code lock. */
  runScript(script: string): Promise<void> {
    return this.mutex.run(() => this.gcode.runScript(script))
  }

  /** The shutdown side effects: motion stops, heaters off, fans and pins to shutdown values. */
  emergencyStop(message: string): void {
    this.toolhead.halt()
    for (const h of this.heaters.heaters.values()) h.target = 0
    for (const f of this.hw.allFans) f.shutdown()
    for (const p of this.outputs) p.shutdown()
    this.sdcard?.abort('klippy_shutdown', message)
  }

  /** The host process goes away (restart, service stop): end any job and keep the temperatures. */
  dispose(): Map<string, number> {
    this.sdcard?.abort('klippy_disconnect', 'Klippy disconnected')
    const temps = new Map<string, number>()
    for (const [name, src] of this.heaters.sensors) temps.set(name, src.temperature)
    return temps
  }
}
