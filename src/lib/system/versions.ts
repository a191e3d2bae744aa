/** The fields of a machine.update.status version_info entry these helpers read. */
export interface VersionInfo {
  configured_type?: string
  version?: string
  remote_version?: string
  full_version_string?: string
  is_valid?: boolean
  is_dirty?: boolean
  corrupt?: boolean
  commits_behind?: unknown[]
  commits_behind_count?: number
  owner?: string
  repo_name?: string
  remote_url?: string
  package_count?: number
}

/** SPEC §4 versions: up to date; has an update (Update button); dirty or invalid (Recover, no Update). */
export type VersionState = 'up_to_date' | 'update' | 'dirty' | 'invalid'

/** The client's own name in the update manager: updating it reloads the page. */
export const CLIENT_NAME = 'stratum'

export function isSystemPackages(key: string, info: VersionInfo): boolean {
  return key === 'system' || info.configured_type === 'system'
}

export function isWebClient(info: VersionInfo): boolean {
  return info.configured_type === 'web' || info.configured_type === 'web_beta'
}

/** Commits between the installed and the remote version (the list, or the count the server gives). */
export function commitsBehind(info: VersionInfo): number {
  return info.commits_behind?.length ?? info.commits_behind_count ?? 0
}

export function versionState(key: string, info: VersionInfo): VersionState {
  if (isSystemPackages(key, info)) return (info.package_count ?? 0) > 0 ? 'update' : 'up_to_date'
  if (info.is_valid === false || info.corrupt) return 'invalid'
  if (info.is_dirty) return 'dirty'
  if (isWebClient(info)) return info.version && info.remote_version && info.version !== info.remote_version && info.remote_version !== '?' ? 'update' : 'up_to_date'
  return commitsBehind(info) > 0 ? 'update' : 'up_to_date'
}

/** Is this the dashboard itself (its update reloads the page)? */
export function isOwnClient(key: string, info: VersionInfo): boolean {
  return isWebClient(info) && (key === CLIENT_NAME || info.repo_name === CLIENT_NAME)
}

/** Components in display order: Klipper and Moonraker first, clients, others, system packages last. */
export function sortedComponents(info: Record<string, VersionInfo>): string[] {
  const rank = (k: string) => (k === 'klipper' ? 0 : k === 'moonraker' ? 1 : isSystemPackages(k, info[k]) ? 4 : isWebClient(info[k]) ? 2 : 3)
  return Object.keys(info).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}

/** The version an update installs ('v0.12.0-50'), when the server names one that differs from the installed one. */
export function targetVersion(info: VersionInfo): string | null {
  const remote = info.remote_version
  if (!remote || remote === '?' || remote === info.version) return null
  return remote
}

/** One line per component with an update: its name and target ('klipper → v0.12.0-50'), or just its name. */
export function pendingUpdateLines(info: Record<string, VersionInfo>): string[] {
  return updatableComponents(info).map((k) => {
    const target = isSystemPackages(k, info[k]) ? null : targetVersion(info[k])
    return target ? `${k} → ${target}` : k
  })
}

/** Components with an update ready to install. */
export function updatableComponents(info: Record<string, VersionInfo>): string[] {
  return sortedComponents(info).filter((k) => versionState(k, info[k]) === 'update')
}

/** A commit's link on its forge, only for http(s) remotes (github owner/repo otherwise). */
export function commitUrl(info: VersionInfo, sha: string): string | null {
  const remote = info.remote_url?.replace(/\.git$/, '')
  if (remote && /^https?:\/\//.test(remote)) return `${remote}/commit/${sha}`
  if (info.owner && info.repo_name) return `https://github.com/${info.owner}/${info.repo_name}/commit/${sha}`
  return null
}

/** Where a client's releases are described, for components without commits or packages to list. */
export function releaseUrl(info: VersionInfo): string | null {
  if (info.owner && info.repo_name) return `https://github.com/${info.owner}/${info.repo_name}/releases`
  return null
}

/** The version line shown for a component: the full string when known. */
export function displayVersion(info: VersionInfo): string {
  return info.full_version_string || info.version || '?'
}
