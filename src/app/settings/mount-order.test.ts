import { describe, expect, it } from 'vitest'
import { mountOrder } from './mount-order'

const IDS = ['general', 'console', 'theme', 'auth', 'macros', 'versions']

describe('mountOrder', () => {
  it('mounts top to bottom without a target', () => {
    expect(mountOrder(IDS, null)).toEqual(IDS)
  })

  it('mounts a deep link first, then the sections below it, then the ones above, nearest first', () => {
    expect(mountOrder(IDS, 'auth')).toEqual(['auth', 'macros', 'versions', 'theme', 'console', 'general'])
  })

  it('treats the first and last sections and an unknown hash as expected', () => {
    expect(mountOrder(IDS, 'general')).toEqual(IDS)
    expect(mountOrder(IDS, 'versions')).toEqual(['versions', 'macros', 'auth', 'theme', 'console', 'general'])
    expect(mountOrder(IDS, 'presets')).toEqual(IDS)
  })
})
