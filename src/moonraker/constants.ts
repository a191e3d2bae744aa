/** Timings of SPEC §9 for the connection. */
export const SOCKET = {
  retryDelayMs: 2000,
  pingIntervalMs: 10000,
  pongTimeoutMs: 10000,
  reconnectAttempts: 3,
} as const

export const KLIPPY_RETRY_MS = 1500
export const TOKEN_REFRESH_THRESHOLD_S = 300
export const API_PROBE_TIMEOUT_MS = 1000
export const DEFAULT_API_PORT = 7125
export const DEFAULT_API_PORT_HTTPS = 7130
