import { describe, expect, it } from 'vitest'
import { checkNewPassword, checkRequired, checkUsername, type Checked } from './input-rules'
import { isValidPrinterUrl, normalizePrinterUrl, endpointsOf } from './url'

const code = (c: Checked<unknown>) => (c.ok ? null : c.error.code)

describe('password rules', () => {
  it('requires a password', () => expect(code(checkNewPassword('', 'bob'))).toBe('required'))
  it('refuses the username in any case', () => expect(code(checkNewPassword('BOB', 'bob'))).toBe('cannotMatchUsername'))
  it('needs at least 4 characters', () => {
    expect(code(checkNewPassword('abc', 'bob'))).toBe('minLength')
    expect(code(checkNewPassword('abcd', 'bob'))).toBeNull()
  })
  it('limits usernames to 60 characters', () => {
    expect(code(checkUsername(''))).toBe('required')
    expect(code(checkUsername('x'.repeat(61)))).toBe('maxLength')
    expect(code(checkUsername('x'.repeat(60)))).toBeNull()
  })
  it('requires names', () => {
    expect(code(checkRequired('  '))).toBe('required')
    expect(code(checkRequired('a'))).toBeNull()
  })
})

describe('printer URLs', () => {
  it('prefixes http:// when no scheme is given', () => {
    expect(normalizePrinterUrl('voron.local:7125')).toBe('http://voron.local:7125')
    expect(normalizePrinterUrl('https://voron')).toBe('https://voron')
  })
  it('validates', () => {
    expect(isValidPrinterUrl('voron.local')).toBe(true)
    expect(isValidPrinterUrl('http://')).toBe(false)
    expect(isValidPrinterUrl('ht tp://x y')).toBe(false)
    expect(isValidPrinterUrl('not a url')).toBe(false)
    expect(isValidPrinterUrl('http://bad%20host')).toBe(false)
    expect(isValidPrinterUrl('http://[::1]:7125')).toBe(true)
  })
  it('derives the API base and socket URL', () => {
    expect(endpointsOf('http://p:7125')).toEqual({ apiUrl: 'http://p:7125/', socketUrl: 'ws://p:7125/websocket' })
    expect(endpointsOf('https://p/printer/')).toEqual({ apiUrl: 'https://p/printer/', socketUrl: 'wss://p/printer/websocket' })
  })
})
