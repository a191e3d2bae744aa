import { describe, expect, it } from 'vitest'
import { restoreVersion, saveKeepingVersion, sortVersions, VERSIONS_KEPT, versionFolder, type VersionStore } from './config-versions'

/** A config root in memory; `failWrites` makes every write fail as a full disk would. */
function memoryStore(files: Record<string, string> = {}) {
  const fs = new Map(Object.entries(files))
  let failWrites = false
  const store: VersionStore = {
    copy: async (from, to) => {
      const text = fs.get(from)
      if (text === undefined) return false
      fs.set(to, text)
      return true
    },
    write: async (path, text) => {
      if (failWrites) return false
      fs.set(path, text)
      return true
    },
    list: async (folder) =>
      [...fs.entries()].filter(([p]) => p.startsWith(folder + '/')).map(([p, t]) => ({ name: p.slice(folder.length + 1), modified: 0, size: t.length })),
    remove: async (path) => void fs.delete(path),
    read: async (path) => fs.get(path),
  }
  return { store, fs, failOn: () => (failWrites = true), versions: async () => sortVersions(await store.list(versionFolder('printer.cfg'))) }
}

const at = (n: number) => new Date(Date.UTC(2026, 10, 29, 9, 0, n))

describe('config versions', () => {
  it('a save keeps the text it replaces, newest first', async () => {
    const m = memoryStore({ 'printer.cfg': 'one' })
    expect(await saveKeepingVersion(m.store, 'printer.cfg', 'two', at(1))).toBe(true)
    expect(await saveKeepingVersion(m.store, 'printer.cfg', 'three', at(2))).toBe(true)
    const versions = await m.versions()
    expect(versions.map((v) => m.fs.get(`${versionFolder('printer.cfg')}/${v.name}`))).toEqual(['two', 'one'])
    expect(m.fs.get('printer.cfg')).toBe('three')
    expect(versions[0].name).toBe('2026-11-29T09-00-02-000Z.bak')
  })

  it('a new file has nothing to keep', async () => {
    const m = memoryStore()
    expect(await saveKeepingVersion(m.store, 'printer.cfg', 'new', at(1))).toBe(true)
    expect(await m.versions()).toEqual([])
  })

  it(`keeps the last ${VERSIONS_KEPT} versions`, async () => {
    const m = memoryStore({ 'printer.cfg': 'v0' })
    for (let i = 1; i <= VERSIONS_KEPT + 5; i++) await saveKeepingVersion(m.store, 'printer.cfg', `v${i}`, at(i))
    const versions = await m.versions()
    expect(versions).toHaveLength(VERSIONS_KEPT)
    // The oldest five (v0 … v4) went; the newest version is the text before the last save.
    expect(m.fs.get(`${versionFolder('printer.cfg')}/${versions[0].name}`)).toBe(`v${VERSIONS_KEPT + 4}`)
    expect(m.fs.get(`${versionFolder('printer.cfg')}/${versions[VERSIONS_KEPT - 1].name}`)).toBe('v5')
  })

  it('a failed save leaves the file and the version list as they were', async () => {
    const m = memoryStore({ 'printer.cfg': 'one' })
    await saveKeepingVersion(m.store, 'printer.cfg', 'two', at(1))
    const before = await m.versions()
    m.failOn()
    expect(await saveKeepingVersion(m.store, 'printer.cfg', 'three', at(2))).toBe(false)
    expect(await m.versions()).toEqual(before)
    expect(m.fs.get('printer.cfg')).toBe('two')
  })

  it('restoring a version is itself a save that keeps a version', async () => {
    const m = memoryStore({ 'printer.cfg': 'one' })
    await saveKeepingVersion(m.store, 'printer.cfg', 'two', at(1))
    const [oldest] = await m.versions()
    expect(await restoreVersion(m.store, 'printer.cfg', oldest.name, at(2))).toBe(true)
    expect(m.fs.get('printer.cfg')).toBe('one')
    const versions = await m.versions()
    expect(versions).toHaveLength(2)
    expect(m.fs.get(`${versionFolder('printer.cfg')}/${versions[0].name}`)).toBe('two')
  })
})
