/**
 * One printer's full session: everything the app keeps of the printer it shows, created when
 * start-up picks that printer and disposed when another start replaces it. Nothing of a printer
 * lives in a module: two sessions never share a store, a timer or a pending batch, so a reply or a
 * flush that belongs to a session that has ended lands in that session's stores, which nobody reads.
 *
 * Per session (each module keeps its part with `sessionPart`, its store with `sessionStore`):
 *  - printer (status objects, the status batch and its flush timer), server (klippy state, info,
 *    config), Klippy start-up's retry timer;
 *  - files (listings, watchers, loads in flight, the change batch), file URLs (oneshot tokens belong
 *    to the printer's server), file jobs, print file, recent jobs, history (and its load generation),
 *    job queue;
 *  - console (lines, the line batch, its frame/timer, line ids), charts (the sample ring, the sampling
 *    timer), system stats (and the host temperature a throttling notice quotes), machine, cameras (the
 *    printer's webcams), timelapse, versions;
 *  - waits (a spinner belongs to the command sent to that printer), the reloads of a return, and a
 *    G-code preview the file browser asked for (a file of that printer);
 *  - the session's API client and socket (its token store and the socket's reconnect backoff).
 *
 * App-level (module singletons): the session store (instances, the active session's phase), UI,
 * toasts, notifications, the fleet (it has light sessions of its own), stored settings (loaded again
 * for each session), alerts, transfers and bulk operations (the user's work, listed whichever printer
 * shows: an upload keeps the printer it was given to, a bulk run stops when its session ends) and the
 * G-code preview (its worker and viewer options).
 */
import { useSyncExternalStore } from 'react'
import { useStore, type StoreApi, type UseBoundStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import type { Moonraker } from '../moonraker/client'
import type { RpcSocket } from '../moonraker/rpc'

let lastId = 0

export class PrinterSession {
  readonly id = ++lastId
  /** The printer's API; empty until start-up has chosen it. */
  apiUrl: string
  /** The session's API client (its own token store) and socket (its own reconnect backoff). */
  client: Moonraker | null = null
  socket: RpcSocket | null = null
  /** Disposed sessions keep their stores for late writers, but nothing shows or schedules them. */
  disposed = false
  private readonly cleanups: (() => void)[] = []

  constructor(apiUrl = '') {
    this.apiUrl = apiUrl
  }

  /** Runs `cleanup` when the session ends (at once when it has ended). */
  onDispose(cleanup: () => void): void {
    if (this.disposed) cleanup()
    else this.cleanups.push(cleanup)
  }

  /** Ends the session: its socket closes, its timers stop, its loads are forgotten. */
  dispose(): void {
    if (this.disposed) return
    this.disposed = true
    this.socket?.disconnect(false)
    if (this.client) this.client.socket = null
    for (const cleanup of this.cleanups.splice(0)) {
      try {
        cleanup()
      } catch (error) {
        console.error('Session clean-up failed', error)
      }
    }
  }
}

let active: PrinterSession | null = null
type SwitchListener = (next: PrinterSession, previous: PrinterSession | null) => void
const switchListeners = new Set<SwitchListener>()

/** The session whose printer the app shows now (a blank one before start-up has chosen a printer). */
export function activeSession(): PrinterSession {
  return (active ??= new PrinterSession())
}

/** Whether `session` is the one the app shows: the test a late reply passes before it acts. */
export function isActiveSession(session: PrinterSession): boolean {
  return session === active && !session.disposed
}

/**
 * The one way to change printers' sessions: a new session becomes the active one, the stores'
 * readers follow it, and then the previous session is disposed (its socket closes as no longer current).
 */
export function beginPrinterSession(apiUrl = ''): PrinterSession {
  const previous = active
  const next = new PrinterSession(apiUrl)
  active = next
  for (const listener of [...switchListeners]) listener(next, previous)
  previous?.dispose()
  return next
}

/** Hears every change of the active session; returns the function that stops it. */
export function onSessionSwitch(listener: SwitchListener): () => void {
  switchListeners.add(listener)
  return () => void switchListeners.delete(listener)
}

/** The active session, for effects that hold something of it (they run again on a switch). */
export function useActiveSession(): PrinterSession {
  return useSyncExternalStore(onSessionSwitch, activeSession)
}

/**
 * A module's per-session state, made on first use in each session. `dispose` runs when that session
 * ends (clear its timers, abort its calls). Call the accessor without a session for the active one's.
 */
export function sessionPart<T>(create: (session: PrinterSession) => T, dispose?: (part: T) => void): (session?: PrinterSession) => T {
  const parts = new WeakMap<PrinterSession, T>()
  return (session = activeSession()) => {
    let part = parts.get(session)
    if (part === undefined) {
      const made = create(session)
      parts.set(session, made)
      if (dispose) session.onDispose(() => dispose(made))
      part = made
    }
    return part
  }
}

type SetArgs<T> = [partial: T | Partial<T> | ((state: T) => T | Partial<T>), replace?: false] | [state: T | ((state: T) => T), replace: true]
const identity = <S>(s: S) => s

/** A store that reads and writes the active session's, with a way to hold one session's store across an await. */
export type ActiveStore<T> = UseBoundStore<StoreApi<T>> & {
  /** The active session's own store: a reply written to it after a switch stays in the session that asked. */
  ofSession(session?: PrinterSession): StoreApi<T>
}

/**
 * zustand's bound store (hook, getState, setState, subscribe) over the active session's store of a
 * domain. Subscribers, in React or not, follow a switch: they hear the new session's state as a change.
 */
export function boundStore<T>(pick: (session: PrinterSession) => StoreApi<T>): ActiveStore<T> {
  const current = () => pick(activeSession())
  const listeners = new Set<(state: T, previous: T) => void>()
  let attached: { store: StoreApi<T>; stop: () => void } | null = null
  const attach = () => {
    const store = current()
    attached = { store, stop: store.subscribe((state, previous) => listeners.forEach((l) => l(state, previous))) }
  }
  onSessionSwitch(() => {
    if (!attached) return
    const before = attached.store.getState()
    attached.stop()
    attach()
    const after = current().getState()
    if (after !== before) listeners.forEach((l) => l(after, before))
  })
  const setState: StoreApi<T>['setState'] = (...[partial, replace]: SetArgs<T>) => (replace ? current().setState(partial, true) : current().setState(partial, replace))
  const api: StoreApi<T> = {
    getState: () => current().getState(),
    getInitialState: () => current().getInitialState(),
    setState,
    subscribe: (listener) => {
      if (!attached) attach()
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && attached) {
          attached.stop()
          attached = null
        }
      }
    },
  }
  function useActiveStore(): T
  function useActiveStore<U>(selector: (state: T) => U): U
  function useActiveStore<U>(selector?: (state: T) => U): T | U {
    return useStore<StoreApi<T>, T | U>(api, selector ?? identity)
  }
  return Object.assign(useActiveStore, api, { ofSession: (session = activeSession()) => pick(session) })
}

/** A domain's store, one per session, starting from `initial` in each: the replacement for a module's `create(initial)`. */
export function sessionStore<T>(initial: () => T): ActiveStore<T> {
  return boundStore(sessionPart(() => createStore<T>(initial)))
}
