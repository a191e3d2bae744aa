import { changePassword as callChangePassword, createUser as callCreate, deleteUser as callDelete, getApiKey, listUsers, refreshApiKey } from '../../moonraker/api/access'
import { defineAction } from '../action'

export const loadUsers = defineAction({}, () => listUsers())
export const createUser = defineAction({ wait: 'users' }, (username: string, password: string) => callCreate(username, password))
export const deleteUser = defineAction({ wait: 'users' }, (username: string) => callDelete(username))

/** Throws on failure so the dialog can show 'wrong password' and keep what was typed. */
export const changePassword = defineAction({ errors: 'silent' }, (password: string, newPassword: string) => callChangePassword(password, newPassword))

/** The API key of SPEC §6 (Settings → Authentication), and a fresh one replacing it. */
export const loadApiKey = defineAction({}, () => getApiKey())
export const renewApiKey = defineAction({ wait: 'api-key' }, () => refreshApiKey())
