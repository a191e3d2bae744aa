import { SearchQuery } from '@codemirror/search'
import { EditorState } from '@codemirror/state'
import { describe, expect, it } from 'vitest'
import { currentMatch, MATCH_COUNT_LIMIT, matchStarts } from './search-panel'

const doc = '[extruder]\nmax_temp: 250\n[heater_bed]\nmax_temp: 120\n# MAX_TEMP note\n'

describe('editor search count', () => {
  it('finds every match, case-insensitive unless asked', () => {
    const state = EditorState.create({ doc })
    expect(matchStarts(state, new SearchQuery({ search: 'max_temp' }))).toHaveLength(3)
    expect(matchStarts(state, new SearchQuery({ search: 'max_temp', caseSensitive: true }))).toHaveLength(2)
    expect(matchStarts(state, new SearchQuery({ search: '^\\[\\w+\\]', regexp: true }))).toEqual([0, 25])
    expect(matchStarts(state, new SearchQuery({ search: '' }))).toEqual([])
  })

  it('stops counting past the limit', () => {
    const state = EditorState.create({ doc: 'G1 X1\n'.repeat(MATCH_COUNT_LIMIT + 50) })
    expect(matchStarts(state, new SearchQuery({ search: 'G1' }))).toHaveLength(MATCH_COUNT_LIMIT + 1)
  })

  it('numbers the match the selection sits on, 0 when none', () => {
    const starts = [0, 11, 40, 77]
    expect(currentMatch(starts, 0)).toBe(1)
    expect(currentMatch(starts, 40)).toBe(3)
    expect(currentMatch(starts, 77)).toBe(4)
    expect(currentMatch(starts, 12)).toBe(0)
    expect(currentMatch([], 0)).toBe(0)
  })
})
