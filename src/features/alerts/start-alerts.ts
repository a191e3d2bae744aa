import type { NavigateFunction } from 'react-router'
import { startAlerts } from '../../state/alerts/alerts'
import { makeActive } from '../../state/fleet/fleet'

/** Alerts on; a notification's click makes its printer the active one and shows its dashboard. */
export function startAlertsWith(navigate: NavigateFunction): () => void {
  return startAlerts((apiUrl) => {
    void makeActive(apiUrl).then(() => navigate('/'))
  })
}
