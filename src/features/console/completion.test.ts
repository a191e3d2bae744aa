import { describe, expect, it } from 'vitest'
import { completeCommand } from './completion'

const commands = ['BED_MESH_CALIBRATE', 'BED_MESH_CLEAR', 'BED_MESH_PROFILE', 'G28', 'LOAD_FILAMENT', 'STATUS']

describe('completeCommand', () => {
  it('completes a unique prefix with a trailing space, whatever the case', () => {
    expect(completeCommand('load', commands)).toEqual({ value: 'LOAD_FILAMENT ', candidates: ['LOAD_FILAMENT'] })
  })
  it('extends to the common prefix of several matches and lists them', () => {
    expect(completeCommand('bed_m', commands)).toEqual({ value: 'BED_MESH_', candidates: ['BED_MESH_CALIBRATE', 'BED_MESH_CLEAR', 'BED_MESH_PROFILE'] })
    expect(completeCommand('BED_MESH_C', commands).value).toBe('BED_MESH_C')
  })
  it('leaves the input alone when nothing matches or parameters are being typed', () => {
    expect(completeCommand('FOO', commands)).toEqual({ value: 'FOO', candidates: [] })
    expect(completeCommand('LOAD_FILAMENT TE', commands)).toEqual({ value: 'LOAD_FILAMENT TE', candidates: [] })
    expect(completeCommand('', commands)).toEqual({ value: '', candidates: [] })
  })
})
