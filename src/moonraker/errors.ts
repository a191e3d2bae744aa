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

/** A socket call sent, then the socket closed before its answer came: the server may have carried it out. */
export const SOCKET_CLOSED = 'Socket closed'

export function wasCutOff(error: unknown): boolean {
  return error instanceof MoonrakerError && error.code === 0 && error.message === SOCKET_CLOSED
}

/** JSON-RPC's answer to a method the server does not have, word for word. */
export const METHOD_NOT_FOUND_MESSAGE = 'Method not found'

/** Moonraker's socket turns an HTTP 404 into -32601 (and 401 into -32602), keeping the message. */
export function isMethodMissing(error: unknown): boolean {
  return error instanceof MoonrakerError && error.code === -32601 && error.message === METHOD_NOT_FOUND_MESSAGE
}

/** A "no such thing" answer, whether it came over HTTP (404) or the socket (-32601 with its own message). */
export function isNotFound(error: unknown): boolean {
  if (!(error instanceof MoonrakerError)) return false
  return error.code === 404 || (error.code === -32601 && error.message !== METHOD_NOT_FOUND_MESSAGE)
}

/** An answer refusing the caller's credentials: 401 over HTTP, -32602 "Unauthorized" over the socket. */
export function isUnauthorized(error: unknown): boolean {
  if (!(error instanceof MoonrakerError)) return false
  return error.code === 401 || (error.code === -32602 && error.message === 'Unauthorized')
}

/** How SPEC §8 says the UI reacts to an error. */
export type ErrorReaction = 'toast' | 'logout' | 'log' | 'klippy-not-ready'

export interface ErrorContext {
  login?: boolean
  oneshot?: boolean
  socket?: boolean
  /** Nobody asked: a read the app made on its own. Its "not found" is only logged. */
  background?: boolean
}

export function errorReaction(error: unknown, context: ErrorContext = {}): ErrorReaction {
  if (!(error instanceof MoonrakerError)) return 'log'
  const { code } = error
  if (code === 0) return 'log'
  if (isUnauthorized(error)) return context.login ? 'toast' : 'logout'
  // One policy for "not found" however it arrived: logged for background reads, shown for the user's own action.
  if (isNotFound(error)) return context.background ? 'log' : 'toast'
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

/** A failure as the user should read it: '503 Service Unavailable', or the network's own words. */
export function failureText(error: unknown): string {
  if (!(error instanceof Error)) return 'Server error'
  if (!(error instanceof MoonrakerError) || error.code <= 0) return error.message || 'Network error'
  const message = error.message || 'Server error'
  return message.startsWith(String(error.code)) ? message : `${error.code} ${message}`
}
