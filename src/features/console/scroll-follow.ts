/** How long after a wheel/touch/key/pointer gesture a scroll counts as the user's. */
export const USER_GESTURE_MS = 400

/**
 * Whether a scroll event is the user's: during a drag, shortly after a wheel, touch or key, or after a
 * gesture that came since the console last scrolled itself (a busy page may run the event late).
 */
export function isUserScroll(now: number, gestureAt: number, followedAt: number, pointerDown: boolean): boolean {
  return pointerDown || now - gestureAt <= USER_GESTURE_MS || gestureAt > followedAt
}

/**
 * A wheel turned away from the newest line (up, or down when the newest is at the top) in a log
 * that can scroll: auto-scroll stops then, before any scroll event, so a line that arrives and is
 * followed meanwhile cannot undo the user's gesture.
 */
export function wheelLeavesNewest(deltaY: number, flipped: boolean, scrollable: boolean): boolean {
  return scrollable && (flipped ? deltaY > 0 : deltaY < 0)
}
