/**
 * Jinja-like templates with Klipper's delimiters: `{ expr }` for output, `{% … %}` for
 * statements (if/elif/else, for, set, do) and `{# … #}` for comments.
 */
import { TemplateSyntaxError, tokenize, type Token } from './lexer'
import { Scope, evaluate, Namespace, type Callable } from './eval'
import { iterate } from './filters'
import { TokenStream, parseExpression, parseTupleOrExpression, type Expr } from './parser'
import { TemplateRuntimeError, pyStr, truthy } from './values'

type SetTarget = { names: string[] } | { ns: string; attr: string }

type Node =
  | { k: 'text'; s: string }
  | { k: 'out'; e: Expr }
  | { k: 'if'; branches: { c?: Expr; body: Node[] }[] }
  | { k: 'for'; names: string[]; iter: Expr; cond?: Expr; body: Node[]; orelse: Node[] }
  | { k: 'set'; target: SetTarget; e: Expr }
  | { k: 'do'; e: Expr }

type Segment =
  | { k: 'text'; s: string }
  | { k: 'out'; toks: Token[] }
  | { k: 'block'; toks: Token[]; trimBefore: boolean; trimAfter: boolean }

function scan(src: string): Segment[] {
  const segs: Segment[] = []
  let text = ''
  let i = 0
  let trimNext = false
  const pushText = () => {
    if (text) segs.push({ k: 'text', s: text })
    text = ''
  }
  while (i < src.length) {
    const c = src[i]
    if (c !== '{') {
      if (trimNext && /\s/.test(c)) {
        i++
        continue
      }
      trimNext = false
      text += c
      i++
      continue
    }
    trimNext = false
    const n = src[i + 1]
    if (n === '#') {
      const end = src.indexOf('#}', i + 2)
      if (end < 0) throw new TemplateSyntaxError('missing end of comment tag')
      if (src[i + 2] === '-') text = text.trimEnd()
      trimNext = src[end - 1] === '-'
      i = end + 2
      continue
    }
    if (n === '%') {
      const trimBefore = src[i + 2] === '-'
      if (trimBefore) text = text.trimEnd()
      pushText()
      const r = tokenize(src, i + (trimBefore ? 3 : 2), 'block')
      segs.push({ k: 'block', toks: r.tokens, trimBefore, trimAfter: r.trimAfter })
      trimNext = r.trimAfter
      i = r.end
      continue
    }
    pushText()
    const r = tokenize(src, i + 1, 'brace')
    segs.push({ k: 'out', toks: r.tokens })
    i = r.end
  }
  pushText()
  return segs
}

class TreeBuilder {
  private i = 0
  constructor(private readonly segs: Segment[]) {}

  /** Parses nodes until a block whose keyword is in `stops`; returns that keyword's stream. */
  parseBody(stops: string[]): { body: Node[]; stop?: { kw: string; ts: TokenStream } } {
    const body: Node[] = []
    while (this.i < this.segs.length) {
      const seg = this.segs[this.i++]
      if (seg.k === 'text') {
        body.push({ k: 'text', s: seg.s })
        continue
      }
      const ts = new TokenStream(seg.toks)
      if (seg.k === 'out') {
        const e = parseExpression(ts)
        ts.expectEnd()
        body.push({ k: 'out', e })
        continue
      }
      const kw = ts.expectName()
      if (stops.includes(kw)) return { body, stop: { kw, ts } }
      body.push(this.statement(kw, ts))
    }
    if (stops.length) throw new TemplateSyntaxError(`unexpected end of template, expected '${stops[stops.length - 1]}'`)
    return { body }
  }

  private statement(kw: string, ts: TokenStream): Node {
    switch (kw) {
      case 'if': {
        const branches: { c?: Expr; body: Node[] }[] = []
        let c: Expr | undefined = parseExpression(ts)
        ts.expectEnd()
        for (;;) {
          const r = this.parseBody(['elif', 'else', 'endif'])
          branches.push({ c, body: r.body })
          const stop = r.stop!
          if (stop.kw === 'endif') break
          if (stop.kw === 'elif') {
            c = parseExpression(stop.ts)
          } else {
            c = undefined
          }
          stop.ts.expectEnd()
          if (stop.kw === 'else') {
            const last = this.parseBody(['endif'])
            branches.push({ body: last.body })
            break
          }
        }
        return { k: 'if', branches }
      }
      case 'for': {
        const names = [ts.expectName()]
        while (ts.skipOp(',')) names.push(ts.expectName())
        if (!ts.skipName('in')) throw new TemplateSyntaxError("expected 'in'")
        const iter = parseExpression(ts, false)
        let cond: Expr | undefined
        if (ts.skipName('if')) cond = parseExpression(ts, false)
        ts.expectEnd()
        const r = this.parseBody(['else', 'endfor'])
        let orelse: Node[] = []
        if (r.stop!.kw === 'else') orelse = this.parseBody(['endfor']).body
        return { k: 'for', names, iter, cond, body: r.body, orelse }
      }
      case 'set': {
        const first = ts.expectName()
        let target: SetTarget
        if (ts.skipOp('.')) target = { ns: first, attr: ts.expectName() }
        else {
          const names = [first]
          while (ts.skipOp(',')) names.push(ts.expectName())
          target = { names }
        }
        if (!ts.skipOp('=')) throw new TemplateSyntaxError("block 'set' without '=' is not supported")
        const e = parseTupleOrExpression(ts)
        ts.expectEnd()
        return { k: 'set', target, e }
      }
      case 'do': {
        const e = parseExpression(ts)
        ts.expectEnd()
        return { k: 'do', e }
      }
      default:
        throw new TemplateSyntaxError(`Encountered unknown tag '${kw}'.`)
    }
  }
}

function assign(scope: Scope, names: string[], value: unknown): void {
  if (names.length === 1) {
    scope.set(names[0], value)
    return
  }
  const items = iterate(value)
  if (items.length !== names.length) throw new TemplateRuntimeError(`cannot unpack ${items.length} values into ${names.length}`)
  names.forEach((n, i) => scope.set(n, items[i]))
}

function renderNodes(nodes: Node[], scope: Scope, out: string[]): void {
  for (const node of nodes) {
    switch (node.k) {
      case 'text':
        out.push(node.s)
        break
      case 'out':
        out.push(pyStr(evaluate(node.e, scope)))
        break
      case 'if':
        for (const b of node.branches) {
          if (!b.c || truthy(evaluate(b.c, scope))) {
            renderNodes(b.body, scope, out)
            break
          }
        }
        break
      case 'for': {
        let items = iterate(evaluate(node.iter, scope))
        if (node.cond) {
          const cond = node.cond
          items = items.filter((it) => {
            const s = scope.child()
            assign(s, node.names, it)
            return truthy(evaluate(cond, s))
          })
        }
        if (!items.length) {
          renderNodes(node.orelse, scope, out)
          break
        }
        items.forEach((it, idx) => {
          const s = scope.child()
          assign(s, node.names, it)
          s.set('loop', {
            index: idx + 1,
            index0: idx,
            revindex: items.length - idx,
            revindex0: items.length - idx - 1,
            first: idx === 0,
            last: idx === items.length - 1,
            length: items.length,
            previtem: items[idx - 1],
            nextitem: items[idx + 1],
          })
          renderNodes(node.body, s, out)
        })
        break
      }
      case 'set': {
        const value = evaluate(node.e, scope)
        if ('ns' in node.target) {
          const ns = scope.lookup(node.target.ns)
          if (!(ns instanceof Namespace)) throw new TemplateRuntimeError('cannot assign attribute on non-namespace object')
          ns.attrs[node.target.attr] = value
        } else assign(scope, node.target.names, value)
        break
      }
      case 'do':
        evaluate(node.e, scope)
        break
    }
  }
}

const BUILTINS: Record<string, unknown> = {
  range: (a: unknown, b?: unknown, step: unknown = 1) => {
    const [start, stop] = b === undefined ? [0, Number(a)] : [Number(a), Number(b)]
    const st = Number(step)
    if (st === 0) throw new TemplateRuntimeError('range() arg 3 must not be zero')
    const out: number[] = []
    for (let i = start; st > 0 ? i < stop : i > stop; i += st) out.push(i)
    return out
  },
  namespace: Object.assign((kw: Record<string, unknown>) => new Namespace({ ...kw }), { kwargs: true }) as Callable,
  dict: Object.assign((kw: Record<string, unknown>) => ({ ...kw }), { kwargs: true }) as Callable,
}

export class Template {
  private readonly nodes: Node[]

  constructor(
    readonly source: string,
    readonly name = 'template',
  ) {
    this.nodes = new TreeBuilder(scan(source)).parseBody([]).body
  }

  render(context: Record<string, unknown>): string {
    const root = new Scope()
    for (const [k, v] of Object.entries(BUILTINS)) root.set(k, v)
    const scope = root.child()
    for (const [k, v] of Object.entries(context)) scope.set(k, v)
    const out: string[] = []
    renderNodes(this.nodes, scope, out)
    return out.join('')
  }
}

export { TemplateSyntaxError, TemplateRuntimeError }
