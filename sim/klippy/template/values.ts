/**
 * Python value semantics for template evaluation: truthiness, str()/repr(), equality,
 * ordering and printf-style '%' formatting. JS values stand in for Python ones:
 * number, string, boolean, null (None), undefined (Jinja's Undefined), arrays (lists and
 * tuples) and plain objects (dicts).
 */

export class TemplateRuntimeError extends Error {}

/** An object whose entries are produced on demand (the `printer` variable). */
export interface LazyMapping {
  readonly lazy: true
  get(key: string): unknown
  has(key: string): boolean
  keys(): string[]
}

export function isLazy(v: unknown): v is LazyMapping {
  return typeof v === 'object' && v !== null && (v as { lazy?: unknown }).lazy === true
}

export function isDict(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !isLazy(v)
}

export function truthy(v: unknown): boolean {
  if (v === undefined || v === null || v === false) return false
  if (typeof v === 'number') return v !== 0
  if (typeof v === 'string') return v.length > 0
  if (Array.isArray(v)) return v.length > 0
  if (isLazy(v)) return v.keys().length > 0
  if (isDict(v)) return Object.keys(v).length > 0
  return true
}

export function pyFloatRepr(n: number): string {
  if (Number.isNaN(n)) return 'nan'
  if (!Number.isFinite(n)) return n > 0 ? 'inf' : '-inf'
  return String(n)
}

export function pyRepr(v: unknown): string {
  if (typeof v === 'string') return v.includes("'") && !v.includes('"') ? `"${v}"` : `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
  if (Array.isArray(v)) return `[${v.map(pyRepr).join(', ')}]`
  if (isLazy(v)) return `{${v.keys().map((k) => `${pyRepr(k)}: ...`).join(', ')}}`
  if (isDict(v)) return `{${Object.entries(v).map(([k, x]) => `${pyRepr(k)}: ${pyRepr(x)}`).join(', ')}}`
  return pyStr(v)
}

export function pyStr(v: unknown): string {
  if (v === undefined) return ''
  if (v === null) return 'None'
  if (v === true) return 'True'
  if (v === false) return 'False'
  if (typeof v === 'number') return pyFloatRepr(v)
  if (typeof v === 'string') return v
  if (typeof v === 'function') return '<function>'
  return pyRepr(v)
}

export function pyEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a === 'boolean' && typeof b === 'number') return Number(a) === b
  if (typeof b === 'boolean' && typeof a === 'number') return Number(b) === a
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => pyEquals(x, b[i]))
  if (isDict(a) && isDict(b)) {
    const ka = Object.keys(a)
    return ka.length === Object.keys(b).length && ka.every((k) => k in b && pyEquals(a[k], b[k]))
  }
  return false
}

function typeName(v: unknown): string {
  if (v === undefined) return 'Undefined'
  if (v === null) return 'NoneType'
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'float'
  if (typeof v === 'string') return 'str'
  if (typeof v === 'boolean') return 'bool'
  if (Array.isArray(v)) return 'list'
  return 'dict'
}

export function pyCompare(a: unknown, b: unknown, op: string): boolean {
  const num = (x: unknown) => typeof x === 'number' || typeof x === 'boolean'
  if (num(a) && num(b)) return cmp(Number(a), Number(b), op)
  if (typeof a === 'string' && typeof b === 'string') return cmp(a, b, op)
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      if (!pyEquals(a[i], b[i])) return pyCompare(a[i], b[i], op)
    }
    return cmp(a.length, b.length, op)
  }
  throw new TemplateRuntimeError(`'${op}' not supported between instances of '${typeName(a)}' and '${typeName(b)}'`)
}

function cmp<T extends number | string>(a: T, b: T, op: string): boolean {
  switch (op) {
    case '<':
      return a < b
    case '>':
      return a > b
    case '<=':
      return a <= b
    default:
      return a >= b
  }
}

export function pyContains(container: unknown, item: unknown): boolean {
  if (typeof container === 'string') return container.includes(pyStr(item))
  if (Array.isArray(container)) return container.some((x) => pyEquals(x, item))
  if (isLazy(container)) return typeof item === 'string' && container.has(item)
  if (isDict(container)) return typeof item === 'string' && Object.prototype.hasOwnProperty.call(container, item)
  if (container === undefined) throw new TemplateRuntimeError("argument of type 'Undefined' is not iterable")
  throw new TemplateRuntimeError(`argument of type '${typeName(container)}' is not iterable`)
}

export function toNumber(v: unknown, what: string): number {
  if (typeof v === 'number') return v
  if (typeof v === 'boolean') return Number(v)
  throw new TemplateRuntimeError(`unsupported operand type for ${what}: '${typeName(v)}'`)
}

/** Python's int(): truncates floats, parses integer strings. */
export function pyInt(v: unknown): number {
  if (typeof v === 'number') return Math.trunc(v)
  if (typeof v === 'boolean') return Number(v)
  if (typeof v === 'string' && /^\s*[-+]?\d+\s*$/.test(v)) return parseInt(v, 10)
  throw new TemplateRuntimeError(`invalid literal for int(): ${pyRepr(v)}`)
}

export function pyFloat(v: unknown): number {
  if (typeof v === 'number') return v
  if (typeof v === 'boolean') return Number(v)
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase()
    if (s === 'inf' || s === '+inf') return Infinity
    if (s === '-inf') return -Infinity
    if (s === 'nan') return NaN
    if (/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/.test(s)) return Number(s)
  }
  throw new TemplateRuntimeError(`could not convert string to float: ${pyRepr(v)}`)
}

/** Python's modulo: the result takes the sign of the divisor. */
export function pyMod(a: number, b: number): number {
  if (b === 0) throw new TemplateRuntimeError('integer division or modulo by zero')
  const r = a % b
  return r !== 0 && r < 0 !== b < 0 ? r + b : r
}

const SPEC = /%(\(([^)]*)\))?([-+ 0#]*)(\d+|\*)?(?:\.(\d+|\*))?([diouxXeEfFgGcrsa%])/g

/** printf-style formatting: `"%.1f" % value`, `"%s/%s" % (a, b)`, `"%(x)d" % dict`. */
export function pyPercentFormat(fmt: string, arg: unknown): string {
  const args = Array.isArray(arg) ? [...arg] : [arg]
  const mapping = isDict(arg) ? arg : undefined
  let used = 0
  const take = (): unknown => {
    if (used >= args.length) throw new TemplateRuntimeError('not enough arguments for format string')
    return args[used++]
  }
  const out = fmt.replace(SPEC, (_m, _k, key: string | undefined, flags: string, width: string | undefined, prec: string | undefined, conv: string) => {
    if (conv === '%') return '%'
    const w = width === '*' ? pyInt(take()) : width ? parseInt(width, 10) : 0
    const p = prec === '*' ? pyInt(take()) : prec !== undefined ? parseInt(prec, 10) : undefined
    const value = key !== undefined && mapping ? mapping[key] : take()
    let s: string
    switch (conv) {
      case 'd':
      case 'i':
      case 'u':
        s = String(Math.trunc(pyFloat(value)))
        break
      case 'f':
      case 'F':
        s = pyFloat(value).toFixed(p ?? 6)
        break
      case 'e':
      case 'E':
        s = pyFloat(value).toExponential(p ?? 6).replace(/e([+-])(\d)$/, 'e$10$2')
        if (conv === 'E') s = s.toUpperCase()
        break
      case 'g':
      case 'G':
        s = String(Number(pyFloat(value).toPrecision(p || 6)))
        break
      case 'x':
      case 'X':
      case 'o': {
        const n = Math.trunc(pyFloat(value))
        s = n.toString(conv === 'o' ? 8 : 16)
        if (conv === 'X') s = s.toUpperCase()
        break
      }
      case 'c':
        s = typeof value === 'number' ? String.fromCharCode(value) : pyStr(value)
        break
      case 'r':
      case 'a':
        s = pyRepr(value)
        break
      default:
        s = pyStr(value)
        if (p !== undefined) s = s.slice(0, p)
    }
    if (flags.includes('+') && /^[0-9]/.test(s) && 'dfieEgG'.includes(conv)) s = '+' + s
    if (s.length < w) {
      if (flags.includes('-')) s = s.padEnd(w)
      else if (flags.includes('0') && 'dfieEgGxXo'.includes(conv)) {
        const sign = /^[-+]/.test(s) ? s[0] : ''
        s = sign + s.slice(sign.length).padStart(w - sign.length, '0')
      } else s = s.padStart(w)
    }
    return s
  })
  if (!mapping && used < args.length && Array.isArray(arg)) throw new TemplateRuntimeError('not all arguments converted during string formatting')
  return out
}
