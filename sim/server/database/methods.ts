import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, unlinkSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import type { SimCore } from '../core'
import { getString, optString } from '../params'
import { ApiError, type Params } from '../types'
import type { Database, DbKey } from './store'

function keyArg(params: Params, required: boolean): DbKey | null {
  const key = params.key
  if (key === undefined || key === null) {
    if (required) throw new ApiError(400, 'No data for argument: key')
    return null
  }
  if (typeof key === 'string' || (Array.isArray(key) && key.every((k) => typeof k === 'string'))) return key as DbKey
  throw new ApiError(400, `Value for argument 'key' is an invalid type: ${Array.isArray(key) ? 'list' : typeof key}`)
}

function stamp(): string {
  const d = new Date()
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`
}

/** server.database.* of database.md. */
export function installDatabaseMethods(
  core: SimCore,
  db: Database,
  deps: { isPrinting(): boolean; restartServer(): void },
): void {
  const backupDir = join(core.dataDir, 'backup', 'database')
  const backups = () => (existsSync(backupDir) ? readdirSync(backupDir).filter((f) => !f.endsWith('.tmp')) : [])
  const backupPath = (name: string) => {
    const p = resolve(backupDir, name)
    if (!p.startsWith(resolve(backupDir) + sep)) throw new ApiError(400, `Invalid name ${name}.`)
    return p
  }
  const refuseWhilePrinting = (what: string) => {
    if (deps.isPrinting()) throw new ApiError(400, `Cannot ${what} when Klipper is printing`)
  }
  const namespaceArg = (params: Params, write: boolean) => {
    const namespace = getString(params, 'namespace')
    if (db.forbiddenNamespaces.has(namespace)) {
      throw new ApiError(403, `Read/Write access to namespace '${namespace}' is forbidden`)
    }
    if (write && db.protectedNamespaces.has(namespace)) {
      throw new ApiError(403, `Write access to namespace '${namespace}' is forbidden`)
    }
    return namespace
  }

  core.registry.register({
    method: 'server.database.list',
    http: [{ verb: 'GET', path: '/server/database/list' }],
    handler: () => ({
      namespaces: db.namespaces().filter((n) => !db.forbiddenNamespaces.has(n)),
      backups: backups(),
    }),
  })

  core.registry.register({
    method: 'server.database.get_item',
    http: [{ verb: 'GET', path: '/server/database/item' }],
    handler(params) {
      const namespace = namespaceArg(params, false)
      const key = keyArg(params, false)
      return { namespace, key, value: db.getItem(namespace, key) }
    },
  })

  core.registry.register({
    method: 'server.database.post_item',
    http: [{ verb: 'POST', path: '/server/database/item' }],
    handler(params) {
      const namespace = namespaceArg(params, true)
      const key = keyArg(params, true) as DbKey
      if (!('value' in params)) throw new ApiError(400, 'No data for argument: value')
      db.insertItem(namespace, key, params.value)
      return { namespace, key, value: params.value }
    },
  })

  core.registry.register({
    method: 'server.database.delete_item',
    http: [{ verb: 'DELETE', path: '/server/database/item' }],
    handler(params) {
      const namespace = namespaceArg(params, true)
      const key = keyArg(params, true) as DbKey
      return { namespace, key, value: db.deleteItem(namespace, key) }
    },
  })

  core.registry.register({
    method: 'server.database.compact',
    http: [{ verb: 'POST', path: '/server/database/compact' }],
    handler() {
      refuseWhilePrinting('compact')
      db.flush()
      const size = existsSync(db.path) ? statSync(db.path).size : 0
      return { previous_size: size, new_size: size }
    },
  })

  core.registry.register({
    method: 'server.database.post_backup',
    http: [{ verb: 'POST', path: '/server/database/backup' }],
    handler(params) {
      refuseWhilePrinting('backup')
      const path = backupPath(optString(params, 'filename', `sqldb-backup-${stamp()}.db`))
      mkdirSync(backupDir, { recursive: true })
      db.flush()
      copyFileSync(db.path, path)
      return { backup_path: path }
    },
  })

  core.registry.register({
    method: 'server.database.delete_backup',
    http: [{ verb: 'DELETE', path: '/server/database/backup' }],
    handler(params) {
      const name = getString(params, 'filename')
      const path = backupPath(name)
      if (!existsSync(path)) throw new ApiError(404, `Backup file ${name} does not exist`)
      unlinkSync(path)
      return { backup_path: path }
    },
  })

  core.registry.register({
    method: 'server.database.restore',
    http: [{ verb: 'POST', path: '/server/database/restore' }],
    handler(params) {
      refuseWhilePrinting('restore')
      const name = getString(params, 'filename')
      const path = backupPath(name)
      if (!existsSync(path)) throw new ApiError(404, `Backup file ${name} does not exist`)
      let data: Record<string, Record<string, unknown>>
      try {
        data = JSON.parse(readFileSync(path, 'utf8'))
      } catch {
        throw new ApiError(400, `Backup file ${name} is not a valid database`)
      }
      db.replaceAll(data)
      setTimeout(() => deps.restartServer(), 100)
      return { restored_tables: ['namespace_store'], restored_namespaces: Object.keys(data) }
    },
  })
}
