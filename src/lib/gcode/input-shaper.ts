/** Klipper's resonance test and input shaper commands. */
import type { TestAxis } from '../input-shaper/analyse'
import type { ShaperName } from '../input-shaper/shapers'

/**
 * `TEST_RESONANCES AXIS=X OUTPUT=raw_data NAME=stratum`: the sweep along one axis. Raw data only,
 * so the printer's host does no spectrum work of its own (and needs no numpy): the dashboard
 * analyses the samples it streams.
 */
export function testResonances(axis: TestAxis, name = 'stratum'): string {
  return `TEST_RESONANCES AXIS=${axis.toUpperCase()} OUTPUT=raw_data NAME=${name}`
}

export interface ShaperSetting {
  type: ShaperName
  /** Hz. */
  freq: number
}

/** `SET_INPUT_SHAPER SHAPER_TYPE_X=mzv SHAPER_FREQ_X=42.2 …` for the axes given. */
export function setInputShaper(axes: Partial<Record<TestAxis, ShaperSetting>>): string {
  const parts = (['x', 'y'] as const).flatMap((a) => {
    const s = axes[a]
    if (!s) return []
    const A = a.toUpperCase()
    return [`SHAPER_TYPE_${A}=${s.type}`, `SHAPER_FREQ_${A}=${s.freq.toFixed(1)}`]
  })
  return ['SET_INPUT_SHAPER', ...parts].join(' ')
}

/** The options `[input_shaper]` takes for the axes given, as SAVE_CONFIG would write them. */
export function shaperOptions(axes: Partial<Record<TestAxis, ShaperSetting>>): Record<string, string> {
  return Object.fromEntries(
    (['x', 'y'] as const).flatMap((a) => {
      const s = axes[a]
      return s ? [[`shaper_type_${a}`, s.type], [`shaper_freq_${a}`, s.freq.toFixed(1)]] : []
    }),
  )
}
