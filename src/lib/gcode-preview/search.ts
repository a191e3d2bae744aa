/** The last index i in [0, n) whose value is at most target, for values that never decrease (-1 if none). */
export function lastAtOrBelow(n: number, valueAt: (i: number) => number, target: number): number {
  let lo = 0, hi = n - 1, found = -1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (valueAt(mid) <= target) {
      found = mid
      lo = mid + 1
    } else hi = mid - 1
  }
  return found
}

/** Moves of layer l as [start, end), from a layer table of first-move indices; [0, 0] outside it. */
export function layerRangeOf(layerStart: ArrayLike<number>, layerCount: number, moveCount: number, l: number): [number, number] {
  if (l < 0 || l >= layerCount) return [0, 0]
  return [layerStart[l], l + 1 < layerCount ? layerStart[l + 1] : moveCount]
}
