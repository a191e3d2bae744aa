import { describe, expect, it } from 'vitest'
import { hasKey as has, loadNamespace as load, missingKeys as missingIn } from '../../i18n/testing'
import { CONSOLE_FILTER_TYPES } from '../../lib/console-filters'

/** Every literal t('…') key of the console and macros features exists in its English namespace file. */
const missingKeys = (folder: string, ns: string) => missingIn(`features/${folder}`, ns)

describe('console and macros translations', () => {
  it('have every key the components use', () => {
    expect(missingKeys('console', 'console')).toEqual([])
    expect(missingKeys('macros', 'macros')).toEqual([])
  })
  it('have the dynamic keys', () => {
    const consoleJson = load('console')
    const macrosJson = load('macros')
    for (const type of CONSOLE_FILTER_TYPES) expect(has(consoleJson, `type.${type}`)).toBe(true)
    for (const e of ['required', 'exists', 'invalidExpression']) expect(has(consoleJson, `error.${e}`)).toBe(true)
    for (const e of ['required', 'exists']) expect(has(macrosJson, `error.${e}`)).toBe(true)
  })
})
