/** Jinja filters and tests used by printer macros. */
import { attribute } from './methods'
import {
  TemplateRuntimeError,
  isDict,
  isLazy,
  pyCompare,
  pyEquals,
  pyFloat,
  pyInt,
  pyPercentFormat,
  pyRepr,
  pyStr,
  truthy,
} from './values'

type Filter = (v: unknown, args: unknown[], kw: Record<string, unknown>) => unknown
type Test = (v: unknown, args: unknown[]) => boolean

export function iterate(v: unknown): unknown[] {
  if (Array.isArray(v)) return v
  if (typeof v === 'string') return Array.from(v)
  if (isLazy(v)) return v.keys()
  if (isDict(v)) return Object.keys(v)
  if (v === undefined) return []
  throw new TemplateRuntimeError(`'${pyStr(v)}' object is not iterable`)
}

function length(v: unknown): number {
  if (typeof v === 'string' || Array.isArray(v)) return v.length
  if (isLazy(v)) return v.keys().length
  if (isDict(v)) return Object.keys(v).length
  if (v === undefined) return 0
  throw new TemplateRuntimeError("object has no len()")
}

function pyRound(v: number, precision: number, method: string): number {
  const f = Math.pow(10, precision)
  if (method === 'ceil') return Math.ceil(v * f) / f
  if (method === 'floor') return Math.floor(v * f) / f
  // Jinja's 'common' rounding: halves away from zero.
  return (Math.sign(v) * Math.round(Math.abs(v) * f + 1e-9)) / f
}

function sortKey(attr: unknown) {
  return (x: unknown) => (typeof attr === 'string' ? attribute(x, attr) : x)
}

function sorted(items: unknown[], reverse: boolean, attr?: unknown): unknown[] {
  const key = sortKey(attr)
  const out = [...items].sort((a, b) => {
    const ka = key(a)
    const kb = key(b)
    if (pyEquals(ka, kb)) return 0
    return pyCompare(ka, kb, '<') ? -1 : 1
  })
  return reverse ? out.reverse() : out
}

function extreme(v: unknown, want: '<' | '>', attr?: unknown): unknown {
  const items = iterate(v)
  if (!items.length) return undefined
  const key = sortKey(attr)
  return items.reduce((best, x) => (pyCompare(key(x), key(best), want) ? x : best))
}

export const FILTERS: Record<string, Filter> = {
  default: (v, [d = '', boolean]) => (v === undefined || (truthy(boolean) && !truthy(v)) ? d : v),
  float: (v, [d = 0]) => {
    try {
      return pyFloat(v)
    } catch {
      return d
    }
  },
  int: (v, [d = 0]) => {
    try {
      return pyInt(v)
    } catch {
      try {
        return Math.trunc(pyFloat(v))
      } catch {
        return d
      }
    }
  },
  round: (v, [precision = 0, method = 'common'], kw) =>
    pyRound(pyFloat(v), Number(kw.precision ?? precision), String(kw.method ?? method)),
  abs: (v) => Math.abs(pyFloat(v)),
  string: (v) => pyStr(v),
  lower: (v) => pyStr(v).toLowerCase(),
  upper: (v) => pyStr(v).toUpperCase(),
  capitalize: (v) => {
    const s = pyStr(v)
    return s.charAt(0).toUpperCase() + s.slice(1).toLowerCase()
  },
  title: (v) => pyStr(v).replace(/\w\S*/g, (w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()),
  trim: (v) => pyStr(v).trim(),
  length: (v) => length(v),
  count: (v) => length(v),
  list: (v) => [...iterate(v)],
  first: (v) => iterate(v)[0],
  last: (v) => {
    const items = iterate(v)
    return items[items.length - 1]
  },
  join: (v, [sep = '', attr], kw) => {
    const a = kw.attribute ?? attr
    return iterate(v)
      .map((x) => pyStr(typeof a === 'string' ? attribute(x, a) : x))
      .join(pyStr(sep))
  },
  replace: (v, [old, repl, count]) => {
    const s = pyStr(v)
    const parts = s.split(pyStr(old))
    if (count === undefined) return parts.join(pyStr(repl))
    const n = Number(count)
    return parts.slice(0, n + 1).join(pyStr(repl)) + (parts.length > n + 1 ? pyStr(old) + parts.slice(n + 1).join(pyStr(old)) : '')
  },
  min: (v, [, attr], kw) => extreme(v, '<', kw.attribute ?? attr),
  max: (v, [, attr], kw) => extreme(v, '>', kw.attribute ?? attr),
  sum: (v, [, start = 0], kw) => {
    const a = kw.attribute
    return iterate(v).reduce<number>((acc, x) => acc + pyFloat(typeof a === 'string' ? attribute(x, a) : x), Number(kw.start ?? start))
  },
  sort: (v, [reverse = false, , attr], kw) => sorted(iterate(v), truthy(kw.reverse ?? reverse), kw.attribute ?? attr),
  reverse: (v) => (typeof v === 'string' ? Array.from(v).reverse().join('') : [...iterate(v)].reverse()),
  unique: (v) => iterate(v).filter((x, i, all) => all.findIndex((y) => pyEquals(x, y)) === i),
  map: (v, [name], kw) => {
    if (typeof kw.attribute === 'string') return iterate(v).map((x) => attribute(x, kw.attribute as string))
    const f = FILTERS[pyStr(name)]
    if (!f) throw new TemplateRuntimeError(`no filter named '${pyStr(name)}'`)
    return iterate(v).map((x) => f(x, [], {}))
  },
  select: (v, [name, ...rest]) => iterate(v).filter((x) => (name === undefined ? truthy(x) : runTest(pyStr(name), x, rest))),
  reject: (v, [name, ...rest]) => iterate(v).filter((x) => !(name === undefined ? truthy(x) : runTest(pyStr(name), x, rest))),
  items: (v) => (isDict(v) ? Object.entries(v) : []),
  dictsort: (v) => (isDict(v) ? Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) : []),
  format: (v, args) => pyPercentFormat(pyStr(v), args.length === 1 ? args[0] : args),
  tojson: (v) => JSON.stringify(v ?? null),
  pprint: (v) => pyRepr(v),
  e: (v) => pyStr(v),
  safe: (v) => v,
  batch: (v, [size]) => {
    const items = iterate(v)
    const n = Math.max(1, pyInt(size))
    const out: unknown[][] = []
    for (let i = 0; i < items.length; i += n) out.push(items.slice(i, i + n))
    return out
  },
}
FILTERS.d = FILTERS.default

function runTest(name: string, v: unknown, args: unknown[]): boolean {
  const t = TESTS[name]
  if (!t) throw new TemplateRuntimeError(`no test named '${name}'`)
  return t(v, args)
}

export const TESTS: Record<string, Test> = {
  defined: (v) => v !== undefined,
  undefined: (v) => v === undefined,
  none: (v) => v === null,
  number: (v) => typeof v === 'number',
  integer: (v) => typeof v === 'number' && Number.isInteger(v),
  float: (v) => typeof v === 'number' && !Number.isInteger(v),
  string: (v) => typeof v === 'string',
  boolean: (v) => typeof v === 'boolean',
  true: (v) => v === true,
  false: (v) => v === false,
  mapping: (v) => isDict(v) || isLazy(v),
  sequence: (v) => Array.isArray(v) || typeof v === 'string' || isDict(v),
  iterable: (v) => Array.isArray(v) || typeof v === 'string' || isDict(v) || isLazy(v),
  callable: (v) => typeof v === 'function',
  odd: (v) => pyInt(v) % 2 !== 0,
  even: (v) => pyInt(v) % 2 === 0,
  divisibleby: (v, [n]) => pyInt(v) % pyInt(n) === 0,
  lower: (v) => typeof v === 'string' && v === v.toLowerCase(),
  upper: (v) => typeof v === 'string' && v === v.toUpperCase(),
  eq: (v, [o]) => pyEquals(v, o),
  equalto: (v, [o]) => pyEquals(v, o),
  ne: (v, [o]) => !pyEquals(v, o),
  lt: (v, [o]) => pyCompare(v, o, '<'),
  le: (v, [o]) => pyCompare(v, o, '<='),
  gt: (v, [o]) => pyCompare(v, o, '>'),
  ge: (v, [o]) => pyCompare(v, o, '>='),
  in: (v, [o]) => iterate(o).some((x) => pyEquals(x, v)),
  sameas: (v, [o]) => v === o,
}
