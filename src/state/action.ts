import { reportError, type ErrorContext } from './errors'
import { withWait } from './waits'

/**
 * What a user action does around its call:
 * - wait: the named wait (SPEC §4) held while it runs, so its button spins and related ones disable;
 * - errors: 'report' shows the failure as SPEC §8 says (the default); 'silent' only logs it;
 *   'throw' reports it and rethrows, for callers that must keep a form open on failure;
 * - allowed: may it run now? Read from the stores when asked (state/guards.ts). Its control is enabled
 *   exactly while it holds (useAllowed); a call made when it does not (a second click before the page
 *   caught up with the printer) sends nothing and resolves undefined.
 */
export interface ActionPolicy {
  wait?: string
  errors?: 'report' | 'silent' | 'throw'
  context?: ErrorContext
  allowed?: () => boolean
}

/**
 * A named user action: call it to run it, or ask whether it may run now (with the arguments its guard
 * reads: none for a fixed policy, the call's own for a policy made from them).
 */
export interface Action<A extends unknown[], R, G extends unknown[] = A> {
  (...args: A): Promise<R | undefined>
  allowed(...args: G): boolean
}

/**
 * A named user action. The returned function resolves the call's result, or undefined when it failed
 * (the failure has then been shown to the user, or logged) or was not allowed to run.
 */
export function defineAction<A extends unknown[], R>(policy: ActionPolicy, run: (...args: A) => Promise<R>): Action<A, R, []>
export function defineAction<A extends unknown[], R>(policy: (...args: A) => ActionPolicy, run: (...args: A) => Promise<R>): Action<A, R>
export function defineAction<A extends unknown[], R>(policy: ActionPolicy | ((...args: A) => ActionPolicy), run: (...args: A) => Promise<R>): Action<A, R> {
  const policyFor = (args: A) => (typeof policy === 'function' ? policy(...args) : policy)
  const action = async (...args: A) => {
    const { wait, errors = 'report', context, allowed } = policyFor(args)
    if (allowed && !allowed()) return undefined
    try {
      return await (wait ? withWait(wait, () => run(...args)) : run(...args))
    } catch (error) {
      if (errors === 'silent') console.warn(error)
      else reportError(error, context)
      if (errors === 'throw') throw error
      return undefined
    }
  }
  return Object.assign(action, { allowed: (...args: A) => policyFor(args).allowed?.() ?? true })
}

/** True when an action resolved (it returns undefined only on failure, or for calls with no result). */
export function succeeded<R>(result: R | undefined): result is R {
  return result !== undefined
}
