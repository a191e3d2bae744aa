import { moonraker, type Moonraker } from '../client'

/** One `[notifier <name>]` of moonraker.conf (integrations.md, Notifier Status). */
export interface Notifier {
  name: string
  /** The Apprise destination; it carries tokens and chat ids, so it is never shown. */
  url: string
  /** started, complete, error, cancelled, paused, resumed, standby, '*' or 'gcode'. */
  events: string[]
  body: string | null
  title: string | null
  attach: string | null
}

export const listNotifiers = (on: Moonraker = moonraker()) => on.call<{ notifiers: Notifier[] }>('server.notifiers.list')
