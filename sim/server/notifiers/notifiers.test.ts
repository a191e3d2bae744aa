import { appendFileSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseConf } from '../config/moonraker-conf'
import { startTestSim, type TestSim } from '../testing/harness'
import { notifiersFrom } from '.'

const NOTIFIERS = `
[notifier phone]
url: ntfy://ntfy.sh/my-printer-topic
events: complete, error, cancelled, paused
body: Your printer status has changed to {event_name}

[notifier print_complete]
url: tgram://{bottoken}/{ChatID}
events: complete
attach: http://192.168.1.100/webcam/?action=snapshot

[notifier broken]
url: not-a-url
events: *
`

describe('notifiers', () => {
  it('reads [notifier …] sections as Moonraker reports them, leaving out invalid ones with a warning', () => {
    const warnings: string[] = []
    const list = notifiersFrom(parseConf(NOTIFIERS), (w) => warnings.push(w))
    expect(list).toEqual([
      { name: 'phone', url: 'ntfy://ntfy.sh/my-printer-topic', events: ['complete', 'error', 'cancelled', 'paused'], body: 'Your printer status has changed to {event_name}', title: null, body_format: null, attach: null },
      { name: 'print_complete', url: 'tgram://{bottoken}/{ChatID}', events: ['complete'], body: null, title: null, body_format: null, attach: 'http://192.168.1.100/webcam/?action=snapshot' },
    ])
    expect(warnings).toEqual(['[notifier broken]: invalid url'])
  })

  describe('on the server', () => {
    let t: TestSim
    beforeAll(async () => {
      t = await startTestSim()
    })
    afterAll(() => t.close())

    it('has no notifier component without a [notifier …] section', async () => {
      expect(readFileSync(join(t.dataDir, 'config', 'moonraker.conf'), 'utf8')).not.toMatch(/\[notifier /)
      expect((await t.request('GET', '/server/info')).body.result.components).not.toContain('notifier')
      expect((await t.request('GET', '/server/notifiers/list')).status).toBe(404)
      const c = await t.rpc()
      await expect(c.call('server.notifiers.list')).rejects.toMatchObject({ code: -32601 })
    })

    it('lists the configured notifiers over HTTP and the socket, and reports the component', async () => {
      appendFileSync(join(t.dataDir, 'config', 'moonraker.conf'), NOTIFIERS)
      await t.restart()
      expect((await t.request('GET', '/server/info')).body.result.components).toContain('notifier')
      const http = (await t.request('GET', '/server/notifiers/list')).body.result
      expect(http.notifiers.map((n: { name: string }) => n.name)).toEqual(['phone', 'print_complete'])
      const c = await t.rpc()
      expect(await c.call('server.notifiers.list')).toEqual(http)
    })
  })
})
