import { create } from 'zustand'
import { getDatabaseItem, postDatabaseItem } from '../moonraker/api/database'
import { isNotFound } from '../moonraker/errors'

/** Stratum keeps its per-printer data where Fluidd does, so both can share a printer. */
export const DB_NAMESPACE = 'fluidd'
export const DB_ROOTS = ['uiSettings', 'macros', 'console', 'charts', 'cameras', 'layout', 'history'] as const
export type DbRoot = (typeof DB_ROOTS)[number]

type Json = Record<string, unknown>

interface DatabaseStore {
  roots: Record<DbRoot, Json>
  loaded: boolean
}

const emptyRoots = () => Object.fromEntries(DB_ROOTS.map((r) => [r, {}])) as Record<DbRoot, Json>

export const useDatabaseStore = create<DatabaseStore>(() => ({ roots: emptyRoots(), loaded: false }))

export function resetDatabase(): void {
  useDatabaseStore.setState({ roots: emptyRoots(), loaded: false })
}

/**
 * Loads every root with one read of the whole namespace; a root it lacks (or the namespace itself,
 * 404 on a fresh printer) is created empty. Other errors propagate (401 → login, else API down).
 */
export async function loadDatabaseRoots(): Promise<void> {
  let namespace: Json = {}
  try {
    const item = await getDatabaseItem<Json>(DB_NAMESPACE)
    if (item.value && typeof item.value === 'object') namespace = item.value
  } catch (error) {
    if (!isNotFound(error)) throw error
  }
  const roots = emptyRoots()
  const missing: DbRoot[] = []
  for (const root of DB_ROOTS) {
    const value = namespace[root]
    if (value && typeof value === 'object') roots[root] = value as Json
    else if (value === undefined) missing.push(root)
  }
  await Promise.all(missing.map((root) => postDatabaseItem(DB_NAMESPACE, root, {})))
  useDatabaseStore.setState({ roots, loaded: true })
}

/** Sets a value at a dotted path inside an object, copying along the way. */
export function setAtPath(obj: Json, path: string[], value: unknown): Json {
  if (path.length === 0) return value as Json
  const [head, ...rest] = path
  const child = (obj[head] && typeof obj[head] === 'object' ? obj[head] : {}) as Json
  return { ...obj, [head]: rest.length ? setAtPath(child, rest, value) : value }
}

export function getAtPath(obj: unknown, path: string[]): unknown {
  let cur = obj
  for (const key of path) {
    if (!cur || typeof cur !== 'object') return undefined
    cur = (cur as Json)[key]
  }
  return cur
}

/** Writes one value: the store first (the UI answers at once), then the server. */
export async function saveDbValue(root: DbRoot, path: string, value: unknown): Promise<void> {
  const keys = path ? path.split('.') : []
  useDatabaseStore.setState((s) => ({ roots: { ...s.roots, [root]: setAtPath(s.roots[root], keys, value) } }))
  await postDatabaseItem(DB_NAMESPACE, path ? `${root}.${path}` : root, value)
}

/** Applies a value another client wrote (notify: server.database changes are not pushed, so local only). */
export function useDbValue<T>(root: DbRoot, path: string, fallback: T): T {
  return useDatabaseStore((s) => {
    const v = getAtPath(s.roots[root], path.split('.'))
    return (v === undefined ? fallback : v) as T
  })
}
