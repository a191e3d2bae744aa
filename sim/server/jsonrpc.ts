/** JSON-RPC 2.0 framing shared by the websocket and the HTTP /server/jsonrpc endpoint. */

export const PARSE_ERROR = -32700
export const INVALID_REQUEST = -32600
export const METHOD_NOT_FOUND = -32601
export const INVALID_PARAMS = -32602
export const INTERNAL_ERROR = -32603

export type RpcId = string | number | null

export interface RpcCall {
  method: string
  params: Record<string, unknown>
  /** undefined for a notification (no reply is sent). */
  id: RpcId | undefined
}

export interface RpcErrorReply {
  jsonrpc: '2.0'
  error: { code: number; message: string }
  id: RpcId
}

export interface RpcResultReply {
  jsonrpc: '2.0'
  result: unknown
  id: RpcId
}

export type RpcReply = RpcErrorReply | RpcResultReply

export function errorReply(id: RpcId, code: number, message: string): RpcErrorReply {
  return { jsonrpc: '2.0', error: { code, message }, id }
}

export function resultReply(id: RpcId, result: unknown): RpcResultReply {
  return { jsonrpc: '2.0', result, id }
}

function isValidId(id: unknown): id is RpcId {
  return id === null || typeof id === 'string' || typeof id === 'number'
}

/** Validates one request object; returns the call or the error reply to send. */
export function parseCall(obj: unknown): RpcCall | RpcErrorReply {
  if (obj === null || typeof obj !== 'object' || Array.isArray(obj)) {
    return errorReply(null, INVALID_REQUEST, 'Invalid Request')
  }
  const o = obj as Record<string, unknown>
  const id = 'id' in o ? o.id : undefined
  const replyId: RpcId = isValidId(id) ? id : null
  if (id !== undefined && !isValidId(id)) return errorReply(null, INVALID_REQUEST, 'Invalid Request')
  if (o.jsonrpc !== '2.0' || typeof o.method !== 'string' || o.method === '') {
    return errorReply(replyId, INVALID_REQUEST, 'Invalid Request')
  }
  let params: Record<string, unknown> = {}
  if (o.params !== undefined && o.params !== null) {
    // Moonraker only accepts named parameters.
    if (typeof o.params !== 'object' || Array.isArray(o.params)) {
      return errorReply(replyId, INVALID_PARAMS, 'Invalid params')
    }
    params = o.params as Record<string, unknown>
  }
  return { method: o.method, params, id }
}

export function isErrorReply(x: RpcCall | RpcErrorReply): x is RpcErrorReply {
  return 'error' in x
}

/** A server → client notification, serialized once for every socket it goes to. */
export function notificationText(method: string, params?: unknown[]): string {
  return JSON.stringify(params === undefined ? { jsonrpc: '2.0', method } : { jsonrpc: '2.0', method, params })
}
