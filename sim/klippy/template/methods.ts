/** Attribute access for template values: dict keys, coordinate components and Python methods. */
import { TemplateRuntimeError, isDict, isLazy, pyEquals, pyInt, pyRepr, pyStr } from './values'

/** Status coordinates are lists; macros read them as `.x`, `.y`, `.z`, `.e`. */
const COORD = { x: 0, y: 1, z: 2, e: 3 } as const

function strMethods(s: string, name: string): ((...a: unknown[]) => unknown) | undefined {
  switch (name) {
    case 'lower':
      return () => s.toLowerCase()
    case 'upper':
      return () => s.toUpperCase()
    case 'strip':
      return (chars?: unknown) => (chars === undefined ? s.trim() : trimChars(s, pyStr(chars), true, true))
    case 'lstrip':
      return (chars?: unknown) => (chars === undefined ? s.trimStart() : trimChars(s, pyStr(chars), true, false))
    case 'rstrip':
      return (chars?: unknown) => (chars === undefined ? s.trimEnd() : trimChars(s, pyStr(chars), false, true))
    case 'split':
      return (sep?: unknown, max?: unknown) => split(s, sep, max)
    case 'startswith':
      return (p: unknown) => (Array.isArray(p) ? p.some((x) => s.startsWith(pyStr(x))) : s.startsWith(pyStr(p)))
    case 'endswith':
      return (p: unknown) => (Array.isArray(p) ? p.some((x) => s.endsWith(pyStr(x))) : s.endsWith(pyStr(p)))
    case 'replace':
      return (a: unknown, b: unknown) => s.split(pyStr(a)).join(pyStr(b))
    case 'find':
      return (sub: unknown) => s.indexOf(pyStr(sub))
    case 'count':
      return (sub: unknown) => s.split(pyStr(sub)).length - 1
    case 'join':
      return (items: unknown) => (Array.isArray(items) ? items.map(pyStr).join(s) : '')
    case 'isdigit':
      return () => /^\d+$/.test(s)
    case 'isalpha':
      return () => /^[A-Za-z]+$/.test(s)
    case 'capitalize':
      return () => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase()
    case 'title':
      return () => s.replace(/\w\S*/g, (w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    case 'format':
      return (...args: unknown[]) => {
        let i = 0
        return s.replace(/\{(\d*)\}/g, (_m, n: string) => pyStr(args[n === '' ? i++ : Number(n)]))
      }
    default:
      return undefined
  }
}

function trimChars(s: string, chars: string, left: boolean, right: boolean): string {
  let a = 0
  let b = s.length
  while (left && a < b && chars.includes(s[a])) a++
  while (right && b > a && chars.includes(s[b - 1])) b--
  return s.slice(a, b)
}

function split(s: string, sep?: unknown, max?: unknown): string[] {
  const limit = max === undefined ? -1 : pyInt(max)
  if (sep === undefined || sep === null) {
    const parts = s.trim().split(/\s+/).filter((p) => p !== '')
    if (limit < 0 || parts.length <= limit + 1) return parts
    return [...parts.slice(0, limit), parts.slice(limit).join(' ')]
  }
  const d = pyStr(sep)
  const parts = s.split(d)
  if (limit < 0 || parts.length <= limit + 1) return parts
  return [...parts.slice(0, limit), parts.slice(limit).join(d)]
}

function listMethods(l: unknown[], name: string): ((...a: unknown[]) => unknown) | undefined {
  switch (name) {
    case 'append':
      return (x: unknown) => {
        l.push(x)
        return null
      }
    case 'extend':
      return (x: unknown) => {
        if (Array.isArray(x)) l.push(...x)
        return null
      }
    case 'pop':
      return (i?: unknown) => {
        if (!l.length) throw new TemplateRuntimeError('pop from empty list')
        return i === undefined ? l.pop() : l.splice(pyInt(i), 1)[0]
      }
    case 'insert':
      return (i: unknown, x: unknown) => {
        l.splice(pyInt(i), 0, x)
        return null
      }
    case 'index':
      return (x: unknown) => {
        const i = l.findIndex((y) => pyEquals(x, y))
        if (i < 0) throw new TemplateRuntimeError(`${pyRepr(x)} is not in list`)
        return i
      }
    case 'count':
      return (x: unknown) => l.filter((y) => pyEquals(x, y)).length
    default:
      return undefined
  }
}

function dictMethods(d: Record<string, unknown>, name: string): ((...a: unknown[]) => unknown) | undefined {
  switch (name) {
    case 'keys':
      return () => Object.keys(d)
    case 'values':
      return () => Object.values(d)
    case 'items':
      return () => Object.entries(d)
    case 'get':
      return (k: unknown, dflt: unknown = null) => {
        const key = pyStr(k)
        return Object.prototype.hasOwnProperty.call(d, key) ? d[key] : dflt
      }
    case 'update':
      return (o: unknown) => {
        if (isDict(o)) Object.assign(d, o)
        return null
      }
    default:
      return undefined
  }
}

export function attribute(o: unknown, name: string): unknown {
  if (isLazy(o)) {
    if (o.has(name)) return o.get(name)
    if (name === 'keys') return () => o.keys()
    return undefined
  }
  if (isDict(o)) {
    if (Object.prototype.hasOwnProperty.call(o, name)) return o[name]
    return dictMethods(o, name)
  }
  if (Array.isArray(o)) {
    if (name in COORD) return o[COORD[name as keyof typeof COORD]]
    return listMethods(o, name)
  }
  if (typeof o === 'string') return strMethods(o, name)
  if (typeof o === 'number') {
    if (name === 'is_integer') return () => Number.isInteger(o)
    if (name === 'real') return o
  }
  return undefined
}
