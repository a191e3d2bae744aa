import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../i18n'
import { flatKeys, hasKey, loadNamespace, missingKeys } from '../../i18n/testing'
import { LEVELING_COMMANDS } from '../../lib/gcode/motion'

describe('tune translations', () => {
  it('have every key the components use', () => {
    expect(missingKeys('features/tune', 'tune')).toEqual([])
    const en = loadNamespace('tune')
    for (const section of Object.keys(LEVELING_COMMANDS)) expect(hasKey(en, `leveling.${section}`)).toBe(true)
    for (const key of ['screws.cw', 'screws.ccw']) expect(hasKey(en, key)).toBe(true)
  })
  it('are complete in all 16 locales', () => {
    const keys = flatKeys(loadNamespace('tune')).sort()
    for (const locale of LOCALES) expect(flatKeys(loadNamespace('tune', locale)).sort(), locale).toEqual(keys)
  })
})
