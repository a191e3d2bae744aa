import type { MethodDef, RawRoute } from './types'

/**
 * One table of Moonraker methods. A MethodDef serves its JSON-RPC name and every HTTP
 * route it lists, so the socket and HTTP APIs can never drift apart.
 */
export class MethodRegistry {
  private readonly methods = new Map<string, MethodDef>()
  private readonly routes = new Map<string, MethodDef>()
  private raw: RawRoute[] = []

  register(def: MethodDef): void {
    if (this.methods.has(def.method)) throw new Error(`Method ${def.method} already registered`)
    this.methods.set(def.method, def)
    for (const r of def.http ?? []) {
      const key = `${r.verb} ${r.path}`
      if (this.routes.has(key)) throw new Error(`Route ${key} already registered`)
      this.routes.set(key, def)
    }
  }

  registerRaw(route: RawRoute): void {
    this.raw.push(route)
    // Longest prefix first so '/server/files/upload' wins over '/server/files/'.
    this.raw.sort((a, b) => b.prefix.length - a.prefix.length)
  }

  byMethod(name: string): MethodDef | undefined {
    return this.methods.get(name)
  }

  byRoute(verb: string, path: string): MethodDef | undefined {
    return this.routes.get(`${verb} ${path}`)
  }

  /** True when some route exists for the path under another verb (for 405 vs 404). */
  hasPath(path: string): boolean {
    for (const key of this.routes.keys()) if (key.slice(key.indexOf(' ') + 1) === path) return true
    return false
  }

  rawRoutes(verb: string, path: string): RawRoute[] {
    return this.raw.filter((r) => r.verb === verb && path.startsWith(r.prefix))
  }

  methodNames(): string[] {
    return [...this.methods.keys()]
  }
}
