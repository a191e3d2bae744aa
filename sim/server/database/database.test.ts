import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, type TestSim } from '../testing/harness'
import { Database } from './store'

describe('Database store', () => {
  it('reads, writes and deletes nested keys like Moonraker', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stratum-db-'))
    try {
      const db = new Database(dir)
      db.insertItem('client', 'settings.console.enable', true)
      db.insertItem('client', ['files', 'a.b.gcode'], { size: 3 })
      expect(db.getItem('client', 'settings')).toEqual({ console: { enable: true } })
      expect(db.getItem('client', ['files', 'a.b.gcode'])).toEqual({ size: 3 })
      expect(() => db.getItem('client', 'settings.nope')).toThrow("Key 'settings.nope' in namespace 'client' not found")
      expect(() => db.insertItem('client', 'settings.console.enable.deeper', 1)).toThrow(/not a dictionary/)
      expect(db.deleteItem('client', 'settings.console.enable')).toBe(true)
      expect(db.getItem('client')).toEqual({ settings: { console: {} }, files: { 'a.b.gcode': { size: 3 } } })
      db.deleteItem('client', 'settings.console')
      // The emptied record went away with its last field.
      expect(db.getItem('client')).toEqual({ files: { 'a.b.gcode': { size: 3 } } })
      db.deleteItem('client', 'files')
      expect(db.hasNamespace('client')).toBe(false)
      expect(() => db.getItem('client')).toThrow('Namespace client not found')
      expect(() => db.getItem('x', 'a..b')).toThrow(/Invalid Key Format/)
      db.flush()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('server.database over HTTP and the socket', () => {
  let t: TestSim
  beforeAll(async () => {
    t = await startTestSim()
  })
  afterAll(() => t.close())

  it('posts, gets, lists and deletes items', async () => {
    const post = await t.request('POST', '/server/database/item', { namespace: 'fluidd', key: 'uiSettings.general.locale', value: 'de' })
    expect(post.body.result).toEqual({ namespace: 'fluidd', key: 'uiSettings.general.locale', value: 'de' })
    const c = await t.rpc()
    expect(await c.call('server.database.get_item', { namespace: 'fluidd', key: 'uiSettings' })).toEqual({
      namespace: 'fluidd',
      key: 'uiSettings',
      value: { general: { locale: 'de' } },
    })
    expect(await c.call('server.database.get_item', { namespace: 'fluidd' })).toMatchObject({ key: null, value: { uiSettings: {} } })
    const list = await c.call<{ namespaces: string[]; backups: string[] }>('server.database.list')
    expect(list.namespaces).toContain('fluidd')
    expect(list.namespaces).not.toContain('database')
    const missing = await t.request('GET', '/server/database/item?namespace=fluidd&key=nothing')
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toBe("Key 'nothing' in namespace 'fluidd' not found")
    // Moonraker's socket turns the 404 into -32601 and keeps the message.
    await expect(c.call('server.database.delete_item', { namespace: 'fluidd', key: 'nothing' })).rejects.toMatchObject({ code: -32601 })
    expect(await c.call('server.database.delete_item', { namespace: 'fluidd', key: 'uiSettings.general.locale' })).toMatchObject({ value: 'de' })
    c.close()
  })

  it('refuses writes to protected namespaces', async () => {
    const r = await t.request('POST', '/server/database/item', { namespace: 'moonraker', key: 'x', value: 1 })
    expect(r.status).toBe(403)
    const f = await t.request('GET', '/server/database/item?namespace=database')
    expect(f.status).toBe(403)
  })

  it('keeps the database across a restart and restores a backup', async () => {
    await t.request('POST', '/server/database/item', { namespace: 'stratum', key: 'layout', value: { cards: ['a', 'b'] } })
    const backup = await t.request('POST', '/server/database/backup', { filename: 'before.db' })
    expect(backup.body.result.backup_path).toMatch(/backup\/database\/before\.db$/)
    await t.request('POST', '/server/database/item', { namespace: 'stratum', key: 'layout', value: { cards: ['c'] } })
    await t.restart()
    expect((await t.request('GET', '/server/database/item?namespace=stratum&key=layout')).body.result.value).toEqual({ cards: ['c'] })
    expect((await t.request('GET', '/server/database/list')).body.result.backups).toEqual(['before.db'])
    const restored = await t.request('POST', '/server/database/restore', { filename: 'before.db' })
    expect(restored.body.result.restored_namespaces).toContain('stratum')
    expect((await t.request('GET', '/server/database/item?namespace=stratum&key=layout')).body.result.value).toEqual({ cards: ['a', 'b'] })
    expect((await t.request('DELETE', '/server/database/backup?filename=before.db')).status).toBe(200)
    expect((await t.request('DELETE', '/server/database/backup?filename=../../escape.db')).status).toBe(400)
    const compact = (await t.request('POST', '/server/database/compact')).body.result
    expect(compact).toEqual({ previous_size: expect.any(Number), new_size: expect.any(Number) })
  })
})
