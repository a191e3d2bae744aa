/**
 * The mcu object (version, build tools, constants, moving link statistics) and the host's
 * system_stats. Both drift over time and work harder while the printer moves.
 */
import { freemem } from 'node:os'
import { SOFTWARE_VERSION } from './host'
import { round, type Status, type StatusObject } from './types'

const MAIN_CONSTANTS = {
  ADC_MAX: 4095,
  BUS_PINS_i2c1: 'PB6,PB7',
  BUS_PINS_i2c1a: 'PB8,PB9',
  BUS_PINS_spi1: 'PA6,PA7,PA5',
  BUS_PINS_spi2: 'PB14,PB15,PB13',
  CLOCK_FREQ: 72000000,
  MCU: 'stm32f103xe',
  PWM_MAX: 255,
  RECEIVE_WINDOW: 192,
  RESERVE_PINS_USB: 'PA11,PA12',
  SERIAL_BAUD: 250000,
  STATS_SUMSQ_BASE: 256,
  STEPPER_BOTH_EDGE: 1,
}

/** A CAN toolboard (RP2040) as a second MCU, the way many printers run their hotend. */
const TOOLBOARD_CONSTANTS = {
  ADC_MAX: 4095,
  BUS_PINS_i2c0a: 'gpio0,gpio1',
  BUS_PINS_spi0a: 'gpio0,gpio3,gpio2',
  CANBUS_BRIDGE: 0,
  CLOCK_FREQ: 12000000,
  MCU: 'rp2040',
  PWM_MAX: 255,
  RECEIVE_WINDOW: 192,
  STATS_SUMSQ_BASE: 256,
  STEPPER_BOTH_EDGE: 1,
}

/** Constants and link figures of an MCU by its kind. */
export type McuKind = 'main' | 'toolboard'

const PROFILES: Record<McuKind, { constants: Record<string, string | number>; freq: number; idleAwake: number; busyAwake: number }> = {
  main: { constants: MAIN_CONSTANTS, freq: 72000431, idleAwake: 0.002, busyAwake: 0.035 },
  toolboard: { constants: TOOLBOARD_CONSTANTS, freq: 12000087, idleAwake: 0.001, busyAwake: 0.012 },
}

export class Mcu implements StatusObject {
  private stats = {
    mcu_awake: 0.002,
    mcu_task_avg: 0.000011,
    mcu_task_stddev: 0.000006,
    bytes_write: 3120,
    bytes_read: 12480,
    bytes_retransmit: 9,
    bytes_invalid: 0,
    send_seq: 412,
    receive_seq: 412,
    retransmit_seq: 2,
    srtt: 0.0011,
    rttvar: 0.0004,
    rto: 0.025,
    ready_bytes: 0,
    upcoming_bytes: 0,
    freq: 72000431,
  }
  private last: number

  private readonly profile: (typeof PROFILES)[McuKind]

  constructor(
    start: number,
    private readonly rand: () => number,
    kind: McuKind = 'main',
  ) {
    this.last = start
    this.profile = PROFILES[kind]
    this.stats.freq = this.profile.freq
  }

  /** Advances the link counters; `busy` means steppers are moving. */
  update(now: number, busy: boolean): void {
    const dt = now - this.last
    if (dt < 1) return
    this.last = now
    const s = this.stats
    const jitter = () => 0.8 + this.rand() * 0.4
    s.mcu_awake = round((busy ? this.profile.busyAwake : this.profile.idleAwake) * jitter(), 4)
    s.mcu_task_avg = round((busy ? 0.000028 : 0.000011) * jitter(), 7)
    s.mcu_task_stddev = round((busy ? 0.000014 : 0.000006) * jitter(), 7)
    const written = Math.round(dt * (busy ? 3800 : 45) * jitter())
    const read = Math.round(dt * (busy ? 900 : 160) * jitter())
    s.bytes_write += written
    s.bytes_read += read
    s.send_seq += Math.max(1, Math.round(written / 40))
    s.receive_seq = s.send_seq
    s.srtt = round(0.001 + this.rand() * 0.0004, 6)
    s.rttvar = round(0.0003 + this.rand() * 0.0002, 6)
    s.ready_bytes = busy ? Math.round(this.rand() * 40) : 0
    s.freq = this.profile.freq + Math.round((this.rand() - 0.5) * 40)
  }

  getStatus(): Status {
    return {
      mcu_version: SOFTWARE_VERSION,
      mcu_build_versions: 'gcc: (15:12.2.rel1-1) 12.2.1 20221205 binutils: (2.40-2+18+b1) 2.40',
      mcu_constants: { ...this.profile.constants },
      last_stats: { ...this.stats },
    }
  }
}

export class SystemStats implements StatusObject {
  private sysload = 0.28
  private cputime = 12.4
  private memavail: number
  private last: number

  constructor(
    start: number,
    private readonly rand: () => number,
  ) {
    this.last = start
    this.memavail = Math.round(Math.min(freemem() / 1024, 3_600_000))
  }

  update(now: number, busy: boolean): void {
    const dt = now - this.last
    if (dt < 1) return
    this.last = now
    const target = busy ? 0.9 : 0.3
    this.sysload = round(Math.max(0.02, this.sysload + (target - this.sysload) * 0.1 + (this.rand() - 0.5) * 0.06), 2)
    this.cputime = round(this.cputime + dt * (busy ? 0.09 : 0.015), 3)
    this.memavail = Math.max(200_000, this.memavail + Math.round((this.rand() - 0.5) * 4000))
  }

  getStatus(): Status {
    return { sysload: this.sysload, cputime: this.cputime, memavail: this.memavail }
  }
}

/** The main [mcu] and every further [mcu name] section (toolboards with their own link statistics), by object name. */
export function mcusFrom(sections: string[], now: number, rand: () => number): Map<string, Mcu> {
  const mcus = new Map([['mcu', new Mcu(now, rand)]])
  for (const name of sections.filter((k) => k.startsWith('mcu '))) mcus.set(name, new Mcu(now, rand, 'toolboard'))
  return mcus
}
