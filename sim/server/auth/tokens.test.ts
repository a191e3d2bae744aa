import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Authenticator } from './authenticator'
import { OneshotTokens, signToken, verifyToken } from './tokens'
import { UserStore } from './users'

describe('oneshot tokens', () => {
  afterEach(() => vi.useRealTimers())

  it('expire after 5 seconds and work once, from the address they were issued to', () => {
    vi.useFakeTimers()
    const tokens = new OneshotTokens<string>()
    const a = tokens.issue('alice', '127.0.0.1')
    expect(tokens.redeem(a, '127.0.0.1')).toBe('alice')
    expect(tokens.redeem(a, '127.0.0.1')).toBeNull()
    const b = tokens.issue('alice', '127.0.0.1')
    expect(tokens.redeem(b, '10.0.0.9')).toBeNull()
    const c = tokens.issue('alice', '127.0.0.1')
    vi.advanceTimersByTime(5001)
    expect(tokens.redeem(c, '127.0.0.1')).toBeNull()
  })
})

describe('JSON web tokens', () => {
  it('carry the user, expire in an hour, and die at logout', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stratum-auth-'))
    try {
      const store = new UserStore(dir)
      await store.create('alice', 'pw')
      const token = await signToken(store, 'alice', 'auth')
      const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())
      expect(payload).toMatchObject({ username: 'alice', token_type: 'auth', iss: 'Moonraker' })
      expect(payload.exp - payload.iat).toBe(3600)
      expect(await verifyToken(store, token, 'auth')).toBe('alice')
      expect(await verifyToken(store, token, 'refresh')).toBeNull()
      store.revokeTokens('alice')
      expect(await verifyToken(store, token, 'auth')).toBeNull()
      store.flush()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('trusts configured ranges unless logins are forced', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stratum-auth-'))
    try {
      const store = new UserStore(dir)
      const open = new Authenticator(store, { forceLogins: false, trustedClients: ['127.0.0.0/8', '192.168.0.0/16', '::1/128'], ldap: false })
      expect(open.isTrusted('127.0.0.1')).toBe(true)
      expect(open.isTrusted('::ffff:192.168.4.20')).toBe(true)
      expect(open.isTrusted('::1')).toBe(true)
      expect(open.isTrusted('8.8.8.8')).toBe(false)
      const closed = new Authenticator(store, { forceLogins: true, trustedClients: ['127.0.0.0/8'], ldap: false })
      expect(closed.isTrusted('127.0.0.1')).toBe(false)
      store.flush()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
