/** Edit distance with adjacent swaps (Damerau, optimal string alignment): 'nozle' and 'nzozle' are both one slip away. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let prev2: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1)
      row.push(d)
      best = Math.min(best, d)
    }
    if (best > limit) return limit + 1
    prev2 = prev
    prev = row
  }
  return prev[b.length]
}

/**
 * The one known name a misspelt one most likely meant: within two edits (one for short names), and
 * unambiguous. Undefined when nothing is that close, or two candidates are equally close.
 */
export function nearestName(name: string, known: Iterable<string>): string | undefined {
  const lower = name.toLowerCase()
  const limit = lower.length <= 4 ? 1 : 2
  let best: string | undefined
  let bestDistance = limit + 1
  let tie = false
  for (const candidate of known) {
    if (candidate.endsWith('*') || candidate.startsWith('@')) continue
    const d = editDistance(lower, candidate.toLowerCase(), limit)
    if (d < bestDistance) {
      best = candidate
      bestDistance = d
      tie = false
    } else if (d === bestDistance) tie = true
  }
  return best !== undefined && !tie && bestDistance <= limit ? best : undefined
}
