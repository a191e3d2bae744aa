/**
 * First-order thermal models. A heated body settles towards ambient + gain × power with
 * time constant tau; a controller (feed-forward plus proportional and a little integral)
 * picks the power. Integration steps are short and exact for constant power, so large
 * time scales stay stable.
 */
import { AMBIENT, round, type Settings, type Status, type StatusObject } from './types'

export interface ThermalParams {
  /** Degrees above ambient at full power. */
  gain: number
  /** Seconds. */
  tau: number
  /** Controller proportional gain, power per degree of error. */
  kp: number
}

/** Extruder: about a minute from room temperature to 200 °C. Bed: about 90 s to 60 °C. */
export function thermalParamsFor(name: string): ThermalParams {
  if (name === 'heater_bed') return { gain: 100, tau: 180, kp: 0.1 }
  if (name.startsWith('extruder')) return { gain: 300, tau: 64, kp: 0.05 }
  return { gain: 150, tau: 120, kp: 0.06 }
}

const STEP = 1

export type Noise = () => number

export class Heater implements StatusObject {
  target = 0
  power = 0
  private integral = 0
  private noise = 0

  constructor(
    readonly name: string,
    readonly settings: Settings,
    private readonly params: ThermalParams,
    public temperature: number,
    private last: number,
    private readonly rand: Noise,
  ) {}

  /** The model's constants (PID_CALIBRATE derives its result from them). */
  get thermal(): ThermalParams {
    return this.params
  }

  get minTemp(): number {
    return Number(this.settings.min_temp ?? 0)
  }
  get maxTemp(): number {
    return Number(this.settings.max_temp ?? 300)
  }
  get maxPower(): number {
    return Number(this.settings.max_power ?? 1)
  }

  /** The value Klipper reports: the model plus a little sensor noise. */
  get reading(): number {
    return round(this.temperature + this.noise, 2)
  }

  setTarget(target: number): void {
    if (target !== 0 && (target < this.minTemp || target > this.maxTemp)) {
      throw new RangeError(`Requested temperature (${target.toFixed(1)}) out of range (${this.minTemp.toFixed(1)}:${this.maxTemp.toFixed(1)})`)
    }
    this.target = target
    this.integral = 0
  }

  /** M109/M190 keep waiting while this is true (within 1 °C counts as there). */
  isBusy(): boolean {
    return this.target > 0 && Math.abs(this.target - this.temperature) > 1
  }

  advance(t: number): void {
    const { gain, tau, kp } = this.params
    if (t <= this.last) return
    if (this.target <= 0) {
      // Passive cooling has a closed form, so long idle gaps cost one step.
      this.power = 0
      this.temperature = AMBIENT + (this.temperature - AMBIENT) * Math.exp(-(t - this.last) / tau)
      this.last = t
      this.noise = (this.rand() - 0.5) * 0.1
      return
    }
    const steps = Math.ceil((t - this.last) / STEP)
    const dt = (t - this.last) / steps
    const maxPower = this.maxPower
    for (let k = 0; k < steps; k++) {
      const err = this.target - this.temperature
      const ff = (this.target - AMBIENT) / gain
      // Integrate only near the target so the run-up does not wind up an overshoot.
      if (Math.abs(err) < 5) this.integral = Math.max(-0.1, Math.min(0.1, this.integral + err * dt * 0.002))
      this.power = Math.max(0, Math.min(maxPower, ff + kp * err + this.integral))
      const settle = AMBIENT + gain * this.power
      this.temperature = settle + (this.temperature - settle) * Math.exp(-dt / tau)
    }
    this.last = t
    this.noise = (this.rand() - 0.5) * 0.1
  }

  getStatus(): Status {
    return { temperature: this.reading, target: this.target, power: round(this.power, 3) }
  }
}

/**
 * A sensor whose reading drifts towards a temperature the rest of the machine decides
 * (a chamber warmed by the bed, an MCU warmed by its drivers).
 */
export class DriftingSensor implements StatusObject {
  measuredMin: number
  measuredMax: number
  private noise = 0

  constructor(
    public temperature: number,
    private last: number,
    private readonly tau: number,
    private readonly settleAt: () => number,
    private readonly rand: Noise,
  ) {
    this.measuredMin = temperature
    this.measuredMax = temperature
  }

  get reading(): number {
    return round(this.temperature + this.noise, 2)
  }

  advance(t: number): void {
    if (t <= this.last) return
    const settle = this.settleAt()
    this.temperature = settle + (this.temperature - settle) * Math.exp(-(t - this.last) / this.tau)
    this.last = t
    this.noise = (this.rand() - 0.5) * 0.1
    this.measuredMin = Math.min(this.measuredMin, this.reading)
    this.measuredMax = Math.max(this.measuredMax, this.reading)
  }

  getStatus(): Status {
    return { temperature: this.reading, measured_min_temp: this.measuredMin, measured_max_temp: this.measuredMax }
  }
}
