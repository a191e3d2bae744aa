import { errorMessage, errorReaction } from '../moonraker/errors'
import { gcodeScript } from '../moonraker/api/printer'
import { logout } from './connection'
import { showToast } from './toasts'
import { setKlippyState } from './server'

/** Reacts to a failed call as SPEC §8 says: toast the server's message, log out on 401, log the rest. */
export function reportError(error: unknown, context: { login?: boolean; oneshot?: boolean; socket?: boolean } = { socket: true }): void {
  switch (errorReaction(error, context)) {
    case 'toast':
      showToast({ type: 'error', message: errorMessage(error) })
      break
    case 'logout':
      void logout(false)
      break
    case 'klippy-not-ready':
      setKlippyState('error', errorMessage(error))
      break
    default:
      console.warn(error)
  }
}

/** Sends G-code; a refusal is toasted with Klipper's message. Resolves true when it ran. */
export async function sendGcode(script: string): Promise<boolean> {
  try {
    await gcodeScript(script)
    return true
  } catch (error) {
    reportError(error)
    return false
  }
}

/** Runs a call and toasts its failure; resolves the result or undefined. */
export async function attempt<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call()
  } catch (error) {
    reportError(error)
    return undefined
  }
}
