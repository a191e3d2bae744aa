import { pushNotification } from '../state/notifications'
import { errorText, failureHandling } from '../ui/FailureBoundary'
import { ChunkError } from '../ui/lazy'
import { applyUpdate } from './update/service-worker'

/**
 * What the failure boundaries do: a failed piece's error goes to the console (with its stack) and to
 * the notifications list under the piece's name, or the app's (a piece that fails again replaces its line); code
 * that could not be fetched has the page look for a newer deployment (the update banner tells), and
 * "Reload" brings in a version the service worker holds waiting. The look's code comes with the
 * modules fetched right after start-up (vite.config.ts), so it is in the page before code can stop
 * arriving, yet not in the first paint's.
 */
export function wireFailureHandling(): void {
  Object.assign(failureHandling, {
    report(error: unknown, name?: string) {
      console.error(error)
      pushNotification({ type: 'error', title: name || 'Stratum', description: errorText(error), merge: true })
      if (error instanceof ChunkError) void import('./update/deployment').then((m) => m.checkDeployment(), () => undefined)
    },
    reload: () => void applyUpdate(),
  } satisfies typeof failureHandling)
}
