import { describe, expect, it } from 'vitest'
import { Heater, thermalParamsFor } from './thermal'

function timeToReach(name: string, target: number): { seconds: number; heater: Heater } {
  const h = new Heater(name, { max_temp: 300 }, thermalParamsFor(name), 22, 0, () => 0.5)
  h.setTarget(target)
  let t = 0
  while (h.isBusy() && t < 1000) {
    t += 0.5
    h.advance(t)
  }
  return { seconds: t, heater: h }
}

describe('thermal model', () => {
  it('brings the extruder to 200 °C in about a minute', () => {
    const { seconds } = timeToReach('extruder', 200)
    expect(seconds).toBeGreaterThan(45)
    expect(seconds).toBeLessThan(75)
  })

  it('brings the bed to 60 °C in about a minute and a half', () => {
    const { seconds } = timeToReach('heater_bed', 60)
    expect(seconds).toBeGreaterThan(70)
    expect(seconds).toBeLessThan(110)
  })

  it('holds the target with a steady power and little overshoot', () => {
    const { heater, seconds } = timeToReach('extruder', 210)
    let max = 0
    for (let t = seconds; t < seconds + 120; t += 0.5) {
      heater.advance(t)
      max = Math.max(max, heater.temperature)
    }
    expect(max).toBeLessThan(212)
    expect(Math.abs(heater.temperature - 210)).toBeLessThan(0.5)
    expect(heater.power).toBeGreaterThan(0.5)
    expect(heater.power).toBeLessThan(0.8)
  })

  it('cools towards ambient with the heater off', () => {
    const h = new Heater('extruder', { max_temp: 300 }, thermalParamsFor('extruder'), 200, 0, () => 0.5)
    h.advance(600)
    expect(h.temperature).toBeLessThan(25)
    expect(h.power).toBe(0)
  })

  it('refuses targets outside min/max', () => {
    const h = new Heater('extruder', { min_temp: 0, max_temp: 250 }, thermalParamsFor('extruder'), 22, 0, () => 0.5)
    expect(() => h.setTarget(300)).toThrow('Requested temperature (300.0) out of range (0.0:250.0)')
  })
})
