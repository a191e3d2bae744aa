import { describe, expect, it } from 'vitest'
import { setRetraction, setVelocityLimit } from './limits'

describe('limit G-code', () => {
  it('sets velocity limits and retraction', () => {
    expect(setVelocityLimit('VELOCITY', 300)).toBe('SET_VELOCITY_LIMIT VELOCITY=300')
    expect(setVelocityLimit('SQUARE_CORNER_VELOCITY', 5.25)).toBe('SET_VELOCITY_LIMIT SQUARE_CORNER_VELOCITY=5.3')
    expect(setVelocityLimit('MINIMUM_CRUISE_RATIO', 0.5)).toBe('SET_VELOCITY_LIMIT MINIMUM_CRUISE_RATIO=0.5')
    expect(setRetraction('RETRACT_LENGTH', 0.8)).toBe('SET_RETRACTION RETRACT_LENGTH=0.8')
  })
})
