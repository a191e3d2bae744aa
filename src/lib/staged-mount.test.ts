import { describe, expect, it } from 'vitest'
import { mountOrder, nextToMount, readingOrder } from './staged-mount'

describe('readingOrder', () => {
  it('takes the first card of every column, then the second, …', () => {
    expect(readingOrder([['a', 'b', 'c'], ['d'], [], ['e', 'f']])).toEqual(['a', 'd', 'e', 'b', 'f', 'c'])
  })

  it('is empty without columns or cards', () => {
    expect(readingOrder([])).toEqual([])
    expect(readingOrder([[], []])).toEqual([])
  })
})

describe('nextToMount', () => {
  it('is the first block in order that is not mounted', () => {
    expect(nextToMount(['a', 'b', 'c'], new Set<string>())).toBe('a')
    expect(nextToMount(['a', 'b', 'c'], new Set(['a', 'c']))).toBe('b')
  })

  it('is null once every block is mounted, whatever else was mounted before', () => {
    expect(nextToMount(['a', 'b'], new Set(['a', 'b', 'gone']))).toBeNull()
    expect(nextToMount([], new Set<string>())).toBeNull()
  })

  it('picks up a block that joins the order later, before the rest', () => {
    expect(nextToMount(['new', 'a', 'b'], new Set(['a']))).toBe('new')
  })
})

describe('mountOrder', () => {
  const columns = [['a', 'b', 'c'], ['d', 'e', 'f', 'g']]

  it('puts the focused card and the cards above it in its column first', () => {
    expect(mountOrder(columns, 'f')).toEqual(['d', 'e', 'f', 'a', 'b', 'c', 'g'])
    expect(mountOrder(columns, 'a')).toEqual(['a', 'd', 'b', 'e', 'c', 'f', 'g'])
  })

  it('is the reading order without a focus, or when the focus is not shown', () => {
    expect(mountOrder(columns)).toEqual(readingOrder(columns))
    expect(mountOrder(columns, 'hidden')).toEqual(readingOrder(columns))
  })
})
