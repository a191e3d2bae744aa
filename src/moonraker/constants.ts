/** Timings of SPEC §9 for the connection. */
export const SOCKET = {
  pingIntervalMs: 10000,
  pongTimeoutMs: 10000,
  /**
   * A pong timer that fires this much later than asked means the page itself was frozen or starved of
   * CPU (a background tab, a busy machine): the reply may be queued behind the timer, so it gets a new
   * window instead of the socket being declared dead.
   */
  lateTimerMs: 1000,
  /** An attempt that has neither opened nor failed by then is given up and retried. */
  connectTimeoutMs: 15000,
} as const

/** Reconnecting after an unclean close, and retrying an API that is down (SPEC-NOTES): 2 s doubling to 30 s. */
export const RECONNECT = {
  firstDelayMs: 2000,
  maxDelayMs: 30000,
} as const

export const KLIPPY_RETRY_MS = 1500
export const TOKEN_REFRESH_THRESHOLD_S = 300
export const API_PROBE_TIMEOUT_MS = 1000
export const DEFAULT_API_PORT = 7125
export const DEFAULT_API_PORT_HTTPS = 7130
