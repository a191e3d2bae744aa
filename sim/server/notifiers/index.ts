import { confList, prefixSections, type ParsedConf } from '../config/moonraker-conf'
import type { SimCore } from '../core'

/** A notifier as server.notifiers.list reports it (integrations.md, Notifier Status). */
export interface NotifierStatus {
  name: string
  url: string
  events: string[]
  body: string | null
  title: string | null
  body_format: string | null
  attach: string | null
}

/**
 * The [notifier <name>] sections of moonraker.conf. Like Moonraker, a section without a url of the
 * form scheme://… or without events is refused with a warning and the others still load. The sim
 * sends nothing: there is no Apprise behind it.
 */
export function notifiersFrom(conf: ParsedConf, warn: (message: string) => void = () => undefined): NotifierStatus[] {
  const notifiers: NotifierStatus[] = []
  for (const [name, opts] of prefixSections(conf, 'notifier')) {
    const url = opts.url?.trim() ?? ''
    const events = (opts.events ?? '').split(',').map((e) => e.trim()).filter(Boolean)
    if (!/^\w+?:\/\//.test(url)) {
      warn(`[notifier ${name}]: invalid url`)
      continue
    }
    if (!events.length) {
      warn(`[notifier ${name}]: option 'events' is required`)
      continue
    }
    const text = (v: string | undefined) => (v === undefined || v === '' ? null : v)
    notifiers.push({ name, url, events, body: text(opts.body), title: text(opts.title), body_format: text(opts.body_format), attach: opts.attach ? confList(opts.attach).join('\n') || null : null })
  }
  return notifiers
}

/** server.notifiers.list of integrations.md; installed only when moonraker.conf has a [notifier …]. */
export function installNotifiers(core: SimCore, conf: ParsedConf): void {
  const notifiers = notifiersFrom(conf, (message) => core.warnings.push(message))
  core.registry.register({
    method: 'server.notifiers.list',
    http: [{ verb: 'GET', path: '/server/notifiers/list' }],
    handler: () => ({ notifiers: notifiers.map((n) => ({ ...n, events: [...n.events] })) }),
  })
}
