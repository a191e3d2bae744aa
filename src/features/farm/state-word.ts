import { useTranslation } from 'react-i18next'
import type { FarmState } from '../../state/fleet/farm-printer'

export const STATE_COLOR: Partial<Record<FarmState, string>> = {
  printing: 'blue',
  busy: 'blue',
  paused: 'yellow',
  complete: 'green',
  error: 'red',
  shutdown: 'red',
  offline: 'gray',
  login: 'orange',
  refused: 'orange',
  foreign: 'orange',
  cancelled: 'gray',
}

/** The state word in the page's language (the dashboard's words where the states are the printer's). */
export function useStateWord(): (state: FarmState) => string {
  const { t } = useTranslation(['farm', 'dashboard'])
  return (state) => (['offline', 'refused', 'connecting', 'login', 'foreign', 'shutdown', 'startup'].includes(state) ? t(`farm:state.${state}`) : t(`dashboard:state.${state}`))
}
