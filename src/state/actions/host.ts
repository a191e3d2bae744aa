import { reboot, restartService as callRestart, shutdown, startService as callStart, stopService as callStop } from '../../moonraker/api/machine'
import { serverRestart } from '../../moonraker/api/server'
import { restartKind } from '../../lib/files/service-map'
import { defineAction } from '../action'
import { expectServerRestart } from '../socket-link'
import { firmwareRestart } from './klippy'

/** The API server's own service: stopping it would cut the dashboard off (SPEC §5). */
export const API_SERVER_SERVICE = 'moonraker'

export const rebootHost = defineAction({ wait: 'host' }, () => reboot())
export const shutdownHost = defineAction({ wait: 'host' }, () => shutdown())

/** Restarts a service; restarting the API server itself is expected to drop the socket. */
export const restartService = defineAction(
  (service: string) => ({ wait: `service:${service}` }),
  (service: string) => {
    if (service === API_SERVER_SERVICE) {
      expectServerRestart()
      return serverRestart()
    }
    return callRestart(service)
  },
)

export const startService = defineAction((service: string) => ({ wait: `service:${service}` }), (service: string) => callStart(service))

export const stopService = defineAction(
  (service: string) => ({ wait: `service:${service}` }),
  async (service: string) => {
    if (service === API_SERVER_SERVICE) throw new Error('Stopping the API server is not allowed')
    return callStop(service)
  },
)

/**
 * After saving a config file: Klipper's .cfg files need a firmware restart (SPEC §7), the API server's
 * config restarts the API server, other files restart their service.
 */
export async function restartServiceFor(service: string): Promise<void> {
  switch (restartKind(service)) {
    case 'klipper':
      await firmwareRestart()
      break
    case 'moonraker':
      await restartService(API_SERVER_SERVICE)
      break
    default:
      await restartService(service)
  }
}
