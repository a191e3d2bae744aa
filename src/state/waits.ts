import { sessionStore } from './printer-session'

/**
 * Named waits (SPEC §4): a button shows a spinner and related buttons disable while its command
 * runs ('pause', 'resume', 'cancel', 'home', 'extrude' …).
 */
interface WaitStore {
  waits: string[]
}

export const useWaitStore = sessionStore<WaitStore>(() => ({ waits: [] }))

export function addWait(name: string): void {
  useWaitStore.setState((s) => ({ waits: [...s.waits, name] }))
}

export function removeWait(name: string): void {
  useWaitStore.setState((s) => {
    const i = s.waits.indexOf(name)
    if (i === -1) return s
    const waits = [...s.waits]
    waits.splice(i, 1)
    return { waits }
  })
}

/** Runs `call` with the wait named `name` held until it settles. */
export async function withWait<T>(name: string, call: () => Promise<T>): Promise<T> {
  addWait(name)
  try {
    return await call()
  } finally {
    removeWait(name)
  }
}

export function useWait(name: string): boolean {
  return useWaitStore((s) => s.waits.includes(name))
}

/** True while any of the named waits is held. */
export function useAnyWait(names: readonly string[]): boolean {
  return useWaitStore((s) => s.waits.some((w) => names.includes(w)))
}

export function resetWaits(): void {
  useWaitStore.setState({ waits: [] })
}
