import { describe, expect, it } from 'vitest'
import { configReferenceUrl, klipperAnchor, sectionOfLine } from './config-reference'
import { normalizeExtensions, opensInEditor } from './editor-extensions'
import { hasConfigReference, languageFor } from './editor-language'
import { isLargeGcode, mediaKind, timelapsePreviewName } from './media'

describe('editor language', () => {
  it('detects Klipper config, moonraker.conf-style files and G-code', () => {
    expect(languageFor('printer.cfg')).toBe('klipper')
    expect(languageFor('moonraker.conf')).toBe('moonraker')
    expect(languageFor('sub/part.GCODE')).toBe('gcode')
    expect(languageFor('start.sh')).toBe('shell')
    expect(languageFor('klippy.log')).toBe('plain')
    expect(hasConfigReference('klipper')).toBe(true)
    expect(hasConfigReference('gcode')).toBe(false)
  })
})

describe('config reference links', () => {
  it('links sections to their reference anchors', () => {
    expect(klipperAnchor('stepper_x')).toBe('stepper')
    expect(klipperAnchor('stepper_z1')).toBe('stepper_z1')
    expect(klipperAnchor('tmc2209 stepper_x')).toBe('tmc2209')
    expect(klipperAnchor('gcode_macro START_PRINT')).toBe('gcode_macro')
    expect(configReferenceUrl('extruder', 'klipper')).toBe('https://www.klipper3d.org/Config_Reference.html#extruder')
    expect(configReferenceUrl('update_manager fluidd', 'moonraker')).toBe('https://moonraker.readthedocs.io/en/latest/configuration/#update_manager')
    expect(configReferenceUrl(' ', 'klipper')).toBeNull()
  })

  it('finds section headers', () => {
    expect(sectionOfLine('[gcode_macro START]  # c')).toBe('gcode_macro START')
    expect(sectionOfLine('  [printer]')).toBe('printer')
    expect(sectionOfLine('gcode: [x]')).toBeNull()
    expect(sectionOfLine('#[printer]')).toBeNull()
  })
})

describe('auto-edit extensions', () => {
  it('adds the dot, removes duplicates and sorts', () => {
    expect(normalizeExtensions(['txt', '.CFG', ' cfg ', '', '..md'])).toEqual(['.cfg', '.md', '.txt'])
  })

  it('opens listed extensions in the editor', () => {
    expect(opensInEditor('cfg', ['.cfg'])).toBe(true)
    expect(opensInEditor('gcode', ['.cfg'])).toBe(false)
    expect(opensInEditor('', ['.cfg'])).toBe(false)
  })
})

describe('media and large files', () => {
  it('knows images and videos', () => {
    expect(mediaKind('png')).toBe('image')
    expect(mediaKind('mp4')).toBe('video')
    expect(mediaKind('gcode')).toBeNull()
  })

  it('asks before G-code of 100 MB or more', () => {
    expect(isLargeGcode('gcode', 100 * 1024 * 1024)).toBe(true)
    expect(isLargeGcode('gcode', 100 * 1024 * 1024 - 1)).toBe(false)
    expect(isLargeGcode('log', 200 * 1024 * 1024)).toBe(false)
  })
})

describe('timelapse previews', () => {
  it('finds the picture saved beside a video', () => {
    const names = new Set(['a.mp4', 'a.jpg', 'b.mp4'])
    expect(timelapsePreviewName('a.mp4', names)).toBe('a.jpg')
    expect(timelapsePreviewName('b.mp4', names)).toBeNull()
    expect(timelapsePreviewName('a.jpg', names)).toBeNull()
  })
})
