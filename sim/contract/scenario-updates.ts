/**
 * The update manager questions: status with and without refresh, refresh of one updater, the errors
 * for unknown updaters, and the operations that are safe on a host whose repos are clones of local
 * mirrors and already current (an upgrade that has nothing to do, a rollback to the same commit, a
 * soft recovery that resets to the current commit). A full update is not asked: on a host with
 * something to install it would really update and restart the services.
 */
import { ContractClient, type Notification } from './client'
import { rpcAnswer, summarise, until, wait, type Recording, type ScenarioResult } from './scenario'

/** The updater the operations run on: present on every host and restartable without harm. */
export const UPDATE_TARGET = 'klipper'

const isReady = async (c: ContractClient) => ((await c.call('server.info')).result as { klippy_state?: string } | undefined)?.klippy_state === 'ready'

/** The update_response notifications' params, in order. */
function updateResponses(list: Notification[]): unknown[] {
  return list.filter((n) => n.method === 'notify_update_response').map((n) => n.params?.[0])
}

export async function runUpdateScenario(url: string, log: (s: string) => void = () => {}): Promise<ScenarioResult> {
  const c = await ContractClient.open(url)
  const answers: Recording = {}
  const notifications: ScenarioResult['notifications'] = {}
  const ask = async (name: string, method: string, params?: Record<string, unknown>) => {
    log(name)
    answers[name] = rpcAnswer(await c.call(method, params, 120_000))
    return answers[name]
  }
  /** Asks, waits for what follows, and keeps the notifications and update messages of the step. */
  const step = async (name: string, method: string, params: Record<string, unknown>, settleMs = 1500) => {
    const since = Date.now()
    await ask(name, method, params)
    await wait(settleMs)
    const after = c.notifications.filter((n) => n.at >= since)
    notifications[name] = summarise(after)
    answers[`${name} messages`] = { result: updateResponses(after) }
  }
  try {
    await until(() => isReady(c), 60_000)
    await ask('update status', 'machine.update.status')
    await step('update status refresh', 'machine.update.status', { refresh: true })
    await step(`update refresh ${UPDATE_TARGET}`, 'machine.update.refresh', { name: UPDATE_TARGET })
    // A second refreshing status within a minute of the last refresh: Moonraker skips the refresh.
    await step('update status refresh again', 'machine.update.status', { refresh: true })
    await ask('update refresh without name', 'machine.update.refresh', {})
    await wait(500)

    await ask('machine.update.upgrade unknown', 'machine.update.upgrade', { name: 'no_such_updater' })
    await ask('machine.update.client unknown', 'machine.update.client', { name: 'no_such_updater' })
    await ask('machine.update.recover unknown', 'machine.update.recover', { name: 'no_such_updater' })
    await ask('machine.update.recover without name', 'machine.update.recover', {})
    await ask('machine.update.rollback unknown', 'machine.update.rollback', { name: 'no_such_updater' })
    await ask('machine.update.rollback without name', 'machine.update.rollback', {})

    await step(`update upgrade ${UPDATE_TARGET}`, 'machine.update.upgrade', { name: UPDATE_TARGET })
    await until(() => isReady(c), 60_000)
    await step(`update rollback ${UPDATE_TARGET}`, 'machine.update.rollback', { name: UPDATE_TARGET })
    await until(() => isReady(c), 60_000)
    await step(`update recover ${UPDATE_TARGET}`, 'machine.update.recover', { name: UPDATE_TARGET })
    await until(() => isReady(c), 60_000)
    await ask('update status after', 'machine.update.status')
    return { answers, notifications }
  } finally {
    c.close()
  }
}
