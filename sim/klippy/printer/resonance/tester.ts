/**
 * [resonance_tester]: TEST_RESONANCES and SHAPER_CALIBRATE. The toolhead goes to the probe point
 * and sweeps the test frequencies along an axis (one "Testing frequency" line per hertz) while the
 * accelerometer listens; SHAPER_CALIBRATE then fits the shapers to what it heard and leaves the
 * recommendation pending for SAVE_CONFIG.
 */
import { analyseRecording, ANALYSED_MAX_FREQ, type AxisAnalysis } from '../../../../src/lib/input-shaper/analyse'
import type { SimClock } from '../../clock'
import type { GcodeCommand } from '../../gcode/command'
import type { GcodeDispatcher } from '../../gcode/dispatcher'
import type { PendingConfig } from '../bed-mesh'
import type { Toolhead } from '../toolhead'
import { num, type Settings } from '../types'
import type { Accelerometer } from './accelerometer'
import type { InputShaper } from './input-shaper'
import { SampleBuffer } from '../../../../src/lib/input-shaper/samples'

type Axis = 'x' | 'y'

export interface TesterDeps {
  clock: SimClock
  toolhead: Toolhead
  gcode: GcodeDispatcher
  pending: PendingConfig
  chips: Map<string, Accelerometer>
  inputShaper?: InputShaper
}

function stamp(): string {
  const d = new Date()
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}_${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`
}

export class ResonanceTester {
  constructor(
    private readonly s: Settings,
    private readonly d: TesterDeps,
  ) {}

  private chipFor(c: GcodeCommand, axis: Axis): Accelerometer {
    const name = String(this.s[`accel_chip_${axis}`] ?? this.s.accel_chip ?? '')
      .replace(/^adxl345\s+/, '')
      .trim()
    const chip = this.d.chips.get(name)
    if (!chip) throw c.error(`No accelerometers specified that can measure resonances over axis '${axis}'`)
    return chip
  }

  private parseAxis(c: GcodeCommand, raw: string, allowBoth: boolean): Axis[] {
    const a = raw.toLowerCase()
    if (a === 'x' || a === 'y') return [a]
    if (allowBoth && raw === '') return ['x', 'y']
    throw c.error(allowBoth ? `Unsupported axis '${raw}'` : `Unable to parse axis direction '${raw}'`)
  }

  /** Moves to the probe point and sweeps each axis; returns each axis's recording when asked to keep it. */
  private async run(c: GcodeCommand, axes: Axis[], keep: boolean): Promise<Map<Axis, SampleBuffer>> {
    const { toolhead, clock } = this.d
    const point = (this.s.probe_points as number[][])[0]
    await toolhead.manualMove(point, num(this.s.move_speed, 50))
    const shaper = this.d.inputShaper
    const disable = shaper && !c.getInt('INPUT_SHAPING', 0)
    if (disable) {
      shaper.enabled = false
      c.respondInfo('Disabled [input_shaper] for resonance testing')
    }
    const out = new Map<Axis, SampleBuffer>()
    try {
      for (const axis of axes) {
        await toolhead.waitMoves()
        await toolhead.dwell(0.5)
        await toolhead.waitMoves()
        if (axes.length > 1) c.respondInfo(`Testing axis ${axis}`)
        const chip = this.chipFor(c, axis)
        const buffer = new SampleBuffer()
        const stop = keep ? chip.listen((b) => buffer.add(b.data)) : () => undefined
        try {
          await this.sweep(c, chip, axis, clock)
          chip.flush()
        } finally {
          stop()
        }
        out.set(axis, buffer)
      }
    } finally {
      if (disable) {
        shaper.enabled = true
        c.respondInfo('Re-enabled [input_shaper]')
      }
    }
    return out
  }

  private async sweep(c: GcodeCommand, chip: Accelerometer, axis: Axis, clock: SimClock): Promise<void> {
    const start = c.getFloat('FREQ_START', num(this.s.min_freq, 5), { minval: 1 })
    const end = c.getFloat('FREQ_END', num(this.s.max_freq, 135), { minval: start, maxval: 300 })
    const hzPerSec = c.getFloat('HZ_PER_SEC', num(this.s.hz_per_sec, 1), { above: 0, maxval: 2 })
    const accelPerHz = c.getFloat('ACCEL_PER_HZ', num(this.s.accel_per_hz, 60), { above: 0 })
    chip.sweep = { axis, began: clock.now(), start, end, hzPerSec, accelPerHz }
    try {
      let freq = start
      for (let next = Math.floor(start) + 1; freq < end; next++) {
        c.respondInfo(`Testing frequency ${Math.floor(freq)} Hz`)
        const to = Math.min(next, end)
        this.d.toolhead.dwell((to - freq) / hzPerSec).catch(() => undefined)
        await clock.sleep((to - freq) / hzPerSec)
        freq = to
      }
    } finally {
      chip.sweep = undefined
    }
  }

  private suffix(c: GcodeCommand): string {
    const name = c.get('NAME', stamp())
    if (!/^[A-Za-z0-9_-]+$/.test(name)) throw c.error('Invalid NAME parameter')
    return name
  }

  register(): void {
    const { gcode } = this.d
    gcode.register(
      'TEST_RESONANCES',
      async (c) => {
        const axes = this.parseAxis(c, c.require('AXIS'), false)
        const outputs = c.get('OUTPUT', 'resonances').toLowerCase().split(',')
        for (const o of outputs) {
          if (o !== 'resonances' && o !== 'raw_data') throw c.error(`Unsupported output '${o}', only 'resonances' and 'raw_data' are supported`)
        }
        const name = this.suffix(c)
        await this.run(c, axes, false)
        if (outputs.includes('raw_data')) c.respondInfo(`Writing raw accelerometer data to /tmp/raw_data_${axes[0]}_${name}.csv file`)
        if (outputs.includes('resonances')) c.respondInfo(`Resonances data written to /tmp/resonances_${axes[0]}_${name}.csv file`)
      },
      'Run a resonance test along an axis',
    )
    gcode.register(
      'SHAPER_CALIBRATE',
      async (c) => {
        const axes = this.parseAxis(c, c.get('AXIS', ''), true)
        const name = this.suffix(c)
        const recordings = await this.run(c, axes, true)
        const scv = this.d.toolhead.squareCornerVelocity
        const maxFreq = Math.max(ANALYSED_MAX_FREQ, 1.5 * num(this.s.max_freq, 135))
        for (const axis of axes) {
          const recording = recordings.get(axis)!
          if (recording.length < 64) throw c.error(`accelerometer '${this.chipFor(c, axis).name}' measured no data`)
          c.respondInfo(`Calculating the best input shaper parameters for ${axis} axis`)
          this.report(c, axis, analyseRecording(axis, recording.toRecording(), scv, maxFreq))
          c.respondInfo(`Shaper calibration data written to /tmp/calibration_data_${axis}_${name}.csv file`)
        }
        c.respondInfo('The SAVE_CONFIG command will update the printer config file\nwith these parameters and restart the printer.')
      },
      'Run a resonance test and recommend input shaper settings',
    )
  }

  private report(c: GcodeCommand, axis: Axis, result: AxisAnalysis): void {
    for (const f of result.fits) {
      c.respondInfo(`Fitted shaper '${f.name}' frequency = ${f.freq.toFixed(1)} Hz (vibrations = ${(f.vibrations * 100).toFixed(1)}%, smoothing ~= ${f.smoothing.toFixed(3)})`)
      c.respondInfo(`To avoid too much smoothing with '${f.name}', suggested max_accel <= ${f.maxAccel.toFixed(0)} mm/sec^2`)
    }
    const best = result.fits.find((f) => f.name === result.recommended)!
    c.respondInfo(`Recommended shaper_type_${axis} = ${best.name}, shaper_freq_${axis} = ${best.freq.toFixed(1)} Hz`)
    const shaper = this.d.inputShaper
    if (shaper) shaper.axes[axis] = { ...shaper.axes[axis], type: best.name, freq: best.freq }
    this.d.pending.set('input_shaper', `shaper_type_${axis}`, best.name)
    this.d.pending.set('input_shaper', `shaper_freq_${axis}`, best.freq.toFixed(1))
  }
}
