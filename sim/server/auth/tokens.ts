import { randomBytes } from 'node:crypto'
import { SignJWT, decodeProtectedHeader, jwtVerify } from 'jose'
import type { UserStore } from './users'

export const ACCESS_TOKEN_SECONDS = 3600
export const REFRESH_TOKEN_SECONDS = 90 * 24 * 3600
export const ONESHOT_TOKEN_MS = 5000
const ISSUER = 'Moonraker'

export type TokenType = 'auth' | 'refresh'

export async function signToken(store: UserStore, username: string, type: TokenType): Promise<string> {
  const key = store.signingKey(username)
  if (!key) throw new Error(`Unknown user ${username}`)
  const now = Math.floor(Date.now() / 1000)
  const lifetime = type === 'auth' ? ACCESS_TOKEN_SECONDS : REFRESH_TOKEN_SECONDS
  return new SignJWT({ username, token_type: type })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: key.kid })
    .setIssuer(ISSUER)
    .setAudience(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + lifetime)
    .sign(key.secret)
}

/** Returns the username the token belongs to, or null when it is invalid, expired, revoked or of the wrong type. */
export async function verifyToken(store: UserStore, token: string, type: TokenType): Promise<string | null> {
  try {
    const { kid } = decodeProtectedHeader(token)
    if (typeof kid !== 'string') return null
    const key = store.keyById(kid)
    if (!key) return null
    const { payload } = await jwtVerify(token, key.secret, { issuer: ISSUER, audience: ISSUER, algorithms: ['HS256'] })
    if (payload.token_type !== type || payload.username !== key.username) return null
    return key.username
  } catch {
    return null
  }
}

interface Oneshot<U> {
  user: U
  ip: string
  timer: NodeJS.Timeout
}

/** Single-use tokens for requests that cannot carry headers (websocket URL, downloads). */
export class OneshotTokens<U> {
  private readonly tokens = new Map<string, Oneshot<U>>()

  issue(user: U, ip: string): string {
    // Base32 alphabet, 32 characters, like Moonraker's tokens.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
    const bytes = randomBytes(32)
    let token = ''
    for (const b of bytes) token += alphabet[b & 31]
    const timer = setTimeout(() => this.tokens.delete(token), ONESHOT_TOKEN_MS)
    timer.unref()
    this.tokens.set(token, { user, ip, timer })
    return token
  }

  /** Consumes the token; a token used from another address is refused (and still consumed). */
  redeem(token: string, ip: string): U | null {
    const entry = this.tokens.get(token)
    if (!entry) return null
    this.tokens.delete(token)
    clearTimeout(entry.timer)
    return entry.ip === ip ? entry.user : null
  }

  clear(): void {
    for (const t of this.tokens.values()) clearTimeout(t.timer)
    this.tokens.clear()
  }
}
