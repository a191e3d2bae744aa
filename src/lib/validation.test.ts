import { describe, expect, it } from 'vitest'
import { newPasswordError, requiredError, usernameError } from './validation'
import { isValidPrinterUrl, normalizePrinterUrl, endpointsOf } from './url'

describe('password rules', () => {
  it('requires a password', () => expect(newPasswordError('', 'bob')).toBe('required'))
  it('refuses the username in any case', () => expect(newPasswordError('BOB', 'bob')).toBe('username'))
  it('needs at least 4 characters', () => {
    expect(newPasswordError('abc', 'bob')).toBe('min')
    expect(newPasswordError('abcd', 'bob')).toBeNull()
  })
  it('limits usernames to 60 characters', () => {
    expect(usernameError('')).toBe('required')
    expect(usernameError('x'.repeat(61))).toBe('max')
    expect(usernameError('x'.repeat(60))).toBeNull()
  })
  it('requires names', () => {
    expect(requiredError('  ')).toBe('required')
    expect(requiredError('a')).toBeNull()
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
