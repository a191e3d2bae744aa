import { updateClient, updateFull, updateKlipper, updateMoonraker, updateRecover, updateSystem } from '../../moonraker/api/machine'
import { isOwnClient, isSystemPackages, versionState } from '../../lib/system/versions'
import { defineAction } from '../action'
import { expectServerRestart } from '../socket-link'
import { abortUpdate, beginUpdate, completeUpdate, loadVersions, useVersionsStore } from '../versions'

/** Named wait of the Versions section's refresh button. */
export const REFRESH_WAIT = 'versions:refresh'

/** Refresh: asks the server to check every remote now (refresh: true). */
export const refreshVersions = defineAction({ wait: REFRESH_WAIT }, () => loadVersions(true).then(() => true))

/** The Moonraker method that updates a component (SPEC §7): moonraker, klipper, system, or client by name. */
function callFor(key: string): () => Promise<string> {
  if (key === 'moonraker') return updateMoonraker
  if (key === 'klipper') return updateKlipper
  const info = useVersionsStore.getState().info[key]
  if (info && isSystemPackages(key, info)) return updateSystem
  return () => updateClient(key)
}

/** The page reloads once the dashboard's own update completes. */
export function reloadPage(): void {
  window.location.reload()
}

async function run(application: string, call: () => Promise<string>, reload: boolean): Promise<string> {
  beginUpdate(application, reload)
  // Moonraker restarts itself after updating: its clean close must reconnect, not stop (SPEC §4).
  if (application === 'moonraker' || application === 'all') expectServerRestart()
  try {
    const result = await call()
    completeUpdate()
    if (reload) reloadPage()
    return result
  } catch (error) {
    abortUpdate()
    throw error
  }
}

export const updateComponent = defineAction(
  (key: string) => ({ wait: `update:${key}` }),
  (key: string) => {
    const info = useVersionsStore.getState().info[key]
    return run(key, callFor(key), info ? isOwnClient(key, info) : false)
  },
)

export const updateAll = defineAction({ wait: 'update:all' }, () => {
  const info = useVersionsStore.getState().info
  return run('all', updateFull, Object.keys(info).some((k) => isOwnClient(k, info[k]) && versionState(k, info[k]) === 'update'))
})

/** Recover a dirty or invalid repo: soft resets it, hard clones it again. */
export const recoverComponent = defineAction(
  (key: string, _hard: boolean) => ({ wait: `update:${key}` }),
  (key: string, hard: boolean) => run(key, () => updateRecover(key, hard), false),
)
