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

/** Loads every root; a 404 creates it empty. Other errors propagate (401 → login, else API down). */
export async function loadDatabaseRoots(): Promise<void> {
  const roots = emptyRoots()
  await Promise.all(
    DB_ROOTS.map(async (root) => {
      try {
        const item = await getDatabaseItem<Json>(DB_NAMESPACE, root)
        roots[root] = item.value && typeof item.value === 'object' ? item.value : {}
      } catch (error) {
        if (isNotFound(error)) {
          await postDatabaseItem(DB_NAMESPACE, root, {})
          return
        }
        throw error
      }
    }),
  )
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
