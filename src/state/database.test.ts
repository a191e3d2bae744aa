import { describe, expect, it } from 'vitest'
import { MoonrakerError } from '../moonraker/errors'
import { DB_ROOTS, getAtPath, loadDatabaseRoots, setAtPath, useDatabaseStore } from './database'
import { installFakeMoonraker } from './testing/fake-moonraker'

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

describe('loading the database roots', () => {
  it('reads the whole namespace in one call and creates only the roots it lacks', async () => {
    const fake = installFakeMoonraker({
      'server.database.get_item': { namespace: 'fluidd', key: null, value: { uiSettings: { general: { locale: 'de' } }, layout: {}, unrelated: 1 } },
    })
    await loadDatabaseRoots()
    expect(fake.calls.filter((c) => c.method === 'server.database.get_item')).toEqual([{ method: 'server.database.get_item', params: { namespace: 'fluidd' } }])
    const created = fake.calls.filter((c) => c.method === 'server.database.post_item').map((c) => c.params?.key)
    expect(created.sort()).toEqual(DB_ROOTS.filter((r) => r !== 'uiSettings' && r !== 'layout').sort())
    expect(useDatabaseStore.getState().roots.uiSettings).toEqual({ general: { locale: 'de' } })
    expect(useDatabaseStore.getState().loaded).toBe(true)
  })

  it('a fresh printer without the namespace (404) gets every root created empty', async () => {
    const fake = installFakeMoonraker({ 'server.database.get_item': new MoonrakerError(404, 'Namespace fluidd not found') })
    await loadDatabaseRoots()
    expect(fake.calls.filter((c) => c.method === 'server.database.post_item')).toHaveLength(DB_ROOTS.length)
    expect(useDatabaseStore.getState().roots.macros).toEqual({})
  })

  it('any other failure propagates (a 401 sends the user to the login)', async () => {
    installFakeMoonraker({ 'server.database.get_item': new MoonrakerError(401, 'Unauthorized') })
    await expect(loadDatabaseRoots()).rejects.toThrow('Unauthorized')
  })
})
