import { BlockList, isIPv4, isIPv6 } from 'node:net'
import type { IncomingHttpHeaders } from 'node:http'
import { ApiError, type SimUser } from '../types'
import { OneshotTokens, verifyToken } from './tokens'
import { API_KEY_USER, TRUSTED_USER, type UserStore } from './users'

export interface AuthRequest {
  headers: IncomingHttpHeaders
  query: URLSearchParams
  ip: string
}

export interface AuthOptions {
  /** Logins required once a user exists (the sim's --auth). */
  forceLogins: boolean
  /** Addresses and CIDR ranges whose requests need no credentials. */
  trustedClients: string[]
  /** Extra login sources besides 'moonraker'. */
  ldap: boolean
}

/** Strips the IPv4-mapped prefix node reports for IPv4 peers on dual-stack sockets. */
export function normalizeIp(ip: string | undefined): string {
  if (!ip) return ''
  return ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip
}

/** Addresses and CIDR ranges (moonraker.conf's trusted_clients) as a list to check addresses against. */
export function buildTrustList(entries: string[]): BlockList {
  const list = new BlockList()
  for (const raw of entries) {
    const entry = raw.trim()
    if (!entry) continue
    const [addr, prefix] = entry.split('/')
    const type = isIPv4(addr) ? 'ipv4' : isIPv6(addr) ? 'ipv6' : null
    if (!type) continue
    if (prefix === undefined) list.addAddress(addr, type)
    else list.addSubnet(addr, Number(prefix), type)
  }
  return list
}

/** Decides who a request is: JWT, oneshot token, API key, or a trusted address — in Moonraker's order. */
export class Authenticator {
  readonly oneshot = new OneshotTokens<SimUser>()
  private trust: BlockList
  private readonly startedAt = Date.now() / 1000

  constructor(
    readonly store: UserStore,
    readonly options: AuthOptions,
  ) {
    this.trust = buildTrustList(options.forceLogins ? [] : options.trustedClients)
  }

  get trustedUser(): SimUser {
    return { username: TRUSTED_USER, source: 'moonraker', created_on: this.startedAt }
  }

  get apiKeyUser(): SimUser {
    return { username: API_KEY_USER, source: 'moonraker', created_on: this.startedAt }
  }

  get loginRequired(): boolean {
    return this.options.forceLogins && this.store.size > 0
  }

  isTrusted(ip: string): boolean {
    if (this.loginRequired) return false
    const addr = normalizeIp(ip)
    if (isIPv4(addr)) return this.trust.check(addr, 'ipv4')
    if (isIPv6(addr)) return this.trust.check(addr, 'ipv6')
    return false
  }

  async userFromJwt(token: string): Promise<SimUser | null> {
    const username = await verifyToken(this.store, token, 'auth')
    return username ? (this.store.get(username) ?? null) : null
  }

  userFromApiKey(key: string | undefined): SimUser | null {
    return key && key === this.store.apiKey ? this.apiKeyUser : null
  }

  /**
   * The user behind a request, or null. A malformed or invalid bearer token is an
   * error (401) rather than an anonymous request, as in Moonraker.
   */
  async authenticate(req: AuthRequest): Promise<SimUser | null> {
    let jwt: string | undefined
    const header = req.headers.authorization
    if (header !== undefined) {
      if (!header.startsWith('Bearer ')) throw new ApiError(401, 'Invalid Authorization Header')
      jwt = header.slice(7).trim()
    } else {
      const alt = req.headers['x-access-token']
      jwt = (Array.isArray(alt) ? alt[0] : alt) ?? req.query.get('access_token') ?? undefined
    }
    if (jwt) {
      const user = await this.userFromJwt(jwt)
      if (!user) throw new ApiError(401, 'Error decoding JWT')
      return user
    }
    const oneshot = req.query.get('token')
    if (oneshot) {
      const user = this.oneshot.redeem(oneshot, normalizeIp(req.ip))
      if (user) return user
    }
    const keyHeader = req.headers['x-api-key']
    const apiUser = this.userFromApiKey(Array.isArray(keyHeader) ? keyHeader[0] : keyHeader)
    if (apiUser) return apiUser
    return this.isTrusted(req.ip) ? this.trustedUser : null
  }

  issueOneshot(user: SimUser, ip: string): string {
    return this.oneshot.issue(user, normalizeIp(ip))
  }
}
