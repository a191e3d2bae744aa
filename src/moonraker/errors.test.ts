import { describe, expect, it } from 'vitest'
import { errorMessage, errorReaction, failureText, isMethodMissing, isNotFound, isUnauthorized, MoonrakerError } from './errors'

describe('SPEC §8 error reactions', () => {
  const e = (code: number) => new MoonrakerError(code, 'msg')
  it('toasts 500, 400, 502 and other statuses', () => {
    for (const code of [500, 400, 502, 409]) expect(errorReaction(e(code))).toBe('toast')
  })
  it('logs out on 401 of an authenticated call, not on login', () => {
    expect(errorReaction(e(401))).toBe('logout')
    expect(errorReaction(e(401), { login: true })).toBe('toast')
  })
  it('only logs network errors, background 404s, 400 on login and 502 on the oneshot token', () => {
    expect(errorReaction(e(404), { background: true })).toBe('log')
    expect(errorReaction(e(0))).toBe('log')
    expect(errorReaction(e(400), { login: true })).toBe('log')
    expect(errorReaction(e(502), { oneshot: true })).toBe('log')
  })
  it('marks Klippy not ready for a socket 503', () => expect(errorReaction(e(503), { socket: true })).toBe('klippy-not-ready'))
  it("shows the server's message or 'Server error'", () => {
    expect(errorMessage(e(500))).toBe('msg')
    expect(errorMessage({})).toBe('Server error')
  })

  it('treats a socket -32601 with its own message as the not-found it was over HTTP', () => {
    const viaHttp = new MoonrakerError(404, 'Namespace fluidd not found')
    const viaSocket = new MoonrakerError(-32601, 'Namespace fluidd not found')
    for (const err of [viaHttp, viaSocket]) {
      expect(isNotFound(err)).toBe(true)
      expect(errorReaction(err, { background: true })).toBe('log')
      expect(errorReaction(err, { socket: true })).toBe('toast')
      expect(errorMessage(err)).toBe('Namespace fluidd not found')
    }
  })
  it('reads only the exact "Method not found" as a missing socket method', () => {
    expect(isMethodMissing(new MoonrakerError(-32601, 'Method not found'))).toBe(true)
    expect(isMethodMissing(new MoonrakerError(-32601, 'Namespace fluidd not found'))).toBe(false)
    expect(isMethodMissing(new MoonrakerError(404, 'Method not found'))).toBe(false)
    expect(isNotFound(new MoonrakerError(-32601, 'Method not found'))).toBe(false)
  })
  it('logs out on a socket -32602 Unauthorized like an HTTP 401', () => {
    expect(isUnauthorized(new MoonrakerError(-32602, 'Unauthorized'))).toBe(true)
    expect(errorReaction(new MoonrakerError(-32602, 'Unauthorized'))).toBe('logout')
    expect(isUnauthorized(new MoonrakerError(-32602, 'Invalid params:'))).toBe(false)
  })
})

describe('failureText', () => {
  it.each([
    [new MoonrakerError(503, 'Service Unavailable'), '503 Service Unavailable'],
    [new MoonrakerError(502, 'Bad Gateway'), '502 Bad Gateway'],
    [new MoonrakerError(500, 'Database is corrupt'), '500 Database is corrupt'],
    [new MoonrakerError(0, 'Failed to fetch'), 'Failed to fetch'],
    [new MoonrakerError(404, '404 Not Found'), '404 Not Found'],
    [new Error(''), 'Network error'],
    ['?', 'Server error'],
  ])('%o reads %s', (error, text) => expect(failureText(error)).toBe(text))
})
