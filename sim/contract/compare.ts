/** Compares two answers by shape: the same keys, the same JSON types, the same error codes and messages. */

export type Difference = string

function typeOf(v: unknown): string {
  if (v === null) return 'null'
  if (Array.isArray(v)) return 'array'
  return typeof v
}

/**
 * Paths (dot-joined, `*` matches one key) whose keys depend on the printer's config or the data, not on
 * the API: only the types of values both sides have are compared there.
 */
export interface CompareOptions {
  maps?: string[]
  /** Paths not compared at all (values that depend on the host). */
  ignore?: string[]
}

function matches(pattern: string, path: string): boolean {
  const p = pattern.split('.')
  const q = path.split('.')
  return p.length === q.length && p.every((seg, i) => seg === '*' || seg === q[i])
}

export function compareShape(real: unknown, sim: unknown, opts: CompareOptions = {}, path = ''): Difference[] {
  if (opts.ignore?.some((p) => matches(p, path))) return []
  const tr = typeOf(real)
  const ts = typeOf(sim)
  // A number that happens to be whole on one side is still a number; null on either side says "not known yet".
  if (tr !== ts) {
    if (tr === 'null' || ts === 'null') return tr === 'null' && ts !== 'null' ? [`${path}: real null, sim ${ts}`] : [`${path}: real ${tr}, sim null`]
    return [`${path}: real ${tr}, sim ${ts}`]
  }
  if (tr === 'array') {
    const a = real as unknown[]
    const b = sim as unknown[]
    if (!a.length || !b.length) return []
    return compareShape(a[0], b[0], opts, `${path}.0`)
  }
  if (tr !== 'object') return []
  const a = real as Record<string, unknown>
  const b = sim as Record<string, unknown>
  const isMap = opts.maps?.some((p) => matches(p, path))
  const out: Difference[] = []
  if (!isMap) {
    for (const k of Object.keys(a)) if (!(k in b)) out.push(`${path}.${k}: missing in sim`)
    for (const k of Object.keys(b)) if (!(k in a)) out.push(`${path}.${k}: only in sim`)
  }
  for (const k of Object.keys(a)) if (k in b) out.push(...compareShape(a[k], b[k], opts, path ? `${path}.${k}` : k))
  return out
}

export interface AnswerLike {
  result?: unknown
  error?: { code: number; message: string }
  status?: number
}

/** One recorded answer against the sim's: the same error code and message, or the same shape. */
export function differences(name: string, r: AnswerLike, s: AnswerLike, opts: CompareOptions = {}): Difference[] {
  if (r.error) {
    if (!s.error) return [`${name}: real error ${r.error.code} "${r.error.message}", sim answered`]
    const out: Difference[] = []
    if (s.error.code !== r.error.code) out.push(`${name}: error code real ${r.error.code}, sim ${s.error.code}`)
    if (s.error.message !== r.error.message) out.push(`${name}: message real "${r.error.message}", sim "${s.error.message}"`)
    return out
  }
  if (s.error) return [`${name}: sim error ${s.error.code} "${s.error.message}", real answered`]
  if (r.status !== undefined && r.status !== s.status) return [`${name}: status real ${r.status}, sim ${s.status}`]
  return compareShape(r.result, s.result, opts).map((d) => `${name}: ${d}`)
}
