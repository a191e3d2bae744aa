import { useSyncExternalStore } from 'react'
import { farmClock } from '../../state/fleet/publish-clock'

/** The farm's slow clock: the cards' relative times and camera snapshots move on it together. */
export const FARM_TICK_MS = 5000

const listeners = new Set<() => void>()
let timer: number | null = null
let ticks = 0
let tickedAt = Date.now()

function advance(): void {
  ticks++
  tickedAt = Date.now()
  listeners.forEach((l) => l())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Counted only while the page is seen: a hidden tab fetches no snapshot and renders nothing.
  // It moves with the printers' next news (at most a second later), so the page draws both in one frame.
  if (timer === null) {
    tickedAt = Date.now()
    timer = window.setInterval(() => document.visibilityState === 'visible' && farmClock.schedule(advance), FARM_TICK_MS)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer !== null) {
      window.clearInterval(timer)
      farmClock.cancel(advance)
      timer = null
    }
  }
}

/**
 * A count that moves every `every` ticks of the farm's clock. One timer for every card, so what moves
 * on the page moves in one frame rather than in one frame per card.
 */
export function useFarmTick(every = 1): number {
  return useSyncExternalStore(subscribe, () => Math.floor(ticks / every))
}

/** The time of the farm clock's last tick: the cards' relative times count from it, so they move together. */
export function useFarmNow(): number {
  return useSyncExternalStore(subscribe, () => tickedAt)
}
