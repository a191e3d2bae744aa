import { describe, expect, it } from 'vitest'
import { getAtPath, setAtPath } from './database'

describe('database path helpers', () => {
  it('read a dotted path, undefined where it breaks off', () => {
    const root = { general: { locale: 'de', axis: { x: { inverted: true } } } }
    expect(getAtPath(root, ['general', 'locale'])).toBe('de')
    expect(getAtPath(root, ['general', 'axis', 'x', 'inverted'])).toBe(true)
    expect(getAtPath(root, ['general', 'missing', 'deeper'])).toBeUndefined()
    expect(getAtPath(root, ['general', 'locale', 'length'])).toBeUndefined()
    expect(getAtPath(root, [])).toBe(root)
  })

  it('write a dotted path, copying every level on the way and sharing the rest', () => {
    const theme = { isDark: true }
    const root = { general: { locale: 'en' }, theme }
    const next = setAtPath(root, ['general', 'locale'], 'fr')
    expect(next).toEqual({ general: { locale: 'fr' }, theme: { isDark: true } })
    expect(root.general.locale).toBe('en')
    expect(next.theme).toBe(theme)
  })

  it('create missing levels and replace non-objects in the way', () => {
    expect(setAtPath({}, ['a', 'b', 'c'], 1)).toEqual({ a: { b: { c: 1 } } })
    expect(setAtPath({ a: 5 }, ['a', 'b'], 1)).toEqual({ a: { b: 1 } })
  })
})
