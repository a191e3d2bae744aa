import { isIPv4, isIPv6, type BlockList } from 'node:net'
import { buildTrustList } from '../auth/authenticator'

/**
 * Which web origins may call the API from a browser, as Moonraker decides it: an origin matching a
 * `cors_domains` pattern in full ('*' matches any run of characters), or one whose host is an address
 * of `trusted_clients` (a dashboard opened by IP on the local network). A page served by the API's
 * own host and port is not cross-origin at all. `extraOrigins`: the dashboard `npm start` serves.
 */
export class CorsPolicy {
  private readonly patterns: RegExp[]
  private readonly trusted: BlockList
  private readonly extra: Set<string>

  constructor(corsDomains: string[], trustedClients: string[], extraOrigins: string[] = []) {
    this.patterns = corsDomains
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => new RegExp(`^${d.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`))
    this.trusted = buildTrustList(trustedClients)
    this.extra = new Set(extraOrigins.map((o) => o.replace(/\/+$/, '')))
  }

  /** May a page from `origin` read the API's answers? `host`: the Host header the request came to. */
  allows(origin: string, host?: string): boolean {
    if (this.extra.has(origin)) return true
    if (host && sameHost(origin, host)) return true
    if (this.patterns.some((p) => p.test(origin))) return true
    const address = origin.match(/^https?:\/\/\[?([^/\]]+?)\]?(?::\d+)?$/)?.[1]
    if (!address) return false
    if (isIPv4(address)) return this.trusted.check(address, 'ipv4')
    if (isIPv6(address)) return this.trusted.check(address, 'ipv6')
    return false
  }
}

function sameHost(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}
