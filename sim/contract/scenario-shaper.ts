/**
 * The bridge websocket (/klippysocket) and the accelerometer's endpoint on a printer without an
 * accelerometer: what Klipper's API answers through Moonraker, and what its console says to the
 * resonance commands it does not have.
 */
import WebSocket from 'ws'
import { ContractClient } from './client'
import { until, wait, type Recording, type ScenarioResult } from './scenario'

interface BridgeReply {
  id?: number
  result?: Record<string, unknown>
  error?: unknown
}

async function openBridge(url: string): Promise<{ ask(method: string, params?: unknown): Promise<BridgeReply>; close(): void }> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/klippysocket`)
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  const replies = new Map<number, BridgeReply>()
  ws.on('message', (m) => {
    const msg = JSON.parse(String(m)) as BridgeReply
    if (typeof msg.id === 'number') replies.set(msg.id, msg)
  })
  let next = 100
  return {
    async ask(method, params = {}) {
      const id = next++
      ws.send(JSON.stringify({ id, method, params }))
      await until(async () => replies.has(id), 10_000)
      return replies.get(id)!
    },
    close: () => ws.close(),
  }
}

export async function runShaperScenario(url: string, log: (s: string) => void = () => {}): Promise<ScenarioResult> {
  const c = await ContractClient.open(url)
  const answers: Recording = {}
  const klippyState = async () => String(((await c.call('server.info')).result as { klippy_state?: string } | undefined)?.klippy_state ?? '')
  try {
    await until(async () => (await klippyState()) === 'ready', 60_000)
    const bridge = await openBridge(url)
    try {
      const ask = async (name: string, method: string, params?: unknown) => {
        log(name)
        const reply = await bridge.ask(method, params)
        // Klipper's own error shape ({error, message}) rides in the result: it is not Moonraker's.
        answers[name] = { result: reply.error !== undefined ? { error: reply.error } : reply.result }
      }
      log('bridge info')
      const info = await bridge.ask('info')
      // The host's paths and ids differ: the field names and the state are the contract.
      answers['bridge: info'] = { result: { fields: Object.keys(info.result ?? {}).sort().join(','), state: info.result?.state } }
      await ask('bridge: adxl345/dump_adxl345 without a chip', 'adxl345/dump_adxl345', { sensor: 'adxl345', response_template: {} })
      await ask('bridge: adxl345/dump_adxl345 without a sensor', 'adxl345/dump_adxl345', {})
      await ask('bridge: an unknown path', 'no/such_path', {})
      await ask('bridge: objects/query input_shaper', 'objects/query', { objects: { input_shaper: null } })
      for (const script of ['ACCELEROMETER_QUERY', 'TEST_RESONANCES AXIS=X', 'SHAPER_CALIBRATE', 'SET_INPUT_SHAPER']) {
        log(script)
        const since = Date.now()
        const reply = await bridge.ask('gcode/script', { script })
        await wait(500)
        const lines = c.notifications.filter((n) => n.at >= since && n.method === 'notify_gcode_response').map((n) => n.params?.[0])
        answers[`bridge: gcode/script ${script}`] = { result: { reply: reply.error ?? reply.result, notified: lines.join('\n') } }
      }
    } finally {
      bridge.close()
    }
    return { answers, notifications: {} }
  } finally {
    c.close()
  }
}
