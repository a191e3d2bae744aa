/**
 * [adxl345]: the accelerometer. While anyone listens (the `adxl345/dump_adxl345` endpoint or a
 * command of its own) it samples the simulated toolhead at its rate and hands the samples out in
 * batches, as Klipper does every 100 ms.
 */
import type { SimClock } from '../../clock'
import type { GcodeCommand } from '../../gcode/command'
import type { GcodeDispatcher } from '../../gcode/dispatcher'
import { AccelerometerSignal, type ResonanceSettings, type Sweep } from './model'

export type SampleRow = [number, number, number, number]
export interface SampleBatch {
  data: SampleRow[]
  errors: number
  overflows: number
}
/** A listener; false when it has gone away. */
export type BatchListener = (batch: SampleBatch) => boolean

/** Real milliseconds between batches (Klipper's BATCH_UPDATES is 100 ms). */
const BATCH_MS = 100
/**
 * Samples made at most at once: when the sim cannot keep up (a stalled event loop, a high time
 * scale on a busy machine) the older ones are lost and counted as overflows, as a chip's FIFO does.
 */
const MAX_BATCH_SAMPLES = 131072

export const ACCEL_HEADER = ['time', 'x_acceleration', 'y_acceleration', 'z_acceleration']

export class Accelerometer {
  readonly signal: AccelerometerSignal
  private readonly listeners = new Set<BatchListener>()
  private stopTimer?: () => void
  private next = 0
  private overflows = 0
  /** The resonance test's sweep, while it runs. */
  sweep?: Sweep

  constructor(
    /** The sensor's name: 'adxl345', or the second word of `[adxl345 name]`. */
    readonly name: string,
    readonly rate: number,
    settings: ResonanceSettings,
    private readonly clock: SimClock,
  ) {
    this.signal = new AccelerometerSignal(settings, rate)
  }

  /** Starts sampling for `listener` until it returns false or `remove` is called. */
  listen(listener: BatchListener): () => void {
    if (!this.listeners.size) {
      this.next = this.clock.now()
      this.stopTimer = this.clock.every(BATCH_MS, () => this.flush())
    }
    this.listeners.add(listener)
    return () => this.remove(listener)
  }

  private remove(listener: BatchListener): void {
    this.listeners.delete(listener)
    if (!this.listeners.size) {
      this.stopTimer?.()
      this.stopTimer = undefined
    }
  }

  /** Samples up to now, to every listener. */
  flush(): void {
    const now = this.clock.now()
    const step = 1 / this.rate
    const behind = Math.floor((now - this.next) * this.rate) - MAX_BATCH_SAMPLES
    if (behind > 0) {
      this.overflows += behind
      this.next += behind * step
    }
    const data: SampleRow[] = []
    for (; this.next <= now; this.next += step) {
      const [t, x, y, z] = this.signal.sample(this.next, this.sweep)
      data.push([round(t), round(x), round(y), round(z)])
    }
    if (!data.length) return
    for (const l of [...this.listeners]) if (!l({ data, errors: 0, overflows: this.overflows })) this.remove(l)
  }

  /** Samples for `seconds` of printer time, as a command's own short measurement does. */
  async measure(seconds: number): Promise<SampleRow[]> {
    const rows: SampleRow[] = []
    const stop = this.listen((b) => {
      rows.push(...b.data)
      return true
    })
    await this.clock.sleep(seconds)
    this.flush()
    stop()
    return rows
  }

  register(gcode: GcodeDispatcher): void {
    const query = async (c: GcodeCommand) => {
        const rows = await this.measure(1)
        const last = rows[rows.length - 1]
        if (!last) throw c.error('No accelerometer measurements found')
        c.respondInfo(`accelerometer values (x, y, z): ${last[1].toFixed(6)}, ${last[2].toFixed(6)}, ${last[3].toFixed(6)}`)
    }
    const help = "Read the accelerometer's current acceleration"
    gcode.registerMux('ACCELEROMETER_QUERY', 'CHIP', this.name, query, help)
    // The default chip also answers without CHIP=….
    if (this.name === 'adxl345') gcode.registerMux('ACCELEROMETER_QUERY', 'CHIP', undefined, query, help)
  }
}

const round = (v: number) => Math.round(v * 1e6) / 1e6
