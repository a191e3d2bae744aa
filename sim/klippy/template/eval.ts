/** Evaluates parsed template expressions with Python/Jinja semantics. */
import type { Expr } from './parser'
import { FILTERS, TESTS } from './filters'
import { attribute } from './methods'
import {
  TemplateRuntimeError,
  isDict,
  isLazy,
  pyCompare,
  pyContains,
  pyEquals,
  pyFloat,
  pyMod,
  pyPercentFormat,
  pyStr,
  toNumber,
  truthy,
} from './values'

export type Callable = ((...args: unknown[]) => unknown) & { kwargs?: boolean }

/** A namespace() object: the one mutable container templates may assign attributes on. */
export class Namespace {
  constructor(public readonly attrs: Record<string, unknown>) {}
}

export class Scope {
  private readonly vars = new Map<string, unknown>()
  constructor(private readonly parent?: Scope) {}

  lookup(name: string): unknown {
    if (this.vars.has(name)) return this.vars.get(name)
    return this.parent?.lookup(name)
  }
  set(name: string, value: unknown): void {
    this.vars.set(name, value)
  }
  child(): Scope {
    return new Scope(this)
  }
}

export function getItem(o: unknown, key: unknown): unknown {
  if (Array.isArray(o) || typeof o === 'string') {
    if (typeof key !== 'number') {
      return typeof key === 'string' && Array.isArray(o) ? attribute(o, key) : undefined
    }
    const i = key < 0 ? o.length + key : key
    if (!Number.isInteger(i) || i < 0 || i >= o.length) throw new TemplateRuntimeError(`${Array.isArray(o) ? 'list' : 'string'} index out of range`)
    return o[i]
  }
  if (isLazy(o)) return typeof key === 'string' ? o.get(key) : undefined
  if (o instanceof Namespace) return typeof key === 'string' ? o.attrs[key] : undefined
  if (isDict(o)) {
    const k = pyStr(key)
    return Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined
  }
  return undefined
}

function slice(o: unknown, start?: number, stop?: number, step = 1): unknown {
  if (!Array.isArray(o) && typeof o !== 'string') throw new TemplateRuntimeError('object is not subscriptable')
  const len = o.length
  const norm = (v: number | undefined, dflt: number) => (v === undefined ? dflt : v < 0 ? Math.max(0, len + v) : Math.min(len, v))
  const items = Array.from(o as ArrayLike<unknown>)
  const out: unknown[] = []
  if (step > 0) {
    for (let i = norm(start, 0); i < norm(stop, len); i += step) out.push(items[i])
  } else {
    const s = start === undefined ? len - 1 : start < 0 ? len + start : Math.min(len - 1, start)
    const e = stop === undefined ? -1 : stop < 0 ? len + stop : stop
    for (let i = s; i > e; i += step) out.push(items[i])
  }
  return typeof o === 'string' ? out.join('') : out
}

function binary(op: string, a: unknown, b: unknown): unknown {
  switch (op) {
    case '~':
      return pyStr(a) + pyStr(b)
    case '+':
      if (typeof a === 'string' && typeof b === 'string') return a + b
      if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b]
      return toNumber(a, '+') + toNumber(b, '+')
    case '-':
      return toNumber(a, '-') - toNumber(b, '-')
    case '*':
      if (typeof a === 'string' && typeof b === 'number') return a.repeat(Math.max(0, b))
      if (Array.isArray(a) && typeof b === 'number') return Array.from({ length: Math.max(0, b) }, () => a).flat()
      return toNumber(a, '*') * toNumber(b, '*')
    case '/': {
      const d = toNumber(b, '/')
      if (d === 0) throw new TemplateRuntimeError('division by zero')
      return toNumber(a, '/') / d
    }
    case '//': {
      const d = toNumber(b, '//')
      if (d === 0) throw new TemplateRuntimeError('integer division or modulo by zero')
      return Math.floor(toNumber(a, '//') / d)
    }
    case '%':
      if (typeof a === 'string') return pyPercentFormat(a, b)
      return pyMod(toNumber(a, '%'), toNumber(b, '%'))
    case '**':
      return Math.pow(toNumber(a, '**'), toNumber(b, '**'))
    default:
      throw new TemplateRuntimeError(`unknown operator ${op}`)
  }
}

export function evaluate(e: Expr, scope: Scope): unknown {
  switch (e.k) {
    case 'lit':
      return e.v
    case 'name':
      return scope.lookup(e.n)
    case 'attr': {
      const o = evaluate(e.o, scope)
      if (isLazy(o)) return o.get(e.n)
      if (o instanceof Namespace) return o.attrs[e.n]
      return attribute(o, e.n)
    }
    case 'item':
      return getItem(evaluate(e.o, scope), evaluate(e.i, scope))
    case 'slice': {
      const n = (x?: Expr) => (x ? toNumber(evaluate(x, scope), 'slice') : undefined)
      return slice(evaluate(e.o, scope), n(e.start), n(e.stop), n(e.step) ?? 1)
    }
    case 'call': {
      const f = evaluate(e.f, scope)
      if (typeof f !== 'function') throw new TemplateRuntimeError(`'${describeCallee(e.f)}' is not callable`)
      const args = e.args.map((a) => evaluate(a, scope))
      const fn = f as Callable
      if (e.kwargs.length) {
        const kw = Object.fromEntries(e.kwargs.map(([k, v]) => [k, evaluate(v, scope)]))
        return fn.kwargs ? fn(kw, ...args) : fn(...args, ...Object.values(kw))
      }
      return fn.kwargs ? fn({}, ...args) : fn(...args)
    }
    case 'filter': {
      const f = FILTERS[e.n]
      if (!f) throw new TemplateRuntimeError(`no filter named '${e.n}'`)
      const kw = Object.fromEntries(e.kwargs.map(([k, v]) => [k, evaluate(v, scope)]))
      return f(evaluate(e.o, scope), e.args.map((a) => evaluate(a, scope)), kw)
    }
    case 'test': {
      const t = TESTS[e.n]
      if (!t) throw new TemplateRuntimeError(`no test named '${e.n}'`)
      const r = t(evaluate(e.o, scope), e.args.map((a) => evaluate(a, scope)))
      return e.neg ? !r : r
    }
    case 'bin':
      return binary(e.op, evaluate(e.l, scope), evaluate(e.r, scope))
    case 'cmp': {
      let left = evaluate(e.first, scope)
      for (const [op, re] of e.rest) {
        const right = evaluate(re, scope)
        let ok: boolean
        if (op === '==') ok = pyEquals(left, right)
        else if (op === '!=') ok = !pyEquals(left, right)
        else if (op === 'in') ok = pyContains(right, left)
        else if (op === 'not in') ok = !pyContains(right, left)
        else ok = pyCompare(left, right, op)
        if (!ok) return false
        left = right
      }
      return true
    }
    case 'un': {
      const v = evaluate(e.e, scope)
      if (e.op === 'not') return !truthy(v)
      const n = typeof v === 'string' ? pyFloat(v) : toNumber(v, `unary ${e.op}`)
      return e.op === '-' ? -n : n
    }
    case 'and': {
      const l = evaluate(e.l, scope)
      return truthy(l) ? evaluate(e.r, scope) : l
    }
    case 'or': {
      const l = evaluate(e.l, scope)
      return truthy(l) ? l : evaluate(e.r, scope)
    }
    case 'cond':
      return truthy(evaluate(e.c, scope)) ? evaluate(e.a, scope) : e.b ? evaluate(e.b, scope) : undefined
    case 'list':
    case 'tuple':
      return e.items.map((x) => evaluate(x, scope))
    case 'dict': {
      const out: Record<string, unknown> = {}
      for (const [k, v] of e.entries) out[pyStr(evaluate(k, scope))] = evaluate(v, scope)
      return out
    }
  }
}

function describeCallee(e: Expr): string {
  if (e.k === 'name') return e.n
  if (e.k === 'attr') return e.n
  return 'object'
}
