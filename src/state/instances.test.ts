import { describe, expect, it } from 'vitest'
import { activate, makeInstance, withEndpoints } from './instances'

describe('the host config’s printers', () => {
  it('join the list after the known ones, each once, none active, bad URLs left out', () => {
    const list = activate([], 'http://farm.local:7125')
    const next = withEndpoints(list, ['http://farm.local:7125', 'http://farm.local:7126/', 'farm.local:7127', 'http://farm.local:7126', 'http://[bad'])
    expect(next.map((i) => [i.apiUrl, i.active])).toEqual([
      ['http://farm.local:7125/', true],
      ['http://farm.local:7126/', false],
      ['http://farm.local:7127/', false],
    ])
  })

  it('leave the list as it is when they add nothing', () => {
    const list = [{ ...makeInstance('http://a.local:7125'), active: true }]
    expect(withEndpoints(list, ['http://a.local:7125/'])).toBe(list)
    expect(withEndpoints(list)).toBe(list)
  })
})
