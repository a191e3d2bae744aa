import { describe, expect, it } from 'vitest'
import { errorMessage, errorReaction, MoonrakerError } from './errors'

describe('SPEC §8 error reactions', () => {
  const e = (code: number) => new MoonrakerError(code, 'msg')
  it('toasts 500, 400, 502 and other statuses', () => {
    for (const code of [500, 400, 502, 409]) expect(errorReaction(e(code))).toBe('toast')
  })
  it('logs out on 401 of an authenticated call, not on login', () => {
    expect(errorReaction(e(401))).toBe('logout')
    expect(errorReaction(e(401), { login: true })).toBe('toast')
  })
  it('only logs 404, network errors, 400 on login and 502 on the oneshot token', () => {
    expect(errorReaction(e(404))).toBe('log')
    expect(errorReaction(e(0))).toBe('log')
    expect(errorReaction(e(400), { login: true })).toBe('log')
    expect(errorReaction(e(502), { oneshot: true })).toBe('log')
  })
  it('marks Klippy not ready for a socket 503', () => expect(errorReaction(e(503), { socket: true })).toBe('klippy-not-ready'))
  it("shows the server's message or 'Server error'", () => {
    expect(errorMessage(e(500))).toBe('msg')
    expect(errorMessage({})).toBe('Server error')
  })
})
