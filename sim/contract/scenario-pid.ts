/**
 * PID_CALIBRATE as a client sees it: the errors for a missing target, an unknown heater and a
 * target over the heater's max_temp; then a run on the extruder — its target while it cycles, the
 * call answered only at the end, the parameters line, and the values held for SAVE_CONFIG. Klipper
 * is restarted at the end, so the pending values are dropped and the host is left as it was.
 */
import { ContractClient } from './client'
import { until, wait, type Recording, type ScenarioResult } from './scenario'

/** Low, so the reference host's heater model cycles quickly; the virtual printer's is time-scaled. */
export const PID_TARGET = 60

type Objects = {
  extruder: { target: number }
  idle_timeout: { state: string }
  configfile: { save_config_pending: boolean; save_config_pending_items: Record<string, Record<string, string>> }
}

/** Gains differ with each heater's physics: keep their form, not their value. */
export const maskNumbers = (s: string) => s.replace(/-?\d+\.\d+/g, '<n>')

export async function runPidScenario(url: string, log: (s: string) => void = () => {}): Promise<ScenarioResult> {
  const c = await ContractClient.open(url)
  const answers: Recording = {}
  const klippyState = async () => String(((await c.call('server.info')).result as { klippy_state?: string } | undefined)?.klippy_state ?? '')
  const linesSince = (since: number) => c.notifications.filter((n) => n.at >= since && n.method === 'notify_gcode_response').map((n) => String(n.params?.[0]))
  const objects = async () => {
    const q = await c.call('printer.objects.query', { objects: { extruder: ['target'], idle_timeout: ['state'], configfile: ['save_config_pending', 'save_config_pending_items'] } })
    return (q.result as { status: Objects }).status
  }
  const refused = async (name: string, script: string) => {
    log(name)
    const answer = await c.call('printer.gcode.script', { script })
    answers[name] = answer.error ? { error: answer.error } : { result: answer.result }
  }
  try {
    await until(async () => (await klippyState()) === 'ready', 60_000)
    await refused('PID_CALIBRATE without a target', 'PID_CALIBRATE HEATER=extruder')
    await refused('PID_CALIBRATE of an unknown heater', 'PID_CALIBRATE HEATER=chamber TARGET=60')
    await refused('PID_CALIBRATE over max_temp', 'PID_CALIBRATE HEATER=extruder TARGET=999')

    log('PID_CALIBRATE of the extruder')
    const since = Date.now()
    let settled = false
    const run = c.call('printer.gcode.script', { script: `PID_CALIBRATE HEATER=extruder TARGET=${PID_TARGET}` }, 600_000).finally(() => (settled = true))
    await wait(1500)
    const during = await objects()
    answers['while it runs'] = { result: { answered: settled, target: during.extruder.target, idle_timeout: during.idle_timeout.state } }
    const answer = await run
    await wait(1000)
    const after = await objects()
    const items = after.configfile.save_config_pending_items.extruder ?? {}
    answers['when it ends'] = {
      result: {
        reply: answer.error ? { error: answer.error } : answer.result,
        parameters: maskNumbers(linesSince(since).find((l) => l.includes('PID parameters')) ?? ''),
        target: after.extruder.target,
        save_config_pending: after.configfile.save_config_pending,
        pending: Object.fromEntries(Object.entries(items).map(([k, v]) => [k, maskNumbers(v)])),
        values_to_three_places: Object.entries(items).filter(([k]) => k.startsWith('pid_')).every(([, v]) => /^\d+\.\d{3}$/.test(v)),
      },
    }
    // Each kind of line once: the temperature report comes every second while it runs.
    const lines = linesSince(since).filter((l) => !l.includes('PID parameters') && !l.startsWith('!!'))
    answers['the other lines it prints'] = { result: [...new Set(lines.map(maskNumbers))].join('\n') }
    return { answers, notifications: {} }
  } finally {
    log('RESTART')
    await c.call('printer.restart').catch(() => undefined)
    await wait(2000)
    await until(async () => (await klippyState().catch(() => '')) === 'ready', 90_000).catch(() => undefined)
    c.close()
  }
}
