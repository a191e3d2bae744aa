/** The software the sim's update manager tracks, with the upstream history it can update to. */

export interface CommitInfo {
  sha: string
  author: string
  date: string
  subject: string
  message: string
  tag: string | null
}

export interface GitApp {
  kind: 'git_repo'
  name: string
  owner: string
  repo_name: string
  /** Versions of the upstream commits, oldest first; the last is the remote version. */
  upstream: { version: string; commit: CommitInfo }[]
  installed: { version: string; hash: string }
  rollback: { version: string; hash: string }
  /** Local changes in the work tree: the update manager refuses to update until recovered. */
  dirty?: boolean
}

export interface WebApp {
  kind: 'web'
  name: string
  owner: string
  repo_name: string
  version: string
  remote_version: string
  rollback_version: string
}

export interface SystemApp {
  kind: 'system'
  name: 'system'
  packages: string[]
}

export type UpdaterState = GitApp | WebApp | SystemApp

const DAY = 86_400
function commit(sha: string, author: string, daysAgo: number, subject: string, message: string): CommitInfo {
  return { sha, author, date: String(Math.floor(Date.now() / 1000 - daysAgo * DAY)), subject, message, tag: null }
}

export function initialCatalog(): Record<string, UpdaterState> {
  return {
    moonraker: {
      kind: 'git_repo',
      name: 'moonraker',
      owner: 'Arksine',
      repo_name: 'moonraker',
      installed: { version: 'v0.10.0-31', hash: 'e1f0c9a73b2d4e58a6f1c0d9b8a7e6f5d4c3b2a1' },
      rollback: { version: 'v0.10.0-27', hash: '7d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c' },
      dirty: true,
      upstream: [
        { version: 'v0.10.0-32', commit: commit('4a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b', 'Eric Callahan', 6, 'file_manager: report thumbnails of files in nested folders', 'Thumbnails stored beside files in sub folders were missing from the metadata.\n\nSigned-off-by: Eric Callahan') },
        { version: 'v0.10.0-33', commit: commit('b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1', 'Eric Callahan', 4, 'update_manager: include the rollback version in the status', 'Clients can now show which version a rollback returns to.\n\nSigned-off-by: Eric Callahan') },
        { version: 'v0.10.0-34', commit: commit('c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0', 'Eric Callahan', 1, 'docs: list the supported front ends', 'Signed-off-by: Eric Callahan') },
      ],
    },
    klipper: {
      kind: 'git_repo',
      name: 'klipper',
      owner: 'Klipper3d',
      repo_name: 'klipper',
      installed: { version: 'v0.13.0-730', hash: '5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d' },
      rollback: { version: 'v0.13.0-723', hash: '0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b' },
      upstream: [
        { version: 'v0.13.0-731', commit: commit('1f2e3d4c5b6a7f8e9d0c1b2a3f4e5d6c7b8a9f0e', "Kevin O'Connor", 9, 'toolhead: report stalls in the status', 'Expose the number of times the look-ahead queue ran dry.\n\nSigned-off-by: Kevin O\'Connor') },
        { version: 'v0.13.0-732', commit: commit('2e3d4c5b6a7f8e9d0c1b2a3f4e5d6c7b8a9f0e1d', 'Dmitry Butyugin', 7, 'input_shaper: tolerate a zero damping ratio', 'Signed-off-by: Dmitry Butyugin') },
        { version: 'v0.13.0-733', commit: commit('3d4c5b6a7f8e9d0c1b2a3f4e5d6c7b8a9f0e1d2c', "Kevin O'Connor", 3, 'stm32: support the adc of the h723', 'Signed-off-by: Kevin O\'Connor') },
        { version: 'v0.13.0-734', commit: commit('4c5b6a7f8e9d0c1b2a3f4e5d6c7b8a9f0e1d2c3b', 'Eric Callahan', 1, 'docs: describe the bed_mesh fade options', 'Signed-off-by: Eric Callahan') },
      ],
    },
    stratum: {
      kind: 'web',
      name: 'stratum',
      owner: 'stratum-3d',
      repo_name: 'stratum',
      version: 'v1.19.0',
      remote_version: 'v1.19.0',
      rollback_version: 'v1.18.2',
    },
    system: {
      kind: 'system',
      name: 'system',
      packages: ['libtiff6', 'raspberrypi-sys-mods', 'rpi-eeprom', 'openssl'],
    },
  }
}

function behind(app: GitApp): CommitInfo[] {
  const idx = app.upstream.findIndex((u) => u.version === app.installed.version)
  return app.upstream.slice(idx + 1).map((u) => u.commit).reverse()
}

/** One entry of version_info, shaped by the updater's type. */
export function versionInfo(app: UpdaterState): Record<string, unknown> {
  if (app.kind === 'system') {
    return { name: 'system', configured_type: 'system', package_count: app.packages.length, package_list: [...app.packages] }
  }
  if (app.kind === 'web') {
    return {
      name: app.name,
      owner: app.owner,
      repo_name: app.repo_name,
      version: app.version,
      remote_version: app.remote_version,
      rollback_version: app.rollback_version,
      configured_type: 'web',
      channel: 'stable',
      channel_invalid: false,
      debug_enabled: false,
      info_tags: [],
      last_error: '',
      warnings: [],
      anomalies: [],
      is_valid: true,
    }
  }
  const latest = app.upstream[app.upstream.length - 1]
  const commits = behind(app)
  return {
    name: app.name,
    configured_type: 'git_repo',
    detected_type: 'git_repo',
    channel: 'dev',
    channel_invalid: false,
    debug_enabled: false,
    is_valid: true,
    corrupt: false,
    info_tags: [],
    remote_alias: 'origin',
    branch: 'master',
    owner: app.owner,
    repo_name: app.repo_name,
    version: app.installed.version,
    remote_version: latest.version,
    rollback_version: app.rollback.version,
    current_hash: app.installed.hash,
    remote_hash: latest.commit.sha,
    repo_detected: true,
    is_dirty: Boolean(app.dirty),
    detached: false,
    commits_behind: commits,
    commits_behind_count: commits.length,
    git_messages: [],
    full_version_string: `${app.installed.version}-g${app.installed.hash.slice(0, 8)}${app.dirty ? '-dirty' : ''}`,
    pristine: !app.dirty,
    recovery_url: `https://github.com/${app.owner}/${app.repo_name}.git`,
    remote_url: `https://github.com/${app.owner}/${app.repo_name}.git`,
    warnings: [],
    anomalies: [],
  }
}

export function hasUpdate(app: UpdaterState): boolean {
  if (app.kind === 'system') return app.packages.length > 0
  if (app.kind === 'web') return app.version !== app.remote_version
  return behind(app).length > 0 && !app.dirty
}

/** Recovery resets the work tree: local changes go, the installed version stays. Git repos only. */
export function applyRecover(app: UpdaterState, hard: boolean): string[] {
  if (app.kind !== 'git_repo') return []
  app.dirty = false
  return [
    hard ? 'removing the repo and cloning it again...' : 'resetting the repo...',
    `git reset --hard ${app.installed.hash.slice(0, 8)}`,
  ]
}

/** Applies the update to the state; returns the lines the updater prints while doing it (none: it is current). */
export function applyUpgrade(app: UpdaterState): string[] {
  if (!hasUpdate(app)) return []
  if (app.kind === 'system') {
    const lines = ['Updating packages...', 'Reading package lists...']
    for (const p of app.packages) lines.push(`Unpacking ${p} ...`, `Setting up ${p} ...`)
    app.packages = []
    return [...lines, 'Package update finished...']
  }
  if (app.kind === 'web') {
    const lines = [`Downloading Client: ${app.name}`, `Extracting release ${app.remote_version}`]
    app.rollback_version = app.version
    app.version = app.remote_version
    return lines
  }
  const latest = app.upstream[app.upstream.length - 1]
  const commits = behind(app)
  const objects = 12 * commits.length + 5
  app.rollback = { ...app.installed }
  app.installed = { version: latest.version, hash: latest.commit.sha }
  return [
    'Updating Repo...',
    'Fetching updates...',
    `git: remote: Enumerating objects: ${objects}, done.`,
    `git: Receiving objects: 100% (${objects}/${objects}), done.`,
    `Moving HEAD to ${latest.commit.sha.slice(0, 8)}`,
    'Updating python requirements...',
    `Restarting service ${app.name}...`,
  ]
}

/** Swaps the installed and the rollback version; no lines when both are the same (nothing to roll back to). */
export function applyRollback(app: UpdaterState): string[] {
  if (app.kind === 'system') return []
  if (app.kind === 'web') {
    if (app.rollback_version === app.version) return []
    ;[app.version, app.rollback_version] = [app.rollback_version, app.version]
    return [`Rolling back ${app.name} to ${app.version}`]
  }
  if (app.rollback.hash === app.installed.hash) return []
  const current = app.installed
  app.installed = { ...app.rollback }
  app.rollback = current
  return [`Rolling back to ${app.installed.version}`, `Restarting service ${app.name}...`]
}
