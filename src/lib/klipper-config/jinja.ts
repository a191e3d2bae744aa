/**
 * A structural check of Klipper's G-code templates (Jinja2 with `{ … }` for expressions, `{% … %}`
 * for statements, `{# … #}` for comments): every opened tag closes, and blocks nest and end in order.
 * Not a Jinja engine: what the expressions say is Klipper's to judge when the macro runs.
 */

export interface TemplateProblem {
  /** Offset in the template text. */
  from: number
  to: number
  kind: 'unclosed-tag' | 'unclosed-block' | 'unexpected-tag'
  /** The tag or block word: '{%', '{', '{#', 'if', 'endfor' … */
  tag: string
}

const BLOCKS: Record<string, string> = { if: 'endif', for: 'endfor', macro: 'endmacro', call: 'endcall', filter: 'endfilter', with: 'endwith', block: 'endblock', raw: 'endraw' }
const MIDDLES: Record<string, string[]> = { elif: ['if'], else: ['if', 'for'] }

/** Where an expression that starts at `from` (just after its `{`) ends: the matching `}`, minding nested braces and strings. */
function expressionEnd(text: string, from: number): number {
  let depth = 0
  let quote = ''
  for (let i = from; i < text.length; i++) {
    const c = text[i]
    if (quote) {
      if (c === '\\') i++
      else if (c === quote) quote = ''
    } else if (c === '"' || c === "'") quote = c
    else if (c === '{') depth++
    else if (c === '}') {
      if (depth === 0) return i
      depth--
    }
  }
  return -1
}

export function checkTemplate(text: string): TemplateProblem[] {
  const problems: TemplateProblem[] = []
  const open: { word: string; from: number; to: number }[] = []
  let i = 0
  while (i < text.length) {
    const start = text.indexOf('{', i)
    if (start === -1) break
    const next = text[start + 1]
    if (next === '#') {
      const end = text.indexOf('#}', start + 2)
      if (end === -1) return [...problems, { from: start, to: start + 2, kind: 'unclosed-tag', tag: '{#' }]
      i = end + 2
      continue
    }
    if (next !== '%') {
      const end = expressionEnd(text, start + 1)
      if (end === -1) return [...problems, { from: start, to: start + 1, kind: 'unclosed-tag', tag: '{' }]
      i = end + 1
      continue
    }
    const end = text.indexOf('%}', start + 2)
    if (end === -1) return [...problems, { from: start, to: start + 2, kind: 'unclosed-tag', tag: '{%' }]
    const body = text.slice(start + 2, end).replace(/^-/, '').trim()
    const word = /^\w+/.exec(body)?.[0] ?? ''
    const tag = { word, from: start, to: end + 2 }
    i = end + 2
    if (word === 'raw') {
      const close = /\{%-?\s*endraw\s*-?%\}/g
      close.lastIndex = i
      const m = close.exec(text)
      if (!m) return [...problems, { from: tag.from, to: tag.to, kind: 'unclosed-block', tag: 'raw' }]
      i = m.index + m[0].length
    } else if (BLOCKS[word] || (word === 'set' && !body.includes('='))) {
      open.push(tag)
    } else if (MIDDLES[word]) {
      if (!MIDDLES[word].includes(open[open.length - 1]?.word)) problems.push({ from: tag.from, to: tag.to, kind: 'unexpected-tag', tag: word })
    } else if (word.startsWith('end')) {
      const top = open[open.length - 1]
      if (top && (BLOCKS[top.word] ?? 'endset') === word) open.pop()
      else problems.push({ from: tag.from, to: tag.to, kind: 'unexpected-tag', tag: word })
    }
  }
  for (const o of open) problems.push({ from: o.from, to: o.to, kind: 'unclosed-block', tag: o.word })
  return problems
}
