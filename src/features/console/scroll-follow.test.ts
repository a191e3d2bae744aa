import { describe, expect, it } from 'vitest'
import { isUserScroll, USER_GESTURE_MS, wheelLeavesNewest } from './scroll-follow'

describe('console scroll follow', () => {
  it('a wheel up leaves the newest line; down, or in a log that cannot scroll, does not', () => {
    expect(wheelLeavesNewest(-100, false, true)).toBe(true)
    expect(wheelLeavesNewest(100, false, true)).toBe(false)
    expect(wheelLeavesNewest(-100, false, false)).toBe(false)
  })

  it('flipped, the newest line is at the top: a wheel down leaves it', () => {
    expect(wheelLeavesNewest(100, true, true)).toBe(true)
    expect(wheelLeavesNewest(-100, true, true)).toBe(false)
  })

  it("a scroll is the user's during a drag, soon after a gesture, or after a gesture newer than the last follow", () => {
    expect(isUserScroll(1000, 0, 900, true)).toBe(true)
    expect(isUserScroll(1000, 1000 - USER_GESTURE_MS, 990, false)).toBe(true)
    expect(isUserScroll(1000, 100, 50, false)).toBe(true)
    // The console's own follow, long after the last gesture.
    expect(isUserScroll(1000, 100, 500, false)).toBe(false)
  })
})
