import { describe, expect, it } from 'vitest'
import { testZ, testZBisect } from './manual-probe'

describe('manual probe commands', () => {
  it('step by a distance, or bisect towards the heights tried', () => {
    expect(testZ(-0.05)).toBe('TESTZ Z=-0.05')
    expect(testZ(0.1 + 0.2)).toBe('TESTZ Z=0.3')
    expect(testZ(1)).toBe('TESTZ Z=1')
    expect(testZBisect('down')).toBe('TESTZ Z=-')
    expect(testZBisect('up')).toBe('TESTZ Z=+')
  })
})
