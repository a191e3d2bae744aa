/**
 * Python literal parsing (like ast.literal_eval) for variable_* options,
 * SET_GCODE_VARIABLE and SAVE_VARIABLE values.
 */
import { tokenize } from './lexer'
import { TokenStream, parseExpression, type Expr } from './parser'

export class LiteralError extends Error {}

function toValue(e: Expr): unknown {
  switch (e.k) {
    case 'lit':
      return e.v
    case 'list':
    case 'tuple':
      return e.items.map(toValue)
    case 'dict': {
      const out: Record<string, unknown> = {}
      for (const [k, v] of e.entries) out[String(toValue(k))] = toValue(v)
      return out
    }
    case 'un': {
      const v = toValue(e.e)
      if (typeof v === 'number' && (e.op === '-' || e.op === '+')) return e.op === '-' ? -v : v
      break
    }
  }
  throw new LiteralError('malformed literal')
}

export function parsePythonLiteral(text: string): unknown {
  const src = text.trim()
  // Jinja spells the constants in lower case; Python literals do not.
  if (/^(true|false|none)$/.test(src)) throw new LiteralError('malformed literal')
  try {
    const ts = new TokenStream(tokenize(src, 0, 'eof').tokens)
    const e = parseExpression(ts, false)
    ts.expectEnd()
    return toValue(e)
  } catch {
    throw new LiteralError('malformed literal')
  }
}
