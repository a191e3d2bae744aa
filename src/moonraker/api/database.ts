import { moonraker, type Moonraker } from '../client'

export const getDatabaseItem = <T = unknown>(namespace: string, key?: string, on: Moonraker = moonraker()) =>
  on.callEither<{ namespace: string; key: string; value: T }>(
    'server.database.get_item', key === undefined ? { namespace } : { namespace, key }, 'GET', 'server/database/item')
export const postDatabaseItem = <T = unknown>(namespace: string, key: string, value: T) =>
  moonraker().callEither<{ namespace: string; key: string; value: T }>('server.database.post_item', { namespace, key, value }, 'POST', 'server/database/item')
export const deleteDatabaseItem = (namespace: string, key: string) =>
  moonraker().callEither<{ namespace: string; key: string; value: unknown }>('server.database.delete_item', { namespace, key }, 'DELETE', 'server/database/item')
