import { startTransition, useEffect, useState } from 'react'
import { afterNextFrame } from '../lib/idle'
import { nextToMount } from '../lib/staged-mount'

const NONE: ReadonlySet<never> = new Set()

/**
 * Which blocks of `order` a page mounts so far: one more after each commit, as a transition, in
 * order. A page of many heavy blocks (the dashboard's cards) then never blocks the main thread for
 * the whole of it at once, and a click or a key never waits for the rest. Blocks that join `order`
 * later are mounted the same way; a block once mounted stays mounted.
 *
 * The next block mounts once the frame after the last commit has been drawn: a block that measures
 * itself as it mounts (a virtual list, a slider) then forces the layout of itself only, not of every
 * block committed since the last frame.
 */
export function useStagedSet<Id>(order: readonly Id[]): ReadonlySet<Id> {
  const [mounted, setMounted] = useState<ReadonlySet<Id>>(NONE)
  const next = nextToMount(order, mounted)
  useEffect(() => {
    if (next === null) return
    return afterNextFrame(() => startTransition(() => setMounted((m) => new Set(m).add(next))))
  }, [next])
  return mounted
}
