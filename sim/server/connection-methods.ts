import type { Authenticator } from './auth/authenticator'
import type { SimCore } from './core'
import { getString, optString } from './params'
import { ApiError, type RequestContext } from './types'

const CLIENT_TYPES = new Set(['web', 'mobile', 'desktop', 'display', 'bot', 'agent', 'other'])

function socketOf(core: SimCore, ctx: RequestContext) {
  const conn = ctx.connectionId === undefined ? undefined : core.connections.get(ctx.connectionId)
  if (!conn) throw new ApiError(400, 'This method is only available over a websocket connection')
  return conn
}

/** server.connection.identify and server.websocket.id: websocket only. */
export function installConnectionMethods(core: SimCore, auth: Authenticator): void {
  core.registry.register({
    method: 'server.connection.identify',
    auth: false,
    async handler(params, ctx) {
      const conn = socketOf(core, ctx)
      if (conn.identity) throw new ApiError(400, 'Connection already identified')
      const identity = {
        client_name: getString(params, 'client_name'),
        version: getString(params, 'version'),
        type: getString(params, 'type').toLowerCase(),
        url: getString(params, 'url'),
      }
      if (!CLIENT_TYPES.has(identity.type)) throw new ApiError(400, `Invalid client type: ${identity.type}`)
      if (identity.type === 'agent') {
        for (const other of core.connections.all()) {
          if (other.identity?.type === 'agent' && other.identity.client_name === identity.client_name) {
            throw new ApiError(400, `Agent '${identity.client_name}' is already connected`)
          }
        }
      }
      const token = optString(params, 'access_token')
      const apiKey = optString(params, 'api_key')
      if (token) {
        const user = await auth.userFromJwt(token)
        if (!user) throw new ApiError(401, 'Error decoding JWT')
        conn.user = user
      } else if (apiKey) {
        const user = auth.userFromApiKey(apiKey)
        if (!user) throw new ApiError(401, 'Invalid API Key')
        conn.user = user
      }
      conn.identity = identity
      core.log(`Websocket ${conn.id} identified as ${identity.client_name} ${identity.version} (${identity.type})`)
      return { connection_id: conn.id }
    },
  })

  core.registry.register({
    method: 'server.websocket.id',
    auth: false,
    handler: (_params, ctx) => ({ websocket_id: socketOf(core, ctx).id }),
  })
}
