import { createKlippy } from './klippy/klippy'
import { launchSim, type KlippyFactory, type RunningSim, type SimOptions } from './server/app'

export type { RunningSim, SimOptions, Credentials } from './server/app'

/**
 * Starts the virtual printer in this process. `createKlippy` replaces the simulated
 * Klipper (tests of the server alone pass a stand-in).
 */
export function startSim(opts: SimOptions, internals: { createKlippy?: KlippyFactory } = {}): Promise<RunningSim> {
  return launchSim(opts, internals.createKlippy ?? createKlippy)
}
