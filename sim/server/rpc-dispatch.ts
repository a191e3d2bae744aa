import type { SimCore } from './core'
import { rpcError } from './errors'
import {
  INVALID_REQUEST,
  METHOD_NOT_FOUND,
  PARSE_ERROR,
  errorReply,
  isErrorReply,
  parseCall,
  resultReply,
  type RpcReply,
} from './jsonrpc'
import type { RequestContext } from './types'

async function processOne(core: SimCore, obj: unknown, ctx: RequestContext): Promise<RpcReply | null> {
  const call = parseCall(obj)
  if (isErrorReply(call)) return call
  const def = core.registry.byMethod(call.method)
  if (!def) {
    if (ctx.transport === 'websocket') await core.slowReplyDelay()
    return call.id === undefined ? null : errorReply(call.id, METHOD_NOT_FOUND, 'Method not found')
  }
  try {
    const result = await core.invoke(def, call.params, ctx)
    return call.id === undefined ? null : resultReply(call.id, result === undefined ? 'ok' : result)
  } catch (err) {
    const { code, message } = rpcError(err)
    return call.id === undefined ? null : errorReply(call.id, code, message)
  }
}

/**
 * Handles one JSON-RPC payload (a request, a notification or a batch) and returns the
 * text to send back, or null when nothing is owed.
 */
export async function processRpcText(core: SimCore, text: string, ctx: () => RequestContext): Promise<string | null> {
  let payload: unknown
  try {
    payload = JSON.parse(text)
  } catch {
    return JSON.stringify(errorReply(null, PARSE_ERROR, 'Parse error'))
  }
  if (Array.isArray(payload)) {
    if (payload.length === 0) return JSON.stringify(errorReply(null, INVALID_REQUEST, 'Invalid Request'))
    const replies = (await Promise.all(payload.map((p) => processOne(core, p, ctx())))).filter((r) => r !== null)
    return replies.length ? JSON.stringify(replies) : null
  }
  const reply = await processOne(core, payload, ctx())
  return reply ? JSON.stringify(reply) : null
}
