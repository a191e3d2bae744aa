import { describe, expect, it } from 'vitest'
import { commitUrl, isOwnClient, pendingUpdateLines, sortedComponents, targetVersion, updatableComponents, versionState } from './versions'

const commit = { sha: 'abcdef1234567890' }

describe('version state (SPEC §4)', () => {
  it('is up to date with nothing behind', () => {
    expect(versionState('klipper', { configured_type: 'git_repo', is_valid: true, commits_behind: [] })).toBe('up_to_date')
  })
  it('has an update when commits are behind, or a web client differs from its remote', () => {
    expect(versionState('klipper', { configured_type: 'git_repo', is_valid: true, commits_behind: [commit] })).toBe('update')
    expect(versionState('klipper', { configured_type: 'git_repo', is_valid: true, commits_behind_count: 2 })).toBe('update')
    expect(versionState('stratum', { configured_type: 'web', version: 'v1.0.0', remote_version: 'v1.1.0', is_valid: true })).toBe('update')
    expect(versionState('stratum', { configured_type: 'web', version: 'v1.1.0', remote_version: 'v1.1.0', is_valid: true })).toBe('up_to_date')
  })
  it('is dirty or invalid before it can update (recover instead)', () => {
    expect(versionState('moonraker', { configured_type: 'git_repo', is_valid: true, is_dirty: true, commits_behind: [commit] })).toBe('dirty')
    expect(versionState('moonraker', { configured_type: 'git_repo', is_valid: false, is_dirty: true })).toBe('invalid')
    expect(versionState('moonraker', { configured_type: 'git_repo', corrupt: true })).toBe('invalid')
  })
  it('counts system packages', () => {
    expect(versionState('system', { package_count: 4 })).toBe('update')
    expect(versionState('system', { package_count: 0 })).toBe('up_to_date')
  })
  it('orders components and lists the updatable ones', () => {
    const info = {
      system: { package_count: 1 },
      stratum: { configured_type: 'web', version: 'a', remote_version: 'a' },
      moonraker: { configured_type: 'git_repo', is_dirty: true, commits_behind: [commit] },
      klipper: { configured_type: 'git_repo', commits_behind: [commit] },
    }
    expect(sortedComponents(info)).toEqual(['klipper', 'moonraker', 'stratum', 'system'])
    expect(updatableComponents(info)).toEqual(['klipper', 'system'])
  })
  it('knows its own client and links commits only over http(s)', () => {
    expect(isOwnClient('stratum', { configured_type: 'web' })).toBe(true)
    expect(isOwnClient('mainsail', { configured_type: 'web' })).toBe(false)
    expect(commitUrl({ remote_url: 'https://github.com/Klipper3d/klipper.git' }, 'abc')).toBe('https://github.com/Klipper3d/klipper/commit/abc')
    expect(commitUrl({ remote_url: 'git@github.com:x/y.git', owner: 'x', repo_name: 'y' }, 'abc')).toBe('https://github.com/x/y/commit/abc')
    expect(commitUrl({ remote_url: 'javascript:alert(1)' }, 'abc')).toBeNull()
  })
})

describe('update targets', () => {
  it('names the version an update installs, when it differs from the installed one', () => {
    expect(targetVersion({ version: 'v0.12.0-45', remote_version: 'v0.12.0-50' })).toBe('v0.12.0-50')
    expect(targetVersion({ version: 'v0.12.0', remote_version: 'v0.12.0' })).toBe(null)
    expect(targetVersion({ version: 'v0.12.0', remote_version: '?' })).toBe(null)
  })
  it('lists each pending component with its target, system packages by name', () => {
    const info = {
      system: { configured_type: 'system', package_count: 3 },
      klipper: { configured_type: 'git_repo', is_valid: true, version: 'v0.12.0-45', remote_version: 'v0.12.0-50', commits_behind: [commit] },
      moonraker: { configured_type: 'git_repo', is_valid: true, version: 'v0.9.3', remote_version: 'v0.9.3', commits_behind: [] },
    }
    expect(pendingUpdateLines(info)).toEqual(['klipper → v0.12.0-50', 'system'])
  })
})
