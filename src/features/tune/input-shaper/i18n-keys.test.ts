import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../i18n'
import { flatKeys, hasKey, loadNamespace, missingKeys } from '../../../i18n/testing'

describe('input shaper translations', () => {
  it('have every key the components use', () => {
    expect(missingKeys('features/tune/input-shaper', 'shaper')).toEqual([])
    const en = loadNamespace('shaper')
    for (const key of ['run.x', 'run.y', 'run.both', 'phase.starting', 'phase.testing', 'phase.analysing']) expect(hasKey(en, key)).toBe(true)
  })
  it('are complete in all 16 locales', () => {
    const keys = flatKeys(loadNamespace('shaper')).sort()
    for (const locale of LOCALES) expect(flatKeys(loadNamespace('shaper', locale)).sort(), locale).toEqual(keys)
  })
})
