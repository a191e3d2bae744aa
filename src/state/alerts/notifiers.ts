/**
 * The notifiers the printer's host pushes to phones and chat apps on its own (Moonraker's
 * [notifier] component), read once when shown; only asked of a host that has the component.
 */
import { useEffect, useState } from 'react'
import { listNotifiers, type Notifier } from '../../moonraker/api/notifiers'
import { useHasComponent, useServerStore } from '../server'
import { useSessionStore } from '../session'

export type HostNotifier = Pick<Notifier, 'name' | 'events'>

export interface HostNotifiers {
  /** null while loading; empty when the host has none (or no notifier component). */
  notifiers: HostNotifier[] | null
  failed: boolean
}

export function useHostNotifiers(): HostNotifiers {
  const has = useHasComponent('notifier')
  const known = useServerStore((s) => s.components.length > 0)
  const apiUrl = useSessionStore((s) => s.apiUrl)
  const [state, setState] = useState<HostNotifiers & { key: string }>({ notifiers: null, failed: false, key: '' })
  const key = `${apiUrl}|${has}`
  useEffect(() => {
    if (!has) return
    let live = true
    listNotifiers()
      // The url carries the service's secrets: it goes no further than this.
      .then((r) => live && setState({ key, failed: false, notifiers: r.notifiers.map((n) => ({ name: n.name, events: n.events })) }))
      .catch(() => live && setState({ key, failed: true, notifiers: [] }))
    return () => {
      live = false
    }
  }, [has, key])
  if (!has) return { notifiers: known ? [] : null, failed: false }
  return state.key === key ? { notifiers: state.notifiers, failed: state.failed } : { notifiers: null, failed: false }
}
