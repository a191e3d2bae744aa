/** The sim started on the reference stack's own printer.cfg (recorded/printer.cfg), in a fresh data folder. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { RpcClient, startTestSim, until, type TestSim } from '../server/testing/harness'

export const referenceConfigPath = path.join(import.meta.dirname, 'recorded', 'printer.cfg')
export const hasReferenceConfig = existsSync(referenceConfigPath)

export async function startReferenceSim(): Promise<{ t: TestSim; c: RpcClient }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'stratum-reference-'))
  mkdirSync(path.join(dir, 'config'), { recursive: true })
  writeFileSync(path.join(dir, 'config', 'printer.cfg'), readFileSync(referenceConfigPath, 'utf8').split('<data>').join(dir))
  // The reference host has no timelapse component, whose macros would add commands.
  const t = await startTestSim({ fake: false, timeScale: 20, dataDir: dir, without: ['power', 'timelapse', 'spoolman', 'sensor', 'mqtt'] })
  const c = await t.rpc()
  await until(async () => (await c.call<{ klippy_state: string }>('server.info')).klippy_state === 'ready', 20_000)
  return { t, c }
}
