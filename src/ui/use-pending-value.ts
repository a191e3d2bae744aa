import { useCallback, useEffect, useReducer, useRef } from 'react'
import { reportNotApplied } from './not-applied'
import { useViewGate } from './view-gate'

/** How long a sent value is shown without the printer reporting it; a refused command never changes it. */
export const PENDING_TIMEOUT_MS = 3000

export interface PendingOptions<T> {
  timeout?: number
  /**
   * Whether two values show the same (equal at the decimals shown, or objects alike); default
   * `Object.is`. A report the same as the last is no new report.
   */
  same?: (reported: T, sent: T) => boolean
  /** Names the control in the message when the printer does not apply a value. */
  label?: string
  /** A value as that message shows it; default `String`. */
  format?: (value: T) => string
}

export interface PendingValue<T> {
  /** The user's last intent while the printer has not confirmed it, otherwise the printer's value. */
  shown: T
  /** An intent is shown that the printer has not reported yet. */
  pending: boolean
  /**
   * From a send until the printer reports a change, past the timeout: a command queued behind moves may
   * apply later, and until it does the shown value may be an old one, so a control must not take "the
   * same as shown" to mean "nothing to send".
   */
  awaiting: boolean
  /**
   * Shows `value` at once and runs `call`, which sends it. A later send is the new intent: it shows, and
   * the earlier one's report no longer takes the control back. A `call` whose promise rejects or resolves
   * false or undefined (an action that failed and has said so) withdraws its intent at once.
   */
  send(value: T, call?: () => unknown): void
}

interface Intent<T> {
  id: number
  value: T
  /** The call resolved: the printer took the command, its report is due. */
  accepted: boolean
}

interface Intents<T> {
  /** Sent and not yet reported, oldest first; the last is the user's current intent. */
  list: Intent<T>[]
  /** The current intent's time ran out: the printer's value shows again, though it may still apply. */
  expired: boolean
}

const NONE: Intents<never> = { list: [], expired: false }

/**
 * A new report from the printer: it shows some intent (the last one it matches, and every earlier
 * one, are done; later ones are still to come), or a change of its own (all are done).
 */
function afterReport<T>(intents: Intents<T>, reported: T, same: (reported: T, sent: T) => boolean): Intents<T> {
  if (intents.list.length === 0) return intents
  let matched = -1
  intents.list.forEach((intent, i) => same(reported, intent.value) && (matched = i))
  const list = matched === -1 ? [] : intents.list.slice(matched + 1)
  return list.length === 0 ? NONE : { list, expired: intents.expired }
}

const isFailure = (result: unknown) => result === false || result === undefined

/**
 * The value to show for a printer setting the user changes: their last intent at once, until the
 * printer reports it (status arrives up to a second later), or until the timeout after the printer
 * took the command, when the printer's value shows again and the user is told (ui/not-applied).
 * Each change is sent as it comes, so on→off→on within a second sends both and shows on throughout.
 * While the surrounding view gate holds the printer's reports, the timeout waits for it to open. The
 * timers belong to the component, so they end with it.
 */
export function usePendingValue<T>(reported: T, options: PendingOptions<T> | number = {}): PendingValue<T> {
  const opts = typeof options === 'number' ? { timeout: options } : options
  const timeout = opts.timeout ?? PENDING_TIMEOUT_MS
  const intents = useRef<Intents<T>>(NONE)
  const sends = useRef(0)
  const latest = useRef({ reported, opts })
  latest.current = { reported, opts }
  const gate = useViewGate()
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const update = useCallback((next: Intents<T>) => {
    if (next === intents.current) return
    intents.current = next
    rerender()
  }, [])

  // A report is handled once, whatever the effect's re-runs: the same report matches nothing twice.
  // One that `same` finds equal to the last (a new object, a change below the decimals shown) is none.
  const handled = useRef(reported)
  useEffect(() => {
    const same = latest.current.opts.same ?? Object.is
    if (same(reported, handled.current)) return
    handled.current = reported
    update(afterReport(intents.current, reported, same))
  }, [reported, update])

  const current = intents.current.list.at(-1)
  const waitFor = current?.accepted && !intents.current.expired ? current.id : null
  useEffect(() => {
    if (waitFor === null) return
    let timer: ReturnType<typeof setTimeout>
    let offGate: (() => void) | undefined
    const expire = () => {
      // Reads held by a closed view gate (a card scrolled away, a hidden page) bring no report: the
      // printer gets its full time again once the part can be seen and its reads have caught up.
      if (gate && !gate.open) {
        offGate = gate.subscribe(() => {
          if (!gate.open) return
          offGate?.()
          offGate = undefined
          restart()
        })
        return
      }
      const now = intents.current
      const last = now.list.at(-1)
      if (!last || last.id !== waitFor) return
      const { reported: value, opts: o } = latest.current
      if ((o.same ?? Object.is)(value, last.value)) return update(NONE)
      update({ list: now.list, expired: true })
      reportNotApplied({ label: o.label ?? '', value: (o.format ?? String)(last.value) })
    }
    const restart = () => (timer = setTimeout(expire, timeout))
    restart()
    return () => {
      clearTimeout(timer)
      offGate?.()
    }
  }, [waitFor, timeout, update, gate])

  const send = useCallback(
    (value: T, call?: () => unknown) => {
      const id = ++sends.current
      update({ list: [...intents.current.list, { id, value, accepted: false }], expired: false })
      const settle = (ok: boolean) => {
        const list = intents.current.list
        if (!list.some((i) => i.id === id)) return
        const next = ok ? list.map((i) => (i.id === id ? { ...i, accepted: true } : i)) : list.filter((i) => i.id !== id)
        update(next.length === 0 ? NONE : { list: next, expired: intents.current.expired })
      }
      let result: unknown
      try {
        result = call?.()
      } catch {
        return settle(false)
      }
      if (result instanceof Promise) result.then((r: unknown) => settle(!isFailure(r)), () => settle(false))
      else settle(true)
    },
    [update],
  )

  const { list, expired } = intents.current
  const pending = list.length > 0 && !expired
  return { shown: pending ? list[list.length - 1].value : reported, pending, awaiting: list.length > 0, send }
}
