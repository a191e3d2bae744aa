/**
 * A Moonraker without a [spoolman] section: what its Spoolman methods and routes answer (the reference
 * host has none; a client must take these answers as "no Spoolman here").
 */
import { ContractClient } from './client'
import type { Recording, ScenarioResult } from './scenario'

export async function runSpoolmanScenario(url: string, log: (s: string) => void = () => {}): Promise<ScenarioResult> {
  const c = await ContractClient.open(url)
  const answers: Recording = {}
  try {
    const info = (await c.call('server.info')).result as { components?: string[] } | undefined
    answers['server.info lists spoolman'] = { result: Boolean(info?.components?.includes('spoolman')) }
    for (const [method, params] of [
      ['server.spoolman.status', undefined],
      ['server.spoolman.get_spool_id', undefined],
      ['server.spoolman.post_spool_id', { spool_id: 1 }],
      ['server.spoolman.proxy', { request_method: 'GET', path: '/v1/spool' }],
    ] as const) {
      log(method)
      const a = await c.call(method, params)
      answers[method] = a.error ? { error: a.error } : { result: a.result }
    }
    for (const [verb, path] of [['GET', '/server/spoolman/status'], ['GET', '/server/spoolman/spool_id'], ['POST', '/server/spoolman/spool_id']] as const) {
      log(`${verb} ${path}`)
      const res = await fetch(`${url}${path}`, { method: verb, headers: { 'Content-Type': 'application/json' }, body: verb === 'POST' ? '{"spool_id": 1}' : undefined })
      const body = (await res.json().catch(() => null)) as { error?: { code?: number; message?: string } } | null
      answers[`${verb} ${path}`] = { result: { status: res.status, code: body?.error?.code ?? null, message: body?.error?.message ?? null } }
    }
    return { answers, notifications: {} }
  } finally {
    c.close()
  }
}
