import { errorMessage, errorReaction, type ErrorContext } from '../moonraker/errors'
import { setKlippyState } from './server'
import { showToast } from './toasts'

export type { ErrorContext }

let unauthorized: () => void = () => undefined

/** Who logs out when a call comes back 401 (wired in sync.ts, so this module needs no session import). */
export function onUnauthorized(handler: () => void): void {
  unauthorized = handler
}

/** Reacts to a failed call as SPEC §8 says: toast the server's message, log out on 401, log the rest. */
export function reportError(error: unknown, context: ErrorContext = { socket: true }): void {
  switch (errorReaction(error, context)) {
    case 'toast':
      showToast({ type: 'error', message: errorMessage(error) })
      break
    case 'logout':
      unauthorized()
      break
    case 'klippy-not-ready':
      setKlippyState('error', errorMessage(error))
      break
    default:
      console.warn(error)
  }
}

/** A read the app made on its own (nobody clicked): its "not found" is only logged (SPEC-NOTES); other failures as usual. */
export function reportBackgroundError(error: unknown): void {
  reportError(error, { socket: true, background: true })
}
