import { moonraker, type Moonraker } from '../client'
import type { AccessInfo, LoginResult, User } from '../types'

export const login = (username: string, password: string, source: string) =>
  moonraker().callEither<LoginResult>('access.login', { username, password, source }, 'POST', 'access/login', { noAuth: true })
export const logout = () => moonraker().callEither<{ username: string; action: string }>('access.logout', {}, 'POST', 'access/logout')
export const accessInfo = () => moonraker().callEither<AccessInfo>('access.info', {}, 'GET', 'access/info', { noAuth: true })
export const currentUser = () => moonraker().callEither<User>('access.get_user', {}, 'GET', 'access/user')
export const listUsers = () => moonraker().callEither<{ users: User[] }>('access.users.list', {}, 'GET', 'access/users/list')
export const createUser = (username: string, password: string) =>
  moonraker().callEither<User & { token: string; refresh_token: string; action: string }>('access.post_user', { username, password }, 'POST', 'access/user')
export const deleteUser = (username: string) =>
  moonraker().callEither<{ username: string; action: string }>('access.delete_user', { username }, 'DELETE', 'access/user')
export const changePassword = (password: string, new_password: string) =>
  moonraker().callEither<{ username: string; action: string }>('access.user.password', { password, new_password }, 'POST', 'access/user/password')
export const getApiKey = () => moonraker().callEither<string>('access.get_api_key', {}, 'GET', 'access/api_key')
export const refreshApiKey = () => moonraker().callEither<string>('access.post_api_key', {}, 'POST', 'access/api_key')
/** Always HTTP: the socket itself is opened with a oneshot token. */
export const oneshotToken = (on: Moonraker = moonraker()) => on.http.request<string>('access/oneshot_token')
