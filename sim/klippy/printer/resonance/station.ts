/**
 * What outlives one printer instance: the toolhead's resonances as tests set them, and the
 * accelerometers of the running instance, which the API server's `adxl345/dump_adxl345`
 * endpoint reaches.
 */
import { ACCEL_HEADER, type Accelerometer, type BatchListener } from './accelerometer'
import { DEFAULT_RESONANCES, type AxisResonance, type ResonanceSettings } from './model'

/** Klipper's API server error (WebRequestError) with its message. */
export class WebRequestError extends Error {}

export interface ResonanceUpdate {
  x?: Partial<AxisResonance>
  y?: Partial<AxisResonance>
  noise?: number
  seed?: number
}

export class ResonanceStation {
  readonly settings: ResonanceSettings = structuredClone(DEFAULT_RESONANCES)
  private chips = new Map<string, Accelerometer>()

  attach(chips: Map<string, Accelerometer>): void {
    this.chips = chips
  }

  set(update: ResonanceUpdate): ResonanceSettings {
    for (const axis of ['x', 'y'] as const) Object.assign(this.settings[axis], update[axis] ?? {})
    if (update.noise !== undefined) this.settings.noise = update.noise
    if (update.seed !== undefined) this.settings.seed = update.seed
    for (const chip of this.chips.values()) chip.signal.reset(this.settings)
    return structuredClone(this.settings)
  }

  /**
   * `adxl345/dump_adxl345 {sensor}`: the header now, then every batch to `listener` until it
   * returns false. Unknown paths and sensors fail with Klipper's webhooks wording.
   */
  dump(params: Record<string, unknown>, listener: BatchListener): { header: string[] } {
    if (!this.chips.size) throw new WebRequestError("webhooks: No registered callback for path 'adxl345/dump_adxl345'")
    if (!('sensor' in params)) throw new WebRequestError('Missing Argument [sensor]')
    const chip = this.chips.get(String(params.sensor))
    if (!chip) throw new WebRequestError(`The value '${String(params.sensor)}' is not valid for sensor`)
    chip.listen(listener)
    return { header: ACCEL_HEADER }
  }
}
