import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { whenIdle } from '../../lib/idle'
import { untilLoaded } from '../../lib/until-loaded'

/**
 * Starts the alerts once the first screen is drawn (their code and the fleet's load then); a click on
 * a desktop notification opens that printer's dashboard.
 */
export function AlertsStarter() {
  const navigate = useNavigate()
  useEffect(() => {
    let stop: (() => void) | undefined
    let live = true
    const cancel = whenIdle(() => {
      void untilLoaded(() => import('./start-alerts')).then((m) => {
        if (live) stop = m.startAlertsWith(navigate)
      })
    }, 3000)
    return () => {
      live = false
      cancel()
      stop?.()
    }
  }, [navigate])
  return null
}
