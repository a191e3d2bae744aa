/**
 * Fuzzy file-name matching for the search palette: the query's characters must appear in order in
 * the path (case-insensitive); matches in the file's own name, at word starts and in runs rank higher.
 */

export interface FuzzyMatch {
  score: number
  /** Indices in the target of the matched characters, ascending. */
  indices: number[]
}

const SEPARATORS = new Set(['/', '_', '-', '.', ' '])

function isWordStart(target: string, i: number): boolean {
  if (i === 0) return true
  const prev = target[i - 1]
  if (SEPARATORS.has(prev)) return true
  // camelCase: a capital after a lower-case letter.
  return prev.toLowerCase() === prev && target[i].toUpperCase() === target[i] && target[i].toLowerCase() !== target[i]
}

/** Scores one greedy alignment of the query, preferring word starts after a break (and for the first letter, when asked). */
function align(query: string, target: string, lower: string, nameStart: number, startAtWord = false): FuzzyMatch | null {
  const indices: number[] = []
  let score = 0
  let t = 0
  for (let q = 0; q < query.length; q++) {
    const c = query[q]
    // Prefer the next word start holding this character, if it comes before the next run breaks.
    let found = lower.indexOf(c, t)
    if (found === -1) return null
    if ((indices.length > 0 || startAtWord) && found !== indices[indices.length - 1] + 1) {
      for (let i = found; i !== -1; i = lower.indexOf(c, i + 1)) {
        if (isWordStart(target, i)) {
          found = i
          break
        }
      }
    }
    const prev = indices[indices.length - 1]
    let s = 1
    if (prev !== undefined && found === prev + 1) s += 4
    if (isWordStart(target, found)) s += 3
    if (found >= nameStart) s += 2
    score += s
    indices.push(found)
    t = found + 1
  }
  return { score, indices }
}

/** A typo costs this much: one query character may be left out (a slip, two letters swapped). */
const TYPO_PENALTY = 60

/**
 * Matches `query` against a path like 'a/b/deep_macros.cfg'; null when it does not match. A query of
 * four or more characters that does not match still matches, lower, with one of its characters left out.
 */
export function fuzzyMatch(query: string, target: string): FuzzyMatch | null {
  const q = query.toLowerCase().replace(/\s+/g, '')
  if (q.length === 0) return { score: 0, indices: [] }
  const exact = matchQuery(q, target)
  if (exact || q.length < 4) return exact
  let best: FuzzyMatch | null = null
  for (let i = 0; i < q.length; i++) {
    const m = matchQuery(q.slice(0, i) + q.slice(i + 1), target)
    if (m && (!best || m.score > best.score)) best = m
  }
  return best && { score: best.score - TYPO_PENALTY, indices: best.indices }
}

function matchQuery(q: string, target: string): FuzzyMatch | null {
  const lower = target.toLowerCase()
  const nameStart = target.lastIndexOf('/') + 1
  // Try the alignment that starts in the file's name first; fall back to anywhere in the path.
  const inName = lower.indexOf(q[0], nameStart) === -1 ? null : alignFrom(q, target, lower, nameStart)
  const anywhere = align(q, target, lower, nameStart)
  const best = inName && (!anywhere || inName.score >= anywhere.score) ? inName : anywhere
  if (!best || scattered(best.indices, target, q.length)) return null
  // Shorter targets and an exact name win ties; a match far into a long path loses a little.
  const name = lower.slice(nameStart)
  let score = best.score * 10 - target.length
  if (name.startsWith(q)) score += 50
  if (name === q || name.replace(/\.[^.]*$/, '') === q) score += 100
  return { score, indices: best.indices }
}

/**
 * Letters picked one by one across a name ('macro' in 'moonraker.conf') are noise, not a match: more
 * runs than one per two query characters (two at least) are refused unless each run starts a word.
 */
function scattered(indices: readonly number[], target: string, length: number): boolean {
  const starts = indices.filter((at, i) => i === 0 || indices[i - 1] !== at - 1)
  return starts.length > Math.max(2, Math.ceil(length / 2)) && !starts.every((at) => isWordStart(target, at))
}

function alignFrom(q: string, target: string, lower: string, from: number): FuzzyMatch | null {
  const t = target.slice(from)
  const l = lower.slice(from)
  // The first letter at a word start ('m' of 'macros' in 'sample-print-macros'), or simply the first.
  const atWord = align(q, t, l, 0, true)
  const first = align(q, t, l, 0)
  const m = atWord && (!first || atWord.score >= first.score) ? atWord : first
  return m && { score: m.score + q.length * 2, indices: m.indices.map((i) => i + from) }
}

export interface Ranked<T> {
  item: T
  match: FuzzyMatch
}

/** The best `limit` items whose key matches, best first (ties: shorter key, then alphabetical). */
export function rankFuzzy<T>(query: string, items: readonly T[], key: (item: T) => string, limit: number): Ranked<T>[] {
  const out: Ranked<T>[] = []
  for (const item of items) {
    const match = fuzzyMatch(query, key(item))
    if (match) out.push({ item, match })
  }
  out.sort((a, b) => b.match.score - a.match.score || key(a.item).length - key(b.item).length || key(a.item).localeCompare(key(b.item)))
  return out.slice(0, limit)
}
