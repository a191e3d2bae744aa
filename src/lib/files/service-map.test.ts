import { describe, expect, it } from 'vitest'
import { isServiceSupported, restartKind, serviceForFile } from './service-map'

describe('config file to service map', () => {
  it('maps the known files', () => {
    expect(serviceForFile('moonraker.conf')).toBe('moonraker')
    expect(serviceForFile('webcam.txt')).toBe('webcamd')
    expect(serviceForFile('KlipperScreen.conf')).toBe('KlipperScreen')
    expect(serviceForFile('telegram.conf')).toBe('moonraker-telegram-bot')
  })

  it('sends every .cfg to klipper, in any folder', () => {
    expect(serviceForFile('printer.cfg')).toBe('klipper')
    expect(serviceForFile('macros/start.CFG')).toBe('klipper')
  })

  it('has no service for other files', () => {
    expect(serviceForFile('notes.md')).toBeNull()
    expect(serviceForFile('other.conf')).toBeNull()
  })

  it('restarts klipper and the API server their own way', () => {
    expect(restartKind('klipper')).toBe('klipper')
    expect(restartKind('moonraker')).toBe('moonraker')
    expect(restartKind('webcamd')).toBe('service')
  })

  it('supports other services only when the host lists them', () => {
    expect(isServiceSupported('klipper', [])).toBe(true)
    expect(isServiceSupported('moonraker', [])).toBe(true)
    expect(isServiceSupported('webcamd', [])).toBe(false)
    expect(isServiceSupported('KlipperScreen', ['klipperscreen'])).toBe(true)
  })
})
