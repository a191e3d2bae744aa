/**
 * The shape of a value kept in Moonraker's database, where another app (Fluidd, Mainsail, an older
 * Stratum) may have written anything: its default, and how whatever is stored reads as that type.
 * Reading never throws and never returns a value of another type: a missing key, `null` or a value of
 * the wrong kind reads as the default. Objects keep the keys they do not know, so a value written back
 * carries another app's data along unchanged.
 */
export interface Shape<T> {
  readonly fallback: T
  /** The stored value as T, or undefined when it is not of this shape. */
  read(stored: unknown): T | undefined
}

export type ShapeValue<S> = S extends Shape<infer T> ? T : never

type Fields = Record<string, Shape<unknown>>
export type SectionValue<F extends Fields> = { [K in keyof F]: ShapeValue<F[K]> }

export const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/** The stored value read by the shape, else its default. */
export function readStored<T>(shape: Shape<T>, stored: unknown): T {
  const value = shape.read(stored)
  return value === undefined ? shape.fallback : value
}

/** A shape whose values are told apart by a type guard. */
export function guarded<T>(fallback: T, accepts: (v: unknown) => v is T): Shape<T> {
  return { fallback, read: (v) => (accepts(v) ? v : undefined) }
}

export const bool = (fallback: boolean) => guarded(fallback, (v): v is boolean => typeof v === 'boolean')
export const num = (fallback: number) => guarded(fallback, (v): v is number => typeof v === 'number' && Number.isFinite(v))
export const text = (fallback: string) => guarded(fallback, (v): v is string => typeof v === 'string')

/** One of a fixed set of strings. */
export function oneOf<const T extends string>(fallback: T, values: readonly T[]): Shape<T> {
  return guarded(fallback, (v): v is T => values.some((x) => x === v))
}

/** The shape, or null (the default). */
export function orNull<T>(shape: Shape<T>): Shape<T | null> {
  return { fallback: null, read: (v) => (v === null ? null : shape.read(v)) }
}

/** A value read by a function of its own (lists of records, older formats); undefined means "use the default". */
export function custom<T>(fallback: T, read: (stored: unknown) => T | undefined): Shape<T> {
  return { fallback, read }
}

/** A list: items of another shape are left out; a stored list with none of the right shape reads as the default. */
export function listOf<T>(item: Shape<T>, fallback: T[] = []): Shape<T[]> {
  return {
    fallback,
    read: (v) => {
      if (!Array.isArray(v)) return undefined
      const items = v.map((x) => item.read(x)).filter((x): x is T => x !== undefined)
      return items.length === 0 && v.length > 0 ? undefined : items
    },
  }
}

/** A map by id or name: entries of another shape are left out. */
export function recordOf<T>(item: Shape<T>): Shape<Record<string, T>> {
  return {
    fallback: {},
    read: (v) => {
      if (!isPlainObject(v)) return undefined
      const out: Record<string, T> = {}
      for (const [key, x] of Object.entries(v)) {
        const value = item.read(x)
        if (value !== undefined) out[key] = value
      }
      return out
    },
  }
}

/** An object of known keys, each read by its own shape; keys it does not know are kept as stored. */
export function section<F extends Fields>(fields: F): Shape<SectionValue<F>> {
  const build = (stored: Record<string, unknown>) => {
    const out: Record<string, unknown> = { ...stored }
    for (const [key, shape] of Object.entries(fields)) out[key] = readStored(shape, stored[key])
    return out as SectionValue<F>
  }
  return { fallback: build({}), read: (v) => (isPlainObject(v) ? build(v) : undefined) }
}

/** Dotted paths into a section: every key, and one level into each map (`tableHeaders.history`). */
export type PathOf<T> = T extends readonly unknown[]
  ? never
  : T extends object
    ? string extends keyof T
      ? string
      : { [K in keyof T & string]: K | (T[K] extends readonly unknown[] ? never : T[K] extends object ? `${K}.${PathOf<T[K]>}` : never) }[keyof T & string]
    : never

/** The value at a dotted path; an entry of a map may be missing. */
export type AtPath<T, P extends string> = P extends `${infer K}.${infer R}`
  ? K extends keyof T
    ? AtPath<T[K], R>
    : never
  : P extends keyof T
    ? string extends keyof T
      ? T[P] | undefined
      : T[P]
    : never

/** The value at a path of keys, or undefined where the path leaves the object. */
export function valueAt(obj: unknown, keys: readonly string[]): unknown {
  let cur = obj
  for (const key of keys) {
    if (!isPlainObject(cur)) return undefined
    cur = cur[key]
  }
  return cur
}

/** A copy of the object with the value set at the path (objects along it created where missing). */
export function withValueAt(obj: Record<string, unknown>, keys: readonly string[], value: unknown): Record<string, unknown> {
  if (keys.length === 0) return isPlainObject(value) ? value : {}
  const [head, ...rest] = keys
  const child = obj[head]
  return { ...obj, [head]: rest.length ? withValueAt(isPlainObject(child) ? child : {}, rest, value) : value }
}

/** A copy of the object without the key at the path. */
export function withoutValueAt(obj: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const [head, ...rest] = keys
  if (head === undefined || !(head in obj)) return obj
  const child = obj[head]
  if (rest.length === 0) {
    const { [head]: _removed, ...others } = obj
    return others
  }
  return isPlainObject(child) ? { ...obj, [head]: withoutValueAt(child, rest) } : obj
}

/** `next`, with every part that equals the same part of `prev` replaced by prev's (structural sharing). */
export function sameWhereEqual<T>(prev: T, next: T): T {
  if (Object.is(prev, next)) return prev
  if (Array.isArray(prev) && Array.isArray(next)) {
    if (prev.length !== next.length) return next
    const items = next.map((x, i) => sameWhereEqual(prev[i], x))
    return items.every((x, i) => x === prev[i]) ? prev : mergeInto(next, items)
  }
  if (isPlainObject(prev) && isPlainObject(next)) {
    const keys = Object.keys(next)
    const out: Record<string, unknown> = {}
    for (const key of keys) out[key] = sameWhereEqual(prev[key], next[key])
    return keys.length === Object.keys(prev).length && keys.every((k) => k in prev && out[k] === prev[k]) ? prev : mergeInto(next, out)
  }
  return next
}

/** The new value with its shared parts put in (the same type as `next`, whose parts they equal). */
function mergeInto<T>(next: T, parts: unknown): T {
  return Object.assign(Array.isArray(next) ? [] : {}, parts) as T
}
