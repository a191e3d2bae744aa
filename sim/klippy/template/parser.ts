/**
 * Recursive-descent parser for Jinja expressions (the subset real printer macros use),
 * following Jinja's precedence: conditional < or < and < not < comparison < ~ < +,- <
 * *,/,//,% < unary < ** < postfix (attribute, item, call, filter).
 */
import { TemplateSyntaxError, type Token } from './lexer'

export type Expr =
  | { k: 'lit'; v: unknown }
  | { k: 'name'; n: string }
  | { k: 'attr'; o: Expr; n: string }
  | { k: 'item'; o: Expr; i: Expr }
  | { k: 'slice'; o: Expr; start?: Expr; stop?: Expr; step?: Expr }
  | { k: 'call'; f: Expr; args: Expr[]; kwargs: [string, Expr][] }
  | { k: 'filter'; o: Expr; n: string; args: Expr[]; kwargs: [string, Expr][] }
  | { k: 'test'; o: Expr; n: string; args: Expr[]; neg: boolean }
  | { k: 'bin'; op: string; l: Expr; r: Expr }
  | { k: 'cmp'; first: Expr; rest: [string, Expr][] }
  | { k: 'un'; op: string; e: Expr }
  | { k: 'and' | 'or'; l: Expr; r: Expr }
  | { k: 'cond'; c: Expr; a: Expr; b?: Expr }
  | { k: 'list' | 'tuple'; items: Expr[] }
  | { k: 'dict'; entries: [Expr, Expr][] }

export class TokenStream {
  private i = 0
  constructor(private readonly toks: Token[]) {}

  peek(offset = 0): Token {
    return this.toks[Math.min(this.i + offset, this.toks.length - 1)]
  }
  next(): Token {
    const t = this.peek()
    if (this.i < this.toks.length - 1) this.i++
    return t
  }
  isOp(v: string, offset = 0): boolean {
    const t = this.peek(offset)
    return t.t === 'op' && t.v === v
  }
  isName(v: string, offset = 0): boolean {
    const t = this.peek(offset)
    return t.t === 'name' && t.v === v
  }
  skipOp(v: string): boolean {
    if (!this.isOp(v)) return false
    this.next()
    return true
  }
  skipName(v: string): boolean {
    if (!this.isName(v)) return false
    this.next()
    return true
  }
  expectOp(v: string): void {
    if (!this.skipOp(v)) throw new TemplateSyntaxError(`expected '${v}', got ${describe(this.peek())}`)
  }
  expectName(): string {
    const t = this.next()
    if (t.t !== 'name') throw new TemplateSyntaxError(`expected a name, got ${describe(t)}`)
    return t.v
  }
  atEnd(): boolean {
    return this.peek().t === 'end'
  }
  expectEnd(): void {
    if (!this.atEnd()) throw new TemplateSyntaxError(`unexpected ${describe(this.peek())}`)
  }
}

function describe(t: Token): string {
  return t.t === 'end' ? 'end of expression' : `'${String(t.v)}'`
}

const CONSTANTS: Record<string, unknown> = { true: true, True: true, false: false, False: false, none: null, None: null }
const CMP_OPS = ['==', '!=', '<', '>', '<=', '>=']
const RESERVED = new Set(['and', 'or', 'not', 'in', 'is', 'if', 'else'])

export function parseExpression(ts: TokenStream, allowCond = true): Expr {
  const e = parseOr(ts)
  if (allowCond && ts.isName('if')) {
    ts.next()
    const c = parseOr(ts)
    let b: Expr | undefined
    if (ts.skipName('else')) b = parseExpression(ts)
    return { k: 'cond', c, a: e, b }
  }
  return e
}

/** A comma list that becomes a tuple when it has a comma (`a, b` in for/set targets and values). */
export function parseTupleOrExpression(ts: TokenStream): Expr {
  const first = parseExpression(ts)
  if (!ts.isOp(',')) return first
  const items = [first]
  while (ts.skipOp(',')) {
    if (ts.atEnd() || ts.isOp('=') || ts.isName('in')) break
    items.push(parseExpression(ts))
  }
  return { k: 'tuple', items }
}

function parseOr(ts: TokenStream): Expr {
  let l = parseAnd(ts)
  while (ts.skipName('or')) l = { k: 'or', l, r: parseAnd(ts) }
  return l
}

function parseAnd(ts: TokenStream): Expr {
  let l = parseNot(ts)
  while (ts.skipName('and')) l = { k: 'and', l, r: parseNot(ts) }
  return l
}

function parseNot(ts: TokenStream): Expr {
  if (ts.isName('not')) {
    ts.next()
    return { k: 'un', op: 'not', e: parseNot(ts) }
  }
  return parseCompare(ts)
}

function parseCompare(ts: TokenStream): Expr {
  const first = parseConcat(ts)
  const rest: [string, Expr][] = []
  for (;;) {
    const t = ts.peek()
    if (t.t === 'op' && CMP_OPS.includes(t.v)) {
      ts.next()
      rest.push([t.v, parseConcat(ts)])
    } else if (ts.isName('in')) {
      ts.next()
      rest.push(['in', parseConcat(ts)])
    } else if (ts.isName('not') && ts.isName('in', 1)) {
      ts.next()
      ts.next()
      rest.push(['not in', parseConcat(ts)])
    } else break
  }
  return rest.length ? { k: 'cmp', first, rest } : first
}

function parseConcat(ts: TokenStream): Expr {
  let l = parseAdd(ts)
  while (ts.skipOp('~')) l = { k: 'bin', op: '~', l, r: parseAdd(ts) }
  return l
}

function parseAdd(ts: TokenStream): Expr {
  let l = parseMul(ts)
  for (;;) {
    if (ts.isOp('+') || ts.isOp('-')) {
      const op = (ts.next() as { v: string }).v
      l = { k: 'bin', op, l, r: parseMul(ts) }
    } else return l
  }
}

function parseMul(ts: TokenStream): Expr {
  let l = parseUnary(ts)
  for (;;) {
    const t = ts.peek()
    if (t.t === 'op' && (t.v === '*' || t.v === '/' || t.v === '//' || t.v === '%')) {
      ts.next()
      l = { k: 'bin', op: t.v, l, r: parseUnary(ts) }
    } else return l
  }
}

function parseUnary(ts: TokenStream): Expr {
  if (ts.isOp('-') || ts.isOp('+')) {
    const op = (ts.next() as { v: string }).v
    return { k: 'un', op, e: parseUnary(ts) }
  }
  return parsePow(ts)
}

function parsePow(ts: TokenStream): Expr {
  const base = parsePostfix(ts)
  if (ts.skipOp('**')) return { k: 'bin', op: '**', l: base, r: parseUnary(ts) }
  return base
}

function parseArgs(ts: TokenStream, close: string): { args: Expr[]; kwargs: [string, Expr][] } {
  const args: Expr[] = []
  const kwargs: [string, Expr][] = []
  while (!ts.isOp(close)) {
    if (ts.peek().t === 'name' && ts.isOp('=', 1)) {
      const n = ts.expectName()
      ts.next()
      kwargs.push([n, parseExpression(ts)])
    } else args.push(parseExpression(ts))
    if (!ts.skipOp(',')) break
  }
  ts.expectOp(close)
  return { args, kwargs }
}

function parseSubscript(ts: TokenStream, o: Expr): Expr {
  const part = (): Expr | undefined => (ts.isOp(':') || ts.isOp(']') ? undefined : parseExpression(ts))
  const start = part()
  if (!ts.isOp(':')) {
    ts.expectOp(']')
    if (!start) throw new TemplateSyntaxError('empty subscript')
    return { k: 'item', o, i: start }
  }
  ts.next()
  const stop = part()
  let step: Expr | undefined
  if (ts.skipOp(':')) step = part()
  ts.expectOp(']')
  return { k: 'slice', o, start, stop, step }
}

function parsePostfix(ts: TokenStream): Expr {
  let e = parsePrimary(ts)
  for (;;) {
    if (ts.skipOp('.')) {
      const t = ts.next()
      if (t.t === 'name') e = { k: 'attr', o: e, n: t.v }
      else if (t.t === 'num') e = { k: 'item', o: e, i: { k: 'lit', v: t.v } }
      else throw new TemplateSyntaxError(`expected an attribute name, got ${describe(t)}`)
    } else if (ts.skipOp('[')) {
      e = parseSubscript(ts, e)
    } else if (ts.skipOp('(')) {
      const { args, kwargs } = parseArgs(ts, ')')
      e = { k: 'call', f: e, args, kwargs }
    } else if (ts.skipOp('|')) {
      const n = ts.expectName()
      let call: { args: Expr[]; kwargs: [string, Expr][] } = { args: [], kwargs: [] }
      if (ts.skipOp('(')) call = parseArgs(ts, ')')
      e = { k: 'filter', o: e, n, ...call }
    } else if (ts.isName('is')) {
      ts.next()
      const neg = ts.skipName('not')
      const n = ts.expectName()
      let args: Expr[] = []
      if (ts.skipOp('(')) args = parseArgs(ts, ')').args
      else if (ts.peek().t === 'num' || ts.peek().t === 'str') args = [parsePrimary(ts)]
      e = { k: 'test', o: e, n, args, neg }
    } else return e
  }
}

function parsePrimary(ts: TokenStream): Expr {
  const t = ts.next()
  switch (t.t) {
    case 'num':
      return { k: 'lit', v: t.v }
    case 'str': {
      // Adjacent string literals concatenate, as in Python.
      let v = t.v
      while (ts.peek().t === 'str') v += (ts.next() as { v: string }).v
      return { k: 'lit', v }
    }
    case 'name':
      if (t.v in CONSTANTS) return { k: 'lit', v: CONSTANTS[t.v] }
      if (RESERVED.has(t.v)) throw new TemplateSyntaxError(`unexpected '${t.v}'`)
      return { k: 'name', n: t.v }
    case 'op':
      if (t.v === '(') {
        if (ts.skipOp(')')) return { k: 'tuple', items: [] }
        const first = parseExpression(ts)
        if (ts.skipOp(')')) return first
        const items = [first]
        while (ts.skipOp(',')) {
          if (ts.isOp(')')) break
          items.push(parseExpression(ts))
        }
        ts.expectOp(')')
        return { k: 'tuple', items }
      }
      if (t.v === '[') {
        const items: Expr[] = []
        while (!ts.isOp(']')) {
          items.push(parseExpression(ts))
          if (!ts.skipOp(',')) break
        }
        ts.expectOp(']')
        return { k: 'list', items }
      }
      if (t.v === '{') {
        const entries: [Expr, Expr][] = []
        while (!ts.isOp('}')) {
          const key = parseExpression(ts)
          ts.expectOp(':')
          entries.push([key, parseExpression(ts)])
          if (!ts.skipOp(',')) break
        }
        ts.expectOp('}')
        return { k: 'dict', entries }
      }
      throw new TemplateSyntaxError(`unexpected '${t.v}'`)
    default:
      throw new TemplateSyntaxError('unexpected end of expression')
  }
}
