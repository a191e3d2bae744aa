import { afterLoad } from '../lib/idle'
import { untilLoaded } from '../lib/until-loaded'

/**
 * Starts the alerts (and with them every printer's session) a few seconds after the page has loaded,
 * when it is idle: they run in the background, no part of the first screen.
 */
export function startAlertsLater(): void {
  afterLoad(() => void untilLoaded(() => import('../features/alerts/start-alerts')).then((m) => m.startAlertsWith()), 4000)
}
