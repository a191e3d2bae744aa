import { startAlerts } from '../../state/alerts/alerts'
import { makeActive } from '../../state/fleet/fleet'

/** Goes to a route of the app as a link does (the router follows the history), from outside React. */
function navigate(to: string): void {
  history.pushState(null, '', to)
  dispatchEvent(new PopStateEvent('popstate'))
}

/** Alerts on; a notification's click makes its printer the active one and shows its dashboard. */
export function startAlertsWith(): () => void {
  return startAlerts((apiUrl) => {
    void makeActive(apiUrl).then(() => navigate('/'))
  })
}
