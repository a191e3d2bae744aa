import type { SimCore } from '../core'
import { getString, optString } from '../params'
import { ApiError, type RequestContext, type SimUser } from '../types'
import type { Authenticator } from './authenticator'
import { signToken, verifyToken } from './tokens'
import { RESERVED_USERS } from './users'

const MAX_USERNAME = 60

function realUser(ctx: RequestContext, action: string): SimUser {
  const user = ctx.user
  if (!user || RESERVED_USERS.has(user.username)) {
    throw new ApiError(400, `Invalid ${action} request for user ${user?.username ?? 'unknown'}`)
  }
  return user
}

/** The access.* methods of authorization.md. */
export function installAuthMethods(core: SimCore, auth: Authenticator, ldapDirectory: Map<string, string>): void {
  const { store } = auth
  const reg = (d: Parameters<SimCore['registry']['register']>[0]) => core.registry.register(d)
  const sources = () => (auth.options.ldap ? ['moonraker', 'ldap'] : ['moonraker'])

  const bindSocket = (ctx: RequestContext, user: SimUser | null) => {
    if (ctx.connectionId === undefined) return
    const conn = core.connections.get(ctx.connectionId)
    if (conn) conn.user = user
  }

  reg({
    method: 'access.login',
    http: [{ verb: 'POST', path: '/access/login' }],
    auth: false,
    async handler(params, ctx) {
      const username = getString(params, 'username')
      const password = getString(params, 'password')
      const source = optString(params, 'source', 'moonraker').toLowerCase()
      if (RESERVED_USERS.has(username)) throw new ApiError(400, `Invalid Request for user ${username}`)
      if (!sources().includes(source)) throw new ApiError(400, `Invalid authentication source: ${source}`)
      if (source === 'ldap') {
        if (ldapDirectory.get(username) !== password) throw new ApiError(401, 'ldap: Invalid Username or Password')
        if (!store.get(username)) {
          await store.create(username, password, 'ldap')
          core.notify('notify_user_created', [{ username }])
        }
      } else {
        if (!store.get(username)) throw new ApiError(400, `Unregistered User: ${username}`)
        if (store.get(username)?.source !== 'moonraker') throw new ApiError(400, `User ${username} must log in through ldap`)
        if (!(await store.verifyPassword(username, password))) throw new ApiError(400, 'Invalid Password')
      }
      const user = store.get(username) as SimUser
      bindSocket(ctx, user)
      core.log(`User ${username} logged in`)
      return {
        username,
        token: await signToken(store, username, 'auth'),
        refresh_token: await signToken(store, username, 'refresh'),
        action: 'user_logged_in',
        source: user.source,
      }
    },
  })

  reg({
    method: 'access.logout',
    http: [{ verb: 'POST', path: '/access/logout' }],
    handler(_params, ctx) {
      const user = realUser(ctx, 'log out')
      store.revokeTokens(user.username)
      for (const c of core.connections.forUser(user.username)) c.user = null
      core.notify('notify_user_logged_out', [{ username: user.username }])
      core.log(`User ${user.username} logged out`)
      return { username: user.username, action: 'user_logged_out' }
    },
  })

  reg({
    method: 'access.get_user',
    http: [{ verb: 'GET', path: '/access/user' }],
    handler(_params, ctx) {
      const u = ctx.user as SimUser
      return { username: u.username, source: u.source, created_on: u.created_on }
    },
  })

  reg({
    method: 'access.post_user',
    http: [{ verb: 'POST', path: '/access/user' }],
    async handler(params) {
      const username = getString(params, 'username').trim()
      const password = getString(params, 'password')
      if (!username || username.length > MAX_USERNAME) throw new ApiError(400, `Invalid username '${username}'`)
      if (RESERVED_USERS.has(username)) throw new ApiError(400, `Invalid Request for user ${username}`)
      if (store.get(username)) throw new ApiError(400, `User ${username} already exists`)
      if (!password) throw new ApiError(400, 'A password is required')
      await store.create(username, password)
      core.notify('notify_user_created', [{ username }])
      core.log(`User ${username} created`)
      return {
        username,
        token: await signToken(store, username, 'auth'),
        refresh_token: await signToken(store, username, 'refresh'),
        source: 'moonraker',
        action: 'user_created',
      }
    },
  })

  reg({
    method: 'access.delete_user',
    http: [{ verb: 'DELETE', path: '/access/user' }],
    handler(params, ctx) {
      const username = getString(params, 'username')
      if (ctx.user?.username === username) throw new ApiError(400, `Cannot delete logged in user ${username}`)
      if (RESERVED_USERS.has(username)) throw new ApiError(400, `Invalid Request for reserved user ${username}`)
      if (!store.delete(username)) throw new ApiError(404, `No registered user: ${username}`)
      for (const c of core.connections.forUser(username)) c.user = null
      core.notify('notify_user_deleted', [{ username }])
      core.log(`User ${username} deleted`)
      return { username, action: 'user_deleted' }
    },
  })

  reg({
    method: 'access.users.list',
    http: [{ verb: 'GET', path: '/access/users/list' }],
    handler: () => ({ users: store.list() }),
  })

  reg({
    method: 'access.user.password',
    http: [{ verb: 'POST', path: '/access/user/password' }],
    async handler(params, ctx) {
      const user = realUser(ctx, 'password reset')
      const password = getString(params, 'password')
      const newPassword = getString(params, 'new_password')
      if (user.source !== 'moonraker') throw new ApiError(400, 'Passwords of ldap users are managed by the directory')
      if (!(await store.verifyPassword(user.username, password))) throw new ApiError(400, 'Invalid Password')
      if (!newPassword) throw new ApiError(400, 'A new password is required')
      await store.setPassword(user.username, newPassword)
      return { username: user.username, action: 'user_password_reset' }
    },
  })

  reg({
    method: 'access.refresh_jwt',
    http: [{ verb: 'POST', path: '/access/refresh_jwt' }],
    auth: false,
    async handler(params) {
      const username = await verifyToken(store, getString(params, 'refresh_token'), 'refresh')
      const user = username ? store.get(username) : undefined
      if (!user) throw new ApiError(401, 'Invalid refresh token')
      return {
        username: user.username,
        token: await signToken(store, user.username, 'auth'),
        source: user.source,
        action: 'user_jwt_refresh',
      }
    },
  })

  reg({
    method: 'access.oneshot_token',
    http: [{ verb: 'GET', path: '/access/oneshot_token' }],
    handler: (_params, ctx) => auth.issueOneshot(ctx.user as SimUser, ctx.ip),
  })

  reg({
    method: 'access.info',
    http: [{ verb: 'GET', path: '/access/info' }],
    auth: false,
    handler: (_params, ctx) => ({
      default_source: 'moonraker',
      available_sources: sources(),
      login_required: auth.loginRequired,
      trusted: auth.isTrusted(ctx.ip),
    }),
  })

  reg({
    method: 'access.get_api_key',
    http: [{ verb: 'GET', path: '/access/api_key' }],
    handler: () => store.apiKey,
  })

  reg({
    method: 'access.post_api_key',
    http: [{ verb: 'POST', path: '/access/api_key' }],
    handler: () => store.rotateApiKey(),
  })
}
