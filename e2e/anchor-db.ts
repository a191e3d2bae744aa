import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { PrinterClient } from './printer-client'

/**
 * What Fluidd and Mainsail stored in Moonraker's database after a session of use, recorded by
 * scripts/record-anchor-db.ts: one file per app and version, namespace → value.
 */

/** The printer's own address in the recorded fixtures (the recording ran on a random port). */
export const RECORDED_PRINTER_ORIGIN = 'http://127.0.0.1:7125'

export const ANCHOR_DB_DIR = path.join(import.meta.dirname, 'fixtures', 'anchor-db')

export type Namespaces = Record<string, unknown>

export interface AnchorDb {
  /** 'fluidd-1.37.4', 'mainsail-2.18.2'. */
  name: string
  namespaces: Namespaces
}

export function anchorDbs(): AnchorDb[] {
  return readdirSync(ANCHOR_DB_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ name: f.replace(/\.json$/, ''), namespaces: JSON.parse(readFileSync(path.join(ANCHOR_DB_DIR, f), 'utf8')) as Namespaces }))
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

/**
 * Writes each namespace's top-level items through Moonraker's database API, as the other app did,
 * with the recorded printer address replaced by this printer's (camera URLs).
 */
export async function seedDatabase(api: PrinterClient, namespaces: Namespaces): Promise<void> {
  const here = JSON.parse(JSON.stringify(namespaces).replaceAll(RECORDED_PRINTER_ORIGIN, api.url)) as Namespaces
  for (const [namespace, value] of Object.entries(here)) {
    if (!isRecord(value)) throw new Error(`namespace ${namespace} holds no items`)
    for (const [key, item] of Object.entries(value)) await api.post('/server/database/item', { namespace, key, value: item })
  }
}

/** Empties a namespace, so the next seed starts from nothing. */
export async function clearNamespace(api: PrinterClient, namespace: string): Promise<void> {
  const saved = await api.get<{ value: Record<string, unknown> }>(`/server/database/item?namespace=${namespace}`).catch(() => ({ value: {} }))
  for (const key of Object.keys(saved.value)) await api.delete(`/server/database/item?namespace=${namespace}&key=${encodeURIComponent(key)}`)
}

/** The first camera the printer lists (the tour opens its page), or a uid no camera has. */
export async function firstCameraUid(api: PrinterClient): Promise<string> {
  const { webcams } = await api.get<{ webcams: { uid: string }[] }>('/server/webcams/list')
  return webcams[0]?.uid ?? 'no-camera'
}
