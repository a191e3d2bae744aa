/**
 * How a macro's prompt reaches a client: RESPOND TYPE=command lines as notify_gcode_response, and
 * what Moonraker's gcode store keeps of them for a client that connects later.
 */
import { ContractClient } from './client'
import { until, wait, type Recording, type ScenarioResult } from './scenario'

export const PROMPT_LINES = [
  'action:prompt_begin Contract prompt',
  'action:prompt_text Two words|and a bar',
  'action:prompt_button_group_start',
  'action:prompt_button Purge|M117 purge|primary',
  'action:prompt_button_group_end',
  'action:prompt_footer_button Done|RESPOND TYPE=command MSG=action:prompt_end|info',
  'action:prompt_show',
]

type StoredLine = { message: string; type: string }

export async function runPromptScenario(url: string, log: (s: string) => void = () => {}): Promise<ScenarioResult> {
  const c = await ContractClient.open(url)
  const answers: Recording = {}
  const klippyState = async () => String(((await c.call('server.info')).result as { klippy_state?: string } | undefined)?.klippy_state ?? '')
  const linesSince = (since: number) => c.notifications.filter((n) => n.at >= since && n.method === 'notify_gcode_response').map((n) => n.params?.[0])
  const send = async (name: string, script: string) => {
    log(name)
    const since = Date.now()
    const answer = await c.call('printer.gcode.script', { script })
    await wait(1000)
    answers[name] = answer.error ? { error: answer.error } : { result: { reply: answer.result, notified: linesSince(since).join('\n') } }
  }
  try {
    await until(async () => (await klippyState()) === 'ready', 60_000)
    await send('a prompt sent with RESPOND TYPE=command', PROMPT_LINES.map((l) => `RESPOND TYPE=command MSG="${l}"`).join('\n'))
    await send('a prompt line sent as an echo', 'RESPOND TYPE=echo MSG="action:prompt_begin Not a prompt"')
    await send('the prompt closed', 'RESPOND TYPE=command MSG=action:prompt_end')
    log('server.gcode_store')
    const store = ((await c.call('server.gcode_store', { count: 20 })).result as { gcode_store: StoredLine[] }).gcode_store
    // One text: the recording keeps only the first five entries of a list.
    const from = store.findLastIndex((l) => l.type === 'command' && l.message.includes('prompt_begin Contract prompt'))
    answers['what the gcode store keeps of it'] = { result: store.slice(Math.max(0, from)).filter((l) => l.message.includes('action:prompt')).map((l) => `${l.type}: ${l.message}`).join('\n') }
    return { answers, notifications: {} }
  } finally {
    c.close()
  }
}
