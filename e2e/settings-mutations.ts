/**
 * Deterministic wrong versions of a stored settings namespace, for checking that no stored value can
 * stop a screen from rendering: leaves and objects given another JSON type, null, removed, or given
 * unknown sibling keys. The same seed always gives the same variant.
 */

type Json = unknown
type JsonObject = Record<string, Json>

export interface Variant {
  name: string
  value: JsonObject
  /** One line a change: "uiSettings.general.locale: string → number". */
  changes: string[]
}

/** mulberry32: a small seeded generator, so a variant is the same on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const KINDS = ['number', 'string', 'boolean', 'array', 'object', 'null'] as const
type Kind = (typeof KINDS)[number]

const isObject = (v: Json): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v)

function kindOf(v: Json): Kind {
  if (v === null) return 'null'
  if (Array.isArray(v)) return 'array'
  return typeof v as Kind
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]

/** A value of `kind`, small and plausible-looking, so it reaches code that trusts the stored type. */
function valueOf(kind: Kind, rand: () => number): Json {
  switch (kind) {
    case 'number':
      return pick(rand, [0, -1, 42, 0.5, 1e9])
    case 'string':
      return pick(rand, ['', 'x', 'true', '12', '#zz'])
    case 'boolean':
      return rand() < 0.5
    case 'array':
      return pick(rand, [[], [1, 'a'], [null], [{}]])
    case 'object':
      return pick(rand, [{}, { horizontal: 'yes' }, { '0': 1 }, { value: null }])
    default:
      return null
  }
}

/** A value of another JSON type than `v` (null counts as a type of its own). */
function retyped(v: Json, rand: () => number): Json {
  const others = KINDS.filter((k) => k !== kindOf(v) && k !== 'null')
  return valueOf(pick(rand, others), rand)
}

const join = (path: string[]) => path.join('.')

type Change = 'retype' | 'null' | 'remove'

/** What happens to a node: mostly another type, sometimes null or gone. */
function change(rand: () => number): Change {
  const r = rand()
  return r < 0.6 ? 'retype' : r < 0.8 ? 'null' : 'remove'
}

function unknownKey(obj: JsonObject, rand: () => number, path: string[], changes: string[]): void {
  const key = `zzUnknown${Math.floor(rand() * 1000)}`
  obj[key] = valueOf(pick(rand, KINDS), rand)
  changes.push(`${join([...path, key])}: added (${kindOf(obj[key])})`)
}

/**
 * Applies `decide` to every node of `tree` (parents first; a node that changes is not walked into),
 * and gives every object that stays an unknown key.
 */
function walk(tree: JsonObject, rand: () => number, decide: (path: string[], v: Json) => Change | null, changes: string[]): JsonObject {
  const visit = (v: Json, path: string[]): { keep: boolean; value: Json } => {
    const what = path.length ? decide(path, v) : null
    if (what === 'remove') {
      changes.push(`${join(path)}: removed`)
      return { keep: false, value: undefined }
    }
    if (what === 'null' || what === 'retype') {
      const next = what === 'null' ? null : retyped(v, rand)
      changes.push(`${join(path)}: ${kindOf(v)} → ${kindOf(next)}`)
      return { keep: true, value: next }
    }
    if (Array.isArray(v)) {
      const out: Json[] = []
      v.forEach((item, i) => {
        const r = visit(item, [...path, String(i)])
        if (r.keep) out.push(r.value)
      })
      return { keep: true, value: out }
    }
    if (isObject(v)) {
      const out: JsonObject = {}
      for (const [k, item] of Object.entries(v)) {
        const r = visit(item, [...path, k])
        if (r.keep) out[k] = r.value
      }
      if (path.length) unknownKey(out, rand, path, changes)
      return { keep: true, value: out }
    }
    return { keep: true, value: v }
  }
  return visit(structuredClone(tree), []).value as JsonObject
}

const isContainer = (v: Json) => Array.isArray(v) || isObject(v)

/**
 * Four variants of a namespace (its roots: uiSettings, macros, layout …), between them touching every
 * stored leaf and every object key:
 * - leaves: every leaf another type, null or removed, every object an unknown key more;
 * - sections: every object or list two levels down (uiSettings.general, macros.categories …);
 * - nested: objects and lists three levels down or deeper (general.axis, gcodePreview.flip …), each
 *   with an even chance, so that those below an unchanged one get theirs;
 * - roots: every root another type or null, and an unknown root.
 */
export function variants(namespace: JsonObject, seed = 1): Variant[] {
  const make = (name: string, offset: number, decide: (path: string[], v: Json, rand: () => number) => Change | null): Variant => {
    const rand = seeded(seed * 7919 + offset)
    const changes: string[] = []
    const value = walk(namespace, rand, (path, v) => decide(path, v, rand), changes)
    return { name, value, changes }
  }
  const roots = (() => {
    const rand = seeded(seed * 7919 + 4)
    const changes: string[] = []
    const value: JsonObject = {}
    for (const [k, v] of Object.entries(namespace)) {
      value[k] = rand() < 0.7 ? retyped(v, rand) : null
      changes.push(`${k}: ${kindOf(v)} → ${kindOf(value[k])}`)
    }
    unknownKey(value, rand, [], changes)
    return { name: 'roots', value, changes }
  })()
  return [
    make('leaves', 1, (_path, v, rand) => (isContainer(v) ? null : change(rand))),
    make('sections', 2, (path, v, rand) => (path.length === 2 && isContainer(v) ? change(rand) : null)),
    // Half of them, so that those further down get their turn too.
    make('nested', 3, (path, v, rand) => (path.length >= 3 && isContainer(v) && rand() < 0.5 ? change(rand) : null)),
    roots,
  ]
}
