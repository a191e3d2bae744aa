import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { join } from 'node:path'
import { JsonDocument } from '../persist'
import type { SimUser } from '../types'

export const TRUSTED_USER = '_TRUSTED_USER_'
export const API_KEY_USER = '_API_KEY_USER_'
export const RESERVED_USERS = new Set([TRUSTED_USER, API_KEY_USER])

interface StoredUser {
  username: string
  source: 'moonraker' | 'ldap'
  created_on: number
  password_hash: string
  salt: string
  /** Key id and HS256 secret of the user's tokens; dropped at logout so every token dies. */
  jwk_id?: string
  jwt_secret?: string
}

interface UsersFile {
  api_key: string
  users: Record<string, StoredUser>
}

function newApiKey(): string {
  return randomBytes(16).toString('hex')
}

function hashPassword(password: string, salt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    scrypt(password, Buffer.from(salt, 'hex'), 64, (err, key) => (err ? reject(err) : resolve(key.toString('hex'))))
  })
}

export function publicUser(u: StoredUser): SimUser {
  return { username: u.username, source: u.source, created_on: u.created_on }
}

/** Moonraker's user table and API key, persisted in the data folder's database/. */
export class UserStore {
  private readonly doc: JsonDocument<UsersFile>

  constructor(dataDir: string) {
    this.doc = new JsonDocument<UsersFile>(join(dataDir, 'database', 'users.json'), () => ({
      api_key: newApiKey(),
      users: {},
    }))
    if (!this.doc.data.api_key) {
      this.doc.data.api_key = newApiKey()
    }
    this.doc.save()
  }

  get apiKey(): string {
    return this.doc.data.api_key
  }

  rotateApiKey(): string {
    this.doc.data.api_key = newApiKey()
    this.doc.save()
    return this.doc.data.api_key
  }

  get size(): number {
    return Object.keys(this.doc.data.users).length
  }

  list(): SimUser[] {
    return Object.values(this.doc.data.users).map(publicUser)
  }

  get(username: string): SimUser | undefined {
    const u = this.doc.data.users[username]
    return u ? publicUser(u) : undefined
  }

  async create(username: string, password: string, source: 'moonraker' | 'ldap' = 'moonraker'): Promise<SimUser> {
    const salt = randomBytes(16).toString('hex')
    const user: StoredUser = {
      username,
      source,
      created_on: Date.now() / 1000,
      salt,
      password_hash: await hashPassword(password, salt),
    }
    this.doc.data.users[username] = user
    this.doc.save()
    return publicUser(user)
  }

  async verifyPassword(username: string, password: string): Promise<boolean> {
    const u = this.doc.data.users[username]
    if (!u) return false
    const hash = Buffer.from(await hashPassword(password, u.salt), 'hex')
    const stored = Buffer.from(u.password_hash, 'hex')
    return hash.length === stored.length && timingSafeEqual(hash, stored)
  }

  async setPassword(username: string, password: string): Promise<void> {
    const u = this.doc.data.users[username]
    if (!u) return
    u.salt = randomBytes(16).toString('hex')
    u.password_hash = await hashPassword(password, u.salt)
    this.doc.save()
  }

  delete(username: string): boolean {
    if (!this.doc.data.users[username]) return false
    delete this.doc.data.users[username]
    this.doc.save()
    return true
  }

  /** The user's signing key, created on first login. */
  signingKey(username: string): { kid: string; secret: Uint8Array } | undefined {
    const u = this.doc.data.users[username]
    if (!u) return undefined
    if (!u.jwk_id || !u.jwt_secret) {
      u.jwk_id = randomBytes(12).toString('base64url')
      u.jwt_secret = randomBytes(32).toString('base64')
      this.doc.save()
    }
    return { kid: u.jwk_id, secret: Buffer.from(u.jwt_secret, 'base64') }
  }

  /** Looks a signing key up by its id, for token verification. */
  keyById(kid: string): { username: string; secret: Uint8Array } | undefined {
    for (const u of Object.values(this.doc.data.users)) {
      if (u.jwk_id === kid && u.jwt_secret) return { username: u.username, secret: Buffer.from(u.jwt_secret, 'base64') }
    }
    return undefined
  }

  revokeTokens(username: string): void {
    const u = this.doc.data.users[username]
    if (!u) return
    delete u.jwk_id
    delete u.jwt_secret
    this.doc.save()
  }

  flush(): void {
    this.doc.flush()
  }
}
