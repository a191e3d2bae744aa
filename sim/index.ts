import { join } from 'node:path'
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

/** Data folder of printer `n` (from 1) of `count`: one printer keeps the folder itself, a farm gets `printer-n` in it. */
export function farmDataDir(dataDir: string, count: number, n: number): string {
  return count === 1 ? dataDir : join(dataDir, `printer-${n}`)
}

/**
 * Starts `count` independent virtual printers in this process, on consecutive ports from `opts.port`
 * (each on a free port when it is 0), each with its own data folder (farmDataDir) and, in a farm,
 * its own name `printer-n` (kept when the printer already has one). If one fails, those started stop.
 */
export async function startSims(count: number, opts: SimOptions): Promise<RunningSim[]> {
  if (!Number.isInteger(count) || count < 1) throw new Error(`Invalid printer count: ${count}`)
  const sims: RunningSim[] = []
  try {
    for (let n = 1; n <= count; n++) {
      sims.push(
        await startSim({
          ...opts,
          port: opts.port === 0 ? 0 : opts.port + n - 1,
          dataDir: farmDataDir(opts.dataDir, count, n),
          name: count === 1 ? opts.name : `printer-${n}`,
        }),
      )
    }
  } catch (err) {
    await Promise.allSettled(sims.map((s) => s.stop()))
    throw err
  }
  return sims
}
