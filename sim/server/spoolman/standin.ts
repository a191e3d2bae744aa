import { join } from 'node:path'
import { JsonDocument } from '../persist'
import type { SpoolmanFilament, SpoolmanSpool, SpoolmanVendor } from '../../../src/moonraker/types'
import { lengthOf, seedSpoolman, weightOf, type SpoolmanData, type StoredSpool } from './catalog'

/** What the stand-in answers one request with, as an HTTP status and a JSON body. */
export interface SpoolmanReply {
  status: number
  body: unknown
  headers: Record<string, string>
}

const round = (n: number, places = 4) => Math.round(n * 10 ** places) / 10 ** places
const ok = (body: unknown, headers: Record<string, string> = {}): SpoolmanReply => ({ status: 200, body, headers: { 'Content-Type': 'application/json', ...headers } })
const fail = (status: number, message: string): SpoolmanReply => ({ status, body: { message }, headers: { 'Content-Type': 'application/json' } })

/**
 * A Spoolman server inside the virtual printer: the few routes of its REST API a dashboard and
 * Moonraker use, on records kept in the data folder (spoolman/spoolman.json).
 */
export class SpoolmanStandIn {
  private readonly doc: JsonDocument<SpoolmanData>

  constructor(dataDir: string) {
    this.doc = new JsonDocument(join(dataDir, 'spoolman', 'spoolman.json'), seedSpoolman)
  }

  vendor(id: number | undefined): SpoolmanVendor | undefined {
    const v = this.doc.data.vendors.find((x) => x.id === id)
    return v && structuredClone(v)
  }

  filament(id: number): SpoolmanFilament | undefined {
    const f = this.doc.data.filaments.find((x) => x.id === id)
    if (!f) return undefined
    const { vendor_id, ...rest } = structuredClone(f)
    const vendor = this.vendor(vendor_id)
    return vendor ? { ...rest, vendor } : rest
  }

  private view(s: StoredSpool): SpoolmanSpool {
    const filament = this.filament(s.filament_id)
    if (!filament) throw new Error(`Spool ${s.id} has no filament`)
    const { filament_id: _f, ...rest } = s
    const remaining = Math.max(0, s.initial_weight - s.used_weight)
    return {
      ...structuredClone(rest),
      filament,
      remaining_weight: round(remaining),
      used_length: round(lengthOf(s.used_weight, filament.density, filament.diameter)),
      remaining_length: round(lengthOf(remaining, filament.density, filament.diameter)),
      extra: {},
    }
  }

  spool(id: number): SpoolmanSpool | undefined {
    const s = this.doc.data.spools.find((x) => x.id === id)
    return s && this.view(s)
  }

  spools(allowArchived = false): SpoolmanSpool[] {
    return this.doc.data.spools.filter((s) => allowArchived || !s.archived).map((s) => this.view(s))
  }

  /** PUT /v1/spool/{id}/use: the weight or length used, taken off the spool. */
  use(id: number, body: { use_length?: number; use_weight?: number }): SpoolmanReply {
    const s = this.doc.data.spools.find((x) => x.id === id)
    if (!s) return fail(404, `No spool with ID ${id} found.`)
    const { use_length: length, use_weight: weight } = body
    if (length !== undefined && weight !== undefined) return fail(400, 'Only specify either use_weight or use_length.')
    if (length === undefined && weight === undefined) return fail(400, 'Either use_weight or use_length must be specified.')
    const f = this.doc.data.filaments.find((x) => x.id === s.filament_id)
    const grams = weight ?? weightOf(length ?? 0, f?.density ?? 1.24, f?.diameter ?? 1.75)
    s.used_weight = Math.max(0, s.used_weight + grams)
    const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z')
    s.first_used ??= now
    s.last_used = now
    this.doc.save()
    return ok(this.view(s))
  }

  /** One request to Spoolman's API, below /api (the path starts with /v1/). */
  request(method: string, path: string, query: URLSearchParams, body: unknown): SpoolmanReply {
    const parts = path.replace(/\/+$/, '').split('/').slice(2)
    const [resource, idText, action] = parts
    const id = idText === undefined ? undefined : Number(idText)
    if (idText !== undefined && !Number.isInteger(id)) return fail(422, `Invalid ${resource} ID`)
    const data = this.doc.data
    if (method === 'GET' && parts.length === 1) {
      const all = resource === 'spool' ? this.spools(query.get('allow_archived') === 'true')
        : resource === 'filament' ? data.filaments.map((f) => this.filament(f.id))
        : resource === 'vendor' ? data.vendors.map((v) => this.vendor(v.id))
        : null
      if (all) return ok(all, { 'x-total-count': String(all.length) })
    }
    if (method === 'GET' && parts.length === 2 && id !== undefined) {
      const one = resource === 'spool' ? this.spool(id) : resource === 'filament' ? this.filament(id) : resource === 'vendor' ? this.vendor(id) : null
      if (one === null) return fail(404, 'Not Found')
      return one ? ok(one) : fail(404, `No ${resource} with ID ${id} found.`)
    }
    if (method === 'PUT' && resource === 'spool' && action === 'use' && id !== undefined) {
      const field = (name: string) => {
        const v: unknown = body && typeof body === 'object' ? Reflect.get(body, name) : undefined
        return typeof v === 'number' && Number.isFinite(v) ? v : undefined
      }
      return this.use(id, { use_length: field('use_length'), use_weight: field('use_weight') })
    }
    if (method === 'GET' && resource === 'info' && parts.length === 1) return ok({ version: '0.22.1', debug_mode: false, automatic_backups: true, data_dir: '/home/pi/.local/share/spoolman' })
    return fail(404, 'Not Found')
  }

  close(): void {
    this.doc.flush()
  }
}
