/**
 * The virtual printer's mains power meter (what a Tasmota plug would report over MQTT): the draw
 * follows the heaters' PWM, the energy counter integrates it over simulated time.
 */

export interface PowerMeterModel {
  /** Watts the electronics, fans and idle steppers draw. */
  idleWatts: number
  /** Heater name → its element's watts at full PWM. */
  heaterWatts: Record<string, number>
  /** Mains voltage. */
  volts: number
}

export const DEFAULT_METER: PowerMeterModel = { idleWatts: 14, heaterWatts: { heater_bed: 220, extruder: 40 }, volts: 230 }

export interface PowerReading {
  power: number
  voltage: number
  current: number
  energy: number
}

const round = (v: number, digits: number) => Number(v.toFixed(digits))

export class PowerMeter {
  /** kWh counted since the meter started. */
  private kwh = 0
  private lastAt: number | null = null

  constructor(private readonly model: PowerMeterModel = DEFAULT_METER) {}

  /** The watts drawn for the heaters' PWM (0–1 each). */
  watts(pwm: Record<string, number>): number {
    let w = this.model.idleWatts
    for (const [name, full] of Object.entries(this.model.heaterWatts)) w += full * Math.min(1, Math.max(0, pwm[name] ?? 0))
    return w
  }

  /** A reading at simulated time `now` (seconds); the energy counts the draw since the last one. */
  read(now: number, pwm: Record<string, number>): PowerReading {
    const power = this.watts(pwm)
    if (this.lastAt !== null && now > this.lastAt) this.kwh += (power * (now - this.lastAt)) / 3_600_000
    this.lastAt = now
    // The mains wander a little, and sag under the bed's load.
    const voltage = this.model.volts + Math.sin(now / 7) * 0.8 - power / 400
    return { power: round(power, 1), voltage: round(voltage, 1), current: round(power / voltage, 3), energy: round(this.kwh, 6) }
  }
}
