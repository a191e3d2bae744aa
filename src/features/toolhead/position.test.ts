import { describe, expect, it } from 'vitest'
import { formatPosition, homeButtonAxes, jogDistance, positionChanged } from './position'

describe('toolhead position', () => {
  it('formats with two decimals', () => {
    expect(formatPosition(117.5)).toBe('117.50')
    expect(formatPosition(undefined)).toBe('-')
  })
  it('moves only when the typed value differs at the shown precision', () => {
    expect(positionChanged(117.5, 117.5)).toBe(false)
    expect(positionChanged(117.501, 117.5)).toBe(false)
    expect(positionChanged(117.51, 117.5)).toBe(true)
    expect(positionChanged(10, undefined)).toBe(true)
  })
  it('inverts jog direction for inverted axes', () => {
    expect(jogDistance(10, 1, false)).toBe(10)
    expect(jogDistance(10, 1, true)).toBe(-10)
    expect(jogDistance(1, -1, false)).toBe(-1)
  })
})

describe('home buttons', () => {
  it('a delta printer loses only the X and Y buttons', () => {
    expect(homeButtonAxes('delta')).toEqual(['Z'])
    expect(homeButtonAxes('cartesian')).toEqual(['X', 'Y', 'XY', 'Z'])
    expect(homeButtonAxes('corexy')).toEqual(['X', 'Y', 'XY', 'Z'])
  })
})
