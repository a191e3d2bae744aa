/**
 * The resonance sections: [adxl345] chips, [resonance_tester] and [input_shaper], built from the
 * config with their commands registered.
 */
import type { SimClock } from '../../clock'
import type { GcodeDispatcher } from '../../gcode/dispatcher'
import type { PendingConfig } from '../bed-mesh'
import type { SettingsMap } from '../build'
import type { Toolhead } from '../toolhead'
import { num } from '../types'
import { Accelerometer } from './accelerometer'
import { InputShaper } from './input-shaper'
import type { ResonanceStation } from './station'
import { ResonanceTester } from './tester'

export interface ResonanceParts {
  /** Accelerometers by sensor name (what `adxl345/dump_adxl345` takes as `sensor`). */
  chips: Map<string, Accelerometer>
  inputShaper?: InputShaper
}

export function buildResonance(
  s: SettingsMap,
  d: { clock: SimClock; toolhead: Toolhead; gcode: GcodeDispatcher; pending: PendingConfig; station: ResonanceStation },
): ResonanceParts {
  const chips = new Map<string, Accelerometer>()
  for (const section of Object.keys(s)) {
    const [kind, ...rest] = section.split(/\s+/)
    if (kind !== 'adxl345') continue
    const name = rest.join(' ') || 'adxl345'
    const chip = new Accelerometer(name, num(s[section].rate, 3200), d.station.settings, d.clock)
    chip.register(d.gcode)
    chips.set(name, chip)
  }
  d.station.attach(chips)
  const inputShaper = s.input_shaper ? new InputShaper(s.input_shaper) : undefined
  inputShaper?.register(d.gcode)
  if (s.resonance_tester) new ResonanceTester(s.resonance_tester, { ...d, chips, inputShaper }).register()
  return { chips, inputShaper }
}
