import { describe, expect, it } from 'vitest'
import { firstAvailableRoot, isLowOnDisk, isRootAvailable, rootProperties } from './roots'

describe('root properties', () => {
  it('gives gcodes and config write access and the accepted extensions', () => {
    expect(rootProperties('gcodes')).toMatchObject({ readonly: false, canPrint: true, canEdit: true, canConfigure: true })
    expect(rootProperties('gcodes').accepts).toEqual(['.gcode', '.g', '.gc', '.gco', '.ufp', '.nc'])
    expect(rootProperties('config')).toMatchObject({ readonly: false, canEdit: true, canPrint: false, accepts: ['.conf', '.cfg', '.md'] })
  })

  it('keeps logs, docs and config_examples read-only but viewable', () => {
    for (const root of ['logs', 'docs', 'config_examples']) {
      expect(rootProperties(root)).toMatchObject({ readonly: true, canView: true, canEdit: false, canDelete: false, canCreateDirectory: false })
    }
  })

  it('lets timelapse delete and create directories while read-only', () => {
    expect(rootProperties('timelapse')).toMatchObject({ readonly: true, canView: true, canDelete: true, canCreateDirectory: true })
  })

  it('treats an unknown root as read-only', () => {
    expect(rootProperties('whatever').readonly).toBe(true)
  })

  it('picks the first registered root', () => {
    expect(firstAvailableRoot(['config', 'logs'], ['gcodes', 'logs'])).toBe('logs')
    expect(firstAvailableRoot(['gcodes'], [])).toBeNull()
    expect(isRootAvailable('gcodes', ['gcodes'])).toBe(true)
    expect(isRootAvailable('timelapse', ['gcodes'])).toBe(false)
  })

  it('warns below 1 GiB free', () => {
    expect(isLowOnDisk(1073741823)).toBe(true)
    expect(isLowOnDisk(1073741824)).toBe(false)
    expect(isLowOnDisk(undefined)).toBe(false)
  })
})
