import type { IncomingMessage, ServerResponse } from 'node:http'
import type { MethodRegistry } from '../registry'
import { ApiError, type MethodDef, type Params, type RequestContext } from '../types'
import { sendJson } from './reply'
import { requestArgs } from './request-args'

/** What serves a request once the server knows who is asking. */
export interface RouteTable {
  registry: MethodRegistry
  /** Throws when the caller may not use a route; `auth` false marks the routes open to everyone. */
  authorize(auth: boolean | undefined): void
  /** Runs a method for the request. */
  invoke(def: MethodDef, params: Params, ctx: RequestContext): Promise<unknown>
}

/** '/server/info/' and '/server/info' are the same endpoint. */
export function endpointPath(url: URL): string {
  return url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname
}

/**
 * Serves one request: a method's HTTP route (its result wrapped in `result`, 'ok' for none), else the
 * raw routes under the path, else 405 when the path has routes for other verbs, else 404. Throws errors.
 */
export async function serveRoute(table: RouteTable, req: IncomingMessage, res: ServerResponse, url: URL, ctx: RequestContext): Promise<void> {
  const verb = req.method ?? 'GET'
  const path = endpointPath(url)
  const def = table.registry.byRoute(verb === 'HEAD' ? 'GET' : verb, path)
  if (def) {
    table.authorize(def.auth)
    const result = await table.invoke(def, await requestArgs(req, url), ctx)
    return sendJson(res, 200, { result: result === undefined ? 'ok' : result })
  }
  for (const route of table.registry.rawRoutes(verb, url.pathname)) {
    table.authorize(route.auth)
    if (await route.handler(req, res, ctx, url)) return
  }
  if (table.registry.hasPath(path)) throw new ApiError(405, 'Method Not Allowed')
  throw new ApiError(404, 'Not Found')
}
