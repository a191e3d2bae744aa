/**
 * Commands that belong to the printer as a whole: dwell and move waits, homing, motors,
 * velocity limits, extruder settings, status/help, restarts, SAVE_CONFIG and M112.
 */
import type { GcodeDispatcher } from '../gcode/dispatcher'
import type { ConfigFileObject } from './configfile'
import type { GcodeMove } from './gcode-move'
import type { ExtruderObject } from './heaters'
import { cmdG28 } from './homing'
import type { IdleTimeout } from './idle-timeout'
import type { Toolhead } from './toolhead'
import type { Settings } from './types'

export interface CoreDeps {
  gcode: GcodeDispatcher
  toolhead: Toolhead
  gcodeMove: GcodeMove
  extruders: Map<string, ExtruderObject>
  idle: IdleTimeout
  configfile: ConfigFileObject
  safeZ?: Settings
  softwareVersion: string
  isReady(): boolean
  stateMessage(): string
  stateName(): string
  requestRestart(kind: 'restart' | 'firmware_restart'): void
  emergencyStop(message: string): void
}

export function registerCoreCommands(d: CoreDeps): void {
  const { gcode, toolhead } = d
  gcode.register('G4', (c) => toolhead.dwell((c.getFloat('P', 0, { minval: 0 }) + c.getFloat('S', 0, { minval: 0 }) * 1000) / 1000))
  gcode.register('M400', () => toolhead.waitMoves())
  // Line-number resets from serial hosts: Klipper accepts and ignores them.
  gcode.register('M110', () => {}, undefined, { whenNotReady: true })
  gcode.register('ECHO', (c) => c.respondInfo(c.commandLine), undefined, { whenNotReady: true })
  gcode.register('G28', (c) => cmdG28(c, toolhead, d.gcodeMove, d.safeZ))
  const motorsOff = async () => {
    await toolhead.waitMoves()
    toolhead.motorsOff()
  }
  gcode.register('M84', motorsOff)
  gcode.register('M18', motorsOff)
  gcode.register(
    'SET_STEPPER_ENABLE',
    async (c) => {
      const name = c.require('STEPPER')
      if (!(name in toolhead.steppers)) {
        c.respondInfo(`SET_STEPPER_ENABLE: Invalid stepper ${name}`)
        return
      }
      await toolhead.waitMoves()
      const enable = c.getInt('ENABLE', 1) !== 0
      toolhead.steppers[name] = enable
      if (!enable) toolhead.homed.clear()
      c.respondInfo(`${name} has been manually ${enable ? 'enabled' : 'disabled'}`)
    },
    'Enable or disable one stepper motor',
  )
  gcode.register(
    'SET_VELOCITY_LIMIT',
    (c) => {
      const v = c.getFloat('VELOCITY', undefined, { above: 0 })
      const a = c.getFloat('ACCEL', undefined, { above: 0 })
      const scv = c.getFloat('SQUARE_CORNER_VELOCITY', undefined, { minval: 0 })
      let mcr = c.getFloat('MINIMUM_CRUISE_RATIO', undefined, { minval: 0, below: 1 })
      const atd = c.getFloat('ACCEL_TO_DECEL', undefined, { above: 0 })
      if (v !== undefined) toolhead.maxVelocity = v
      if (a !== undefined) toolhead.maxAccel = a
      if (scv !== undefined) toolhead.squareCornerVelocity = scv
      if (mcr === undefined && atd !== undefined) mcr = Math.max(0, 1 - Math.min(1, atd / toolhead.maxAccel))
      if (mcr !== undefined) toolhead.minimumCruiseRatio = mcr
      const msg = [
        `max_velocity: ${toolhead.maxVelocity.toFixed(6)}`,
        `max_accel: ${toolhead.maxAccel.toFixed(6)}`,
        `minimum_cruise_ratio: ${toolhead.minimumCruiseRatio.toFixed(6)}`,
        `square_corner_velocity: ${toolhead.squareCornerVelocity.toFixed(6)}`,
      ].join('\n')
      if ([v, a, scv, mcr].every((x) => x === undefined)) c.respondInfo(msg)
    },
    'Change the velocity and acceleration limits',
  )
  gcode.register('M204', (c) => {
    const s = c.getFloat('S', undefined, { above: 0 })
    const p = c.getFloat('P', undefined, { above: 0 })
    const t = c.getFloat('T', undefined, { above: 0 })
    const accel = s ?? (p !== undefined && t !== undefined ? Math.min(p, t) : undefined)
    if (accel === undefined) {
      c.respondInfo(`Invalid M204 command "${c.commandLine}"`)
      return
    }
    toolhead.maxAccel = accel
  })
  for (const name of d.extruders.keys()) {
    gcode.registerMux(
      'ACTIVATE_EXTRUDER',
      'EXTRUDER',
      name,
      async (c) => {
        if (toolhead.extruderName === name) {
          c.respondInfo(`Extruder ${name} already active`)
          return
        }
        await toolhead.waitMoves()
        c.respondInfo(`Activating extruder ${name}`)
        toolhead.extruderName = name
      },
      'Make an extruder the active one',
    )
  }
  gcode.register(
    'SET_PRESSURE_ADVANCE',
    async (c) => {
      const name = c.get('EXTRUDER', toolhead.extruderName)
      const ex = d.extruders.get(name)
      if (!ex) throw c.error(`Unknown extruder '${name}'`)
      const pa = c.getFloat('ADVANCE', ex.pressureAdvance, { minval: 0 })
      const st = c.getFloat('SMOOTH_TIME', ex.smoothTime, { minval: 0, maxval: 0.2 })
      await toolhead.waitMoves()
      ex.pressureAdvance = pa
      ex.smoothTime = st
      c.respondInfo(`pressure_advance: ${pa.toFixed(6)}\npressure_advance_smooth_time: ${st.toFixed(6)}`)
    },
    'Change pressure advance settings',
  )
  gcode.register(
    'SET_IDLE_TIMEOUT',
    (c) => {
      d.idle.timeout = c.getFloat('TIMEOUT', d.idle.timeout, { above: 0 })
      c.respondInfo(`idle_timeout: Timeout set to ${d.idle.timeout.toFixed(2)} s`)
    },
    'Change the idle timeout',
  )
  gcode.register('M115', (c) => c.respondInfo(`FIRMWARE_NAME:Klipper FIRMWARE_VERSION:${d.softwareVersion}`), undefined, { whenNotReady: true })
  gcode.register(
    'STATUS',
    (c) => c.respondInfo(`${d.stateMessage().trimEnd()}\nKlipper state: ${d.stateName()}`),
    'Report the state of the printer',
    { whenNotReady: true },
  )
  gcode.register(
    'HELP',
    (c) => {
      const lines = d.isReady() ? [] : ['Printer is not ready - not all commands available.']
      lines.push('Available extended commands:')
      const help = gcode.help()
      for (const name of Object.keys(help).sort()) lines.push(`${name.padEnd(10)}: ${help[name]}`)
      c.respondInfo(lines.join('\n'))
    },
    'List the extended G-code commands',
    { whenNotReady: true },
  )
  gcode.register('RESTART', () => d.requestRestart('restart'), 'Reload printer.cfg and restart the host software', { whenNotReady: true })
  gcode.register('FIRMWARE_RESTART', () => d.requestRestart('firmware_restart'), 'Restart the firmware and the host software, clearing a shutdown', {
    whenNotReady: true,
  })
  gcode.register(
    'SAVE_CONFIG',
    (c) => {
      if (!d.configfile.isPending) {
        c.respondInfo('No pending configuration changes to save')
        return
      }
      try {
        d.configfile.save()
      } catch (e) {
        throw c.error(`Unable to write config file during SAVE_CONFIG: ${(e as Error).message}`)
      }
      d.requestRestart('restart')
    },
    'Write pending settings to printer.cfg and restart',
  )
  gcode.register('M112', () => d.emergencyStop('Shutdown due to M112 command'), undefined, { whenNotReady: true })
}
