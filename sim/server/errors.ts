import { INVALID_PARAMS, METHOD_NOT_FOUND } from './jsonrpc'
import { ApiError } from './types'

/**
 * How Moonraker reports a failed request, on either transport. A handler throws ApiError with an
 * HTTP-style code (400, 401, 403, 404, 503 …); anything else it throws is an internal error.
 */

/** Moonraker's code for an exception that is not a ServerError, over JSON-RPC. */
export const INTERNAL_RPC_ERROR = -31000

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err)
}

/** The HTTP answer: an ApiError's own code, else 500; the status is that code when it is an HTTP error. */
export function httpError(err: unknown): { status: number; code: number; message: string } {
  const code = err instanceof ApiError ? err.code : 500
  return { status: code >= 400 && code < 600 ? code : code >= 100 && code < 400 ? 500 : 400, code, message: messageOf(err) }
}

/** The JSON-RPC answer: 404 becomes -32601 and 401 -32602 (message kept); other exceptions are -31000. */
export function rpcError(err: unknown): { code: number; message: string } {
  if (!(err instanceof ApiError)) return { code: INTERNAL_RPC_ERROR, message: messageOf(err) }
  const code = err.code === 404 ? METHOD_NOT_FOUND : err.code === 401 ? INVALID_PARAMS : err.code
  return { code, message: err.message }
}
