import { beforeAll, describe, expect, it } from 'vitest'
import { isPlainObject, readStored, withoutValueAt, withValueAt, type Shape } from '../../lib/stored-shape'
import { DB_ROOTS, loadListReaders, STORED_SHAPES } from './shapes'

beforeAll(loadListReaders)

/** Every dotted path of a value's object keys (lists are leaves). */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (!isPlainObject(value)) return []
  return Object.entries(value).flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])])
}

/** The kind a stored value must have where its default has this one. */
function kindOf(v: unknown): string {
  if (v === null) return 'null'
  if (Array.isArray(v)) return 'array'
  return typeof v
}

/** Every key of the default is present in the value, of the default's kind (null defaults: null or a string). */
function conforms(value: unknown, fallback: unknown, where = ''): string[] {
  const want = kindOf(fallback)
  const got = kindOf(value)
  // A key whose default is null holds null or one value of its kind (a name, a price, a saved layout).
  if (want === 'null') return ['null', 'string', 'number', 'object'].includes(got) ? [] : [`${where}: ${got} where null was the default`]
  if (want !== got) return [`${where}: ${got} where ${want} was the default`]
  if (want === 'number' && !Number.isFinite(value)) return [`${where}: not a finite number`]
  if (isPlainObject(fallback) && isPlainObject(value)) return Object.keys(fallback).flatMap((k) => conforms(value[k], fallback[k], `${where}.${k}`))
  return []
}

/** What another app might have left at a key: other types, nulls, empty and odd containers, extra keys. */
const MUTATIONS: unknown[] = [null, 0, -1, Number.POSITIVE_INFINITY, Number.NaN, '', 'x', true, false, [], [null, 'a', 3, {}], {}, { extra: 1 }, { value: 'x', visible: 'no' }]

describe('stored settings written by another app', () => {
  for (const root of DB_ROOTS) {
    const shape: Shape<unknown> = STORED_SHAPES[root]
    const fallback = isPlainObject(shape.fallback) ? shape.fallback : {}
    // The paths of the defaults, and one level into each key another app might nest under.
    const paths = pathsOf(fallback)
    it(`${root}: every key, given any other value or removed, reads as a value of its type`, () => {
      const problems: string[] = []
      for (const path of paths) {
        for (const mutation of MUTATIONS) {
          const stored = withValueAt(structuredClone(fallback), path, mutation)
          problems.push(...conforms(readStored(shape, stored), fallback, `${root}.${path.join('.')}=${JSON.stringify(mutation)}`))
        }
        problems.push(...conforms(readStored(shape, withoutValueAt(structuredClone(fallback), path)), fallback, `${root}.${path.join('.')} removed`))
      }
      for (const whole of MUTATIONS) problems.push(...conforms(readStored(shape, whole), fallback, `${root}=${JSON.stringify(whole)}`))
      expect(problems).toEqual([])
    })

    it(`${root}: keys it does not know are kept as they were`, () => {
      const stored = { ...structuredClone(fallback), otherApp: { nested: [1, 2] } }
      for (const path of paths) {
        const read = readStored(shape, withValueAt(stored, [...path.slice(0, -1), 'otherAppKey'], 'kept'))
        let cur: unknown = read
        for (const k of path.slice(0, -1)) cur = isPlainObject(cur) ? cur[k] : undefined
        if (isPlainObject(cur)) expect(cur.otherAppKey, path.join('.')).toBe('kept')
      }
      expect(readStored(shape, stored)).toMatchObject({ otherApp: { nested: [1, 2] } })
    })
  }

  it('the defaults are the SPEC’s', () => {
    const ui = STORED_SHAPES.uiSettings.fallback
    expect(ui.general).toMatchObject({ dateformat: null, timeformat: null, defaultToolheadXYSpeed: 130, toolheadMoveDistances: [0.1, 1, 10, 25, 50, 100], locale: null })
    expect(ui.gcodePreview.flip).toEqual({ horizontal: false, vertical: true })
    expect(STORED_SHAPES.macros.fallback.expanded).toEqual(['0'])
    expect(STORED_SHAPES.cameras.fallback.activeCamera).toBe('all')
  })
})
