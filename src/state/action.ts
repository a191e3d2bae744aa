import { reportError, type ErrorContext } from './errors'
import { withWait } from './waits'

/**
 * What a user action does around its call:
 * - wait: the named wait (SPEC §4) held while it runs, so its button spins and related ones disable;
 * - errors: 'report' shows the failure as SPEC §8 says (the default); 'silent' only logs it;
 *   'throw' reports it and rethrows, for callers that must keep a form open on failure.
 */
export interface ActionPolicy {
  wait?: string
  errors?: 'report' | 'silent' | 'throw'
  context?: ErrorContext
}

/**
 * A named user action. The returned function resolves the call's result, or undefined when it failed
 * (the failure has then been shown to the user, or logged).
 */
export function defineAction<A extends unknown[], R>(
  policy: ActionPolicy | ((...args: A) => ActionPolicy),
  run: (...args: A) => Promise<R>,
): (...args: A) => Promise<R | undefined> {
  return async (...args: A) => {
    const { wait, errors = 'report', context } = typeof policy === 'function' ? policy(...args) : policy
    try {
      return await (wait ? withWait(wait, () => run(...args)) : run(...args))
    } catch (error) {
      if (errors === 'silent') console.warn(error)
      else reportError(error, context)
      if (errors === 'throw') throw error
      return undefined
    }
  }
}

/** True when an action resolved (it returns undefined only on failure, or for calls with no result). */
export function succeeded<R>(result: R | undefined): result is R {
  return result !== undefined
}
