import { describe, expect, it } from 'vitest'
import { excludeObject, excludeObjectName } from './exclude'

describe('exclude object', () => {
  it('sends the name upper-cased with spaces as underscores', () => {
    expect(excludeObject('torus_stl_id_0_copy_1')).toBe('EXCLUDE_OBJECT NAME=TORUS_STL_ID_0_COPY_1')
    expect(excludeObject(' my part 2 ')).toBe('EXCLUDE_OBJECT NAME=MY_PART_2')
    expect(excludeObjectName('a  b')).toBe('A_B')
  })
})
