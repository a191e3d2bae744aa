/**
 * Tokenizer for the Jinja-like expressions used in gcode_macro templates and for the
 * Python literals of variable_* options.
 */

export type Token =
  | { t: 'num'; v: number; pos: number }
  | { t: 'str'; v: string; pos: number }
  | { t: 'name'; v: string; pos: number }
  | { t: 'op'; v: string; pos: number }
  | { t: 'end'; pos: number }

export class TemplateSyntaxError extends Error {}

const OPS2 = ['**', '//', '==', '!=', '<=', '>=']
const OPS1 = '()[]{},:.|+-*/%~<>='

function isNameStart(c: string): boolean {
  return /[A-Za-z_]/.test(c)
}

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9'
}

/** Where an expression stops: at an unbalanced '}' (a `{ expr }` output) or at '%}' (a `{% … %}` block). */
export type StopAt = 'brace' | 'block' | 'eof'

export interface TokenizeResult {
  tokens: Token[]
  /** Index just after the closing delimiter. */
  end: number
  /** A '-' before the closing '%}' asked to trim the whitespace that follows. */
  trimAfter: boolean
}

function readString(src: string, i: number): [string, number] {
  const quote = src[i]
  let out = ''
  let j = i + 1
  while (j < src.length) {
    const c = src[j]
    if (c === '\\' && j + 1 < src.length) {
      const n = src[j + 1]
      const esc: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', '0': '\0' }
      out += esc[n] ?? '\\' + n
      j += 2
      continue
    }
    if (c === quote) return [out, j + 1]
    out += c
    j++
  }
  throw new TemplateSyntaxError('unexpected end of string')
}

function readNumber(src: string, i: number): [number, number] {
  const m = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(src.slice(i))
  if (!m) throw new TemplateSyntaxError(`unexpected char '${src[i]}'`)
  return [Number(m[0]), i + m[0].length]
}

export function tokenize(src: string, start: number, stop: StopAt): TokenizeResult {
  const tokens: Token[] = []
  let depth = 0
  let i = start
  while (i < src.length) {
    const c = src[i]
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++
      continue
    }
    if (stop === 'block' && depth === 0) {
      if (src.startsWith('-%}', i)) return { tokens: [...tokens, { t: 'end', pos: i }], end: i + 3, trimAfter: true }
      if (src.startsWith('%}', i)) return { tokens: [...tokens, { t: 'end', pos: i }], end: i + 2, trimAfter: false }
    }
    if (stop === 'brace' && depth === 0 && c === '}') {
      return { tokens: [...tokens, { t: 'end', pos: i }], end: i + 1, trimAfter: false }
    }
    if (c === '"' || c === "'") {
      const [v, j] = readString(src, i)
      tokens.push({ t: 'str', v, pos: i })
      i = j
      continue
    }
    const prev = tokens[tokens.length - 1]
    const afterValue = prev !== undefined && (prev.t !== 'op' || prev.v === ')' || prev.v === ']' || prev.v === '}')
    if (isDigit(c) || (c === '.' && isDigit(src[i + 1]) && !afterValue)) {
      const [v, j] = readNumber(src, i)
      tokens.push({ t: 'num', v, pos: i })
      i = j
      continue
    }
    if (isNameStart(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i, i + 200))!
      tokens.push({ t: 'name', v: m[0], pos: i })
      i += m[0].length
      continue
    }
    const two = src.slice(i, i + 2)
    let op: string | undefined
    if (OPS2.includes(two)) op = two
    else if (OPS1.includes(c)) op = c
    if (op === undefined) throw new TemplateSyntaxError(`unexpected char '${c}' at ${i}`)
    if (op === '(' || op === '[' || op === '{') depth++
    if (op === ')' || op === ']' || op === '}') depth--
    tokens.push({ t: 'op', v: op, pos: i })
    i += op.length
  }
  if (stop !== 'eof') throw new TemplateSyntaxError(stop === 'brace' ? "unexpected end of template, expected '}'" : "unexpected end of template, expected '%}'")
  return { tokens: [...tokens, { t: 'end', pos: i }], end: i, trimAfter: false }
}
