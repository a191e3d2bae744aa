import { join } from 'node:path'
import { JsonDocument } from '../persist'
import { ApiError } from '../types'

type Record_ = Record<string, unknown>
export type DbKey = string | string[]

function isObject(v: unknown): v is Record_ {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
}

export function parseKey(key: unknown): string[] {
  const parts = Array.isArray(key) ? key.map(String) : typeof key === 'string' ? key.split('.') : []
  if (parts.length === 0 || parts.includes('')) throw new ApiError(400, `Invalid Key Format: '${String(key)}'`)
  return parts
}

function keyText(key: DbKey): string {
  return Array.isArray(key) ? key.join('.') : key
}

function notFound(namespace: string, key: DbKey): ApiError {
  return new ApiError(404, `Key '${keyText(key)}' in namespace '${namespace}' not found`)
}

/**
 * Moonraker's namespace store: namespaces of records addressed by dotted (or list) keys,
 * kept in one JSON file in the data folder's database/ and written atomically.
 */
export class Database {
  private readonly doc: JsonDocument<Record<string, Record_>>
  /** Readable but not writable over the API. */
  readonly protectedNamespaces = new Set(['moonraker'])
  /** Neither readable nor writable over the API. */
  readonly forbiddenNamespaces = new Set(['database'])

  constructor(dataDir: string) {
    this.doc = new JsonDocument(join(dataDir, 'database', 'moonraker-db.json'), () => ({}))
  }

  get path(): string {
    return this.doc.path
  }

  namespaces(): string[] {
    return Object.keys(this.doc.data)
  }

  hasNamespace(namespace: string): boolean {
    return namespace in this.doc.data
  }

  getItem(namespace: string, key?: DbKey | null): unknown {
    const ns = this.doc.data[namespace]
    if (key === undefined || key === null) {
      if (!ns) throw new ApiError(404, `Namespace ${namespace} not found`)
      return structuredClone(ns)
    }
    const parts = parseKey(key)
    let cur: unknown = ns
    for (const p of parts) {
      if (!isObject(cur) || !(p in cur)) throw notFound(namespace, key)
      cur = cur[p]
    }
    return structuredClone(cur)
  }

  /** Like getItem but returns the fallback instead of a 404. */
  getItemOr<T>(namespace: string, key: DbKey | null, fallback: T): T {
    try {
      return this.getItem(namespace, key) as T
    } catch {
      return fallback
    }
  }

  insertItem(namespace: string, key: DbKey, value: unknown): void {
    const parts = parseKey(key)
    const ns = (this.doc.data[namespace] ??= {})
    let cur: Record_ = ns
    for (let i = 0; i < parts.length - 1; i++) {
      const p = parts[i]
      // A scalar record on the way down is replaced by an object, as Moonraker does.
      if (i === 0 && !isObject(cur[p])) cur[p] = {}
      else if (!(p in cur)) cur[p] = {}
      const next = cur[p]
      if (!isObject(next)) {
        throw new ApiError(
          400,
          `Item at key '${parts.slice(0, i + 1).join('.')}' in namespace '${namespace}' is not a dictionary object, cannot insert`,
        )
      }
      cur = next
    }
    cur[parts[parts.length - 1]] = structuredClone(value)
    this.doc.save()
  }

  deleteItem(namespace: string, key: DbKey): unknown {
    const parts = parseKey(key)
    const ns = this.doc.data[namespace]
    if (!ns) throw notFound(namespace, key)
    let cur: unknown = ns
    for (const p of parts.slice(0, -1)) {
      if (!isObject(cur) || !(p in cur)) throw notFound(namespace, key)
      cur = cur[p]
    }
    const last = parts[parts.length - 1]
    if (!isObject(cur) || !(last in cur)) throw notFound(namespace, key)
    const value = cur[last]
    delete cur[last]
    // An emptied record and then an emptied namespace disappear.
    const top = parts[0]
    if (parts.length > 1 && isObject(ns[top]) && Object.keys(ns[top] as Record_).length === 0) delete ns[top]
    if (Object.keys(ns).length === 0) delete this.doc.data[namespace]
    this.doc.save()
    return value
  }

  /** Replaces the whole content (database restore). */
  replaceAll(data: Record<string, Record_>): void {
    this.doc.data = data
    this.doc.save()
  }

  snapshot(): string {
    return JSON.stringify(this.doc.data)
  }

  flush(): void {
    this.doc.flush()
  }
}
