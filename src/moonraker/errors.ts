/** An error from Moonraker (HTTP status or JSON-RPC error code) or the network (code 0). */
export class MoonrakerError extends Error {
  readonly code: number
  readonly method?: string
  constructor(code: number, message: string, method?: string) {
    super(message)
    this.name = 'MoonrakerError'
    this.code = code
    this.method = method
  }

  get isNetwork(): boolean {
    return this.code === 0
  }
}

/** How SPEC §8 says the UI reacts to an error. */
export type ErrorReaction = 'toast' | 'logout' | 'log' | 'klippy-not-ready'

export function errorReaction(error: unknown, context: { login?: boolean; oneshot?: boolean; socket?: boolean } = {}): ErrorReaction {
  if (!(error instanceof MoonrakerError)) return 'log'
  const { code } = error
  if (code === 0) return 'log'
  if (code === 401) return context.login ? 'toast' : 'logout'
  if (code === 404) return 'log'
  if (code === 503 && context.socket) return 'klippy-not-ready'
  if (code === 400 && context.login) return 'log'
  if (code === 502 && context.oneshot) return 'log'
  return 'toast'
}

/** The text a toast shows for an error: the server's message, else 'Server error'. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  return 'Server error'
}
