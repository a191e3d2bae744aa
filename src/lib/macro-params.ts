/** Finds the parameters a gcode_macro template reads (params.NAME, params['NAME'], params.get('NAME', x)). */

export interface MacroParam {
  /** As Klipper passes it: upper-case. */
  name: string
  /** The template's fallback as written (quotes removed), or null when it has none. */
  defaultValue: string | null
}

const PARAM_START = /\bparams\s*(?:\.\s*([A-Za-z_][A-Za-z0-9_]*)|\[\s*(['"])([^'"\]]+)\2\s*\])/g

/** Reads a parenthesised argument list starting at text[open] === '('; returns its inner text and end. */
function readParens(text: string, open: number): { inner: string; end: number } | null {
  let depth = 0
  let quote: string | null = null
  for (let i = open; i < text.length; i++) {
    const ch = text[i]
    if (quote) {
      if (ch === '\\') i++
      else if (ch === quote) quote = null
      continue
    }
    if (ch === '"' || ch === "'") quote = ch
    else if (ch === '(') depth++
    else if (ch === ')') {
      depth--
      if (depth === 0) return { inner: text.slice(open + 1, i), end: i + 1 }
    }
  }
  return null
}

/** Splits on the top-level commas of an argument list. */
function splitArgs(inner: string): string[] {
  const args: string[] = []
  let depth = 0
  let quote: string | null = null
  let start = 0
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i]
    if (quote) {
      if (ch === '\\') i++
      else if (ch === quote) quote = null
      continue
    }
    if (ch === '"' || ch === "'") quote = ch
    else if (ch === '(' || ch === '[') depth++
    else if (ch === ')' || ch === ']') depth--
    else if (ch === ',' && depth === 0) {
      args.push(inner.slice(start, i))
      start = i + 1
    }
  }
  args.push(inner.slice(start))
  return args.map((a) => a.trim())
}

function unquote(value: string): string {
  const m = /^(['"])(.*)\1$/s.exec(value.trim())
  return m ? m[2] : value.trim()
}

/** Walks a filter chain (`|float|default(220)|int`) and returns default()'s argument if present. */
function defaultFromFilters(text: string, from: number): string | null {
  const FILTER = /\s*\|\s*([A-Za-z_][A-Za-z0-9_]*)\s*/y
  let pos = from
  let found: string | null = null
  for (;;) {
    FILTER.lastIndex = pos
    const m = FILTER.exec(text)
    if (!m) return found
    pos = FILTER.lastIndex
    if (text[pos] === '(') {
      const parens = readParens(text, pos)
      if (!parens) return found
      if ((m[1] === 'default' || m[1] === 'd') && found === null) found = unquote(splitArgs(parens.inner)[0] ?? '')
      pos = parens.end
    }
  }
}

export function parseMacroParams(gcode: string): MacroParam[] {
  const params = new Map<string, MacroParam>()
  const add = (name: string, defaultValue: string | null) => {
    const key = name.toUpperCase()
    const existing = params.get(key)
    if (!existing) params.set(key, { name: key, defaultValue })
    else if (existing.defaultValue === null && defaultValue !== null) existing.defaultValue = defaultValue
  }
  PARAM_START.lastIndex = 0
  for (let m = PARAM_START.exec(gcode); m; m = PARAM_START.exec(gcode)) {
    const end = PARAM_START.lastIndex
    const dotted = m[1]
    if (dotted === 'get' || dotted === 'pop') {
      // params.get('NAME', fallback)
      const open = gcode.slice(end).search(/\S/)
      if (open >= 0 && gcode[end + open] === '(') {
        const parens = readParens(gcode, end + open)
        if (parens) {
          const [nameArg, fallback] = splitArgs(parens.inner)
          const name = /^(['"])([^'"]+)\1$/.exec(nameArg ?? '')?.[2]
          if (name) add(name, fallback !== undefined ? unquote(fallback) : defaultFromFilters(gcode, parens.end))
          PARAM_START.lastIndex = parens.end
          continue
        }
      }
    }
    add(dotted ?? m[3], defaultFromFilters(gcode, end))
  }
  return [...params.values()]
}
