import { moonraker } from '../client'
import { MoonrakerError } from '../errors'
import type { SpoolmanProxyReply, SpoolmanSpool, SpoolmanStatus } from '../spoolman-types'

export const getSpoolmanStatus = () => moonraker().call<SpoolmanStatus>('server.spoolman.status')
export const getActiveSpoolId = () => moonraker().call<{ spool_id: number | null }>('server.spoolman.get_spool_id')
/** null clears the active spool: Moonraker then stops reporting usage. */
export const postActiveSpoolId = (spoolId: number | null) =>
  moonraker().call<{ spool_id: number | null }>('server.spoolman.post_spool_id', spoolId === null ? {} : { spool_id: spoolId })

/**
 * A GET of Spoolman's own API through Moonraker. Version 2 answers tell Spoolman's errors (its status
 * and message) from Moonraker's; both come back as a MoonrakerError.
 */
async function proxyGet<T>(path: string, query?: string): Promise<T> {
  const reply = await moonraker().call<SpoolmanProxyReply<T>>('server.spoolman.proxy', {
    request_method: 'GET',
    path,
    ...(query ? { query } : {}),
    use_v2_response: true,
  })
  if (reply.error || reply.response === null) throw new MoonrakerError(reply.error?.status_code ?? 500, reply.error?.message ?? 'Spoolman error', 'server.spoolman.proxy')
  return reply.response
}

/** Every spool that is not archived. */
export const listSpools = () => proxyGet<SpoolmanSpool[]>('/v1/spool', 'allow_archived=false')
export const getSpool = (id: number) => proxyGet<SpoolmanSpool>(`/v1/spool/${id}`)
