import type { Draft, DraftStore } from '../lib/files/drafts'
import { useSessionStore } from './session'

const DB = 'stratum-drafts'
const STORE = 'drafts'

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result)
    r.onerror = () => reject(r.error)
  })
}

let opened: Promise<IDBDatabase> | null = null
function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const r = indexedDB.open(DB, 1)
    r.onupgradeneeded = () => r.result.createObjectStore(STORE)
    r.onsuccess = () => resolve(r.result)
    r.onerror = () => reject(r.error)
  })
  return opened
}

async function run<T>(mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database()
  return request(work(db.transaction(STORE, mode).objectStore(STORE)))
}

/** The browser's draft store; a browser without IndexedDB (private modes of some) keeps none, quietly. */
export const browserDrafts: DraftStore = {
  get: (key) => run<Draft | undefined>('readonly', (s) => s.get(key)).catch(() => undefined),
  put: (key, draft) => run('readwrite', (s) => s.put(draft, key)).then(() => undefined, () => undefined),
  remove: (key) => run('readwrite', (s) => s.delete(key)).then(() => undefined, () => undefined),
}

/** The printer the editor's drafts belong to: its API address. */
export const draftPrinter = () => useSessionStore.getState().apiUrl
