/**
 * The adaptive MJPEG player's clock (SPEC §4): one snapshot per frame at the target FPS, the idle
 * target while the window is unfocused. A frame that took longer than its slot is followed at once.
 */
import { DEFAULT_FPS } from './camera'

export interface FrameClock {
  targetFps: number
  idleFps: number
  focused: boolean
}

/** The frames per second to aim for now; a missing or nonsense target falls back to SPEC's 10. */
export function effectiveFps({ targetFps, idleFps, focused }: FrameClock): number {
  const want = focused ? targetFps : idleFps
  const fps = Number.isFinite(want) && want > 0 ? want : DEFAULT_FPS
  return Math.min(60, fps)
}

/**
 * Milliseconds to wait before requesting the next snapshot, given when the last request started and
 * when its image arrived: the rest of the frame's slot, or 0 when loading used it all up.
 */
export function nextFrameDelay(clock: FrameClock, requestedAt: number, loadedAt: number): number {
  const slot = 1000 / effectiveFps(clock)
  return Math.max(0, Math.round(slot - (loadedAt - requestedAt)))
}

/** Smoothing of the FPS readout (SPEC §9: 0.6 while it settles, then 0.1). */
export const FPS_SMOOTHING_FAST = 0.6
export const FPS_SMOOTHING_SLOW = 0.1

/**
 * The FPS readout after one more frame arrived `intervalMs` after the one before: an exponential
 * average that follows quickly for the first few frames, then steadies.
 */
export function smoothFps(previous: number, intervalMs: number, framesSeen: number): number {
  if (intervalMs <= 0) return previous
  const sample = 1000 / intervalMs
  if (previous <= 0) return sample
  const k = framesSeen < 5 ? FPS_SMOOTHING_FAST : FPS_SMOOTHING_SLOW
  return previous + k * (sample - previous)
}
