import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { defaultPrinterCfg } from '../klippy/default-config'
import type { Klippy, KlippyOptions } from '../klippy/types'
import { Authenticator } from './auth/authenticator'
import { UserStore } from './auth/users'
import { installComponents } from './components'
import { confList, defaultMoonrakerConf, parseConf } from './config/moonraker-conf'
import { isFaultFlag, type FaultFlag } from './control/faults'
import { Outage, type OutageMode } from './control/outage'
import { SimCore } from './core'
import { Database } from './database/store'
import { CorsPolicy } from './http/cors'
import { createHttpServer } from './http/server'
import { LogFile } from './logs'
import { attachWebsocket } from './websocket'

export interface Credentials {
  username: string
  password: string
}

export interface SimOptions {
  /** 0 picks a free port. */
  port: number
  host?: string
  dataDir: string
  timeScale?: number
  /** Logins required and nobody trusted. */
  auth?: boolean
  users?: Credentials[]
  faults?: string[]
  /** Moonraker components to leave out, as on a host without them in moonraker.conf (default: all kept). */
  without?: ('power' | 'timelapse' | 'spoolman' | 'sensor' | 'mqtt')[]
  /** Accounts of a simulated LDAP directory; when given, 'ldap' becomes a login source. */
  ldapUsers?: Credentials[]
  /** Past jobs to invent when the history is empty (`npm start`); tests leave it unset for an empty history. */
  seedHistory?: number
  /** Whether an empty camera list gets the sim's own camera (default true). */
  seedCamera?: boolean
  /** Web origins allowed beside moonraker.conf's cors_domains: the dashboard `npm start` serves. */
  corsOrigins?: string[]
  /** The printer's name, stored where dashboards read it (fluidd uiSettings.general.instanceName) unless one is there. */
  name?: string
}

export interface RunningSim {
  port: number
  url: string
  stop(): Promise<void>
  setFault(flag: string, on: boolean): void
  /** Takes the API away for `seconds` (0: until endOutage); see /sim/outage. */
  outage(mode: OutageMode, seconds?: number): void
  endOutage(): void
}

export type KlippyFactory = (options: KlippyOptions) => Klippy

function prepareDataFolder(dataDir: string, port: number): { configPath: string; confPath: string } {
  for (const sub of ['config', 'gcodes', 'logs', 'database', 'comms']) mkdirSync(join(dataDir, sub), { recursive: true })
  const configPath = join(dataDir, 'config', 'printer.cfg')
  if (!existsSync(configPath)) writeFileSync(configPath, defaultPrinterCfg())
  const confPath = join(dataDir, 'config', 'moonraker.conf')
  if (!existsSync(confPath)) writeFileSync(confPath, defaultMoonrakerConf(dataDir, port || 7125))
  return { configPath, confPath }
}

/** Where Fluidd, and Stratum after it, keep the name the user gave the printer. */
const NAME_KEY = ['fluidd', 'uiSettings.general.instanceName'] as const

function checkedFlag(flag: string): FaultFlag {
  if (!isFaultFlag(flag)) throw new Error(`Unknown fault '${flag}'`)
  return flag
}

/** Starts the virtual printer: Moonraker's API on HTTP and websocket, the simulated Klippy behind it. */
export async function launchSim(opts: SimOptions, createKlippy: KlippyFactory): Promise<RunningSim> {
  const dataDir = resolve(opts.dataDir)
  const timeScale = opts.timeScale && opts.timeScale > 0 ? opts.timeScale : 1
  const host = opts.host ?? '127.0.0.1'
  const { configPath, confPath } = prepareDataFolder(dataDir, opts.port)
  const logs = {
    moonraker: new LogFile(join(dataDir, 'logs'), 'moonraker.log', true),
    klippy: new LogFile(join(dataDir, 'logs'), 'klippy.log', false),
  }
  const core = new SimCore(dataDir, timeScale, logs.moonraker)
  core.log(`Starting Moonraker (virtual printer), data path: ${dataDir}, time scale ${timeScale}`)
  const conf = parseConf(readFileSync(confPath, 'utf8'))
  for (const name of Object.keys(conf.sections)) {
    if (opts.without?.some((w) => name === w || name.startsWith(`${w} `))) delete conf.sections[name]
  }

  const store = new UserStore(dataDir)
  for (const u of opts.users ?? []) {
    if (!store.get(u.username)) await store.create(u.username, u.password)
    else if (!(await store.verifyPassword(u.username, u.password))) await store.setPassword(u.username, u.password)
  }
  const ldapDirectory = new Map((opts.ldapUsers ?? []).map((u) => [u.username, u.password]))
  const auth = new Authenticator(store, {
    forceLogins: Boolean(opts.auth),
    trustedClients: confList(conf.sections.authorization?.trusted_clients),
    ldap: ldapDirectory.size > 0,
  })
  const db = new Database(dataDir)
  if (opts.name && db.getItemOr(NAME_KEY[0], NAME_KEY[1], undefined) === undefined) db.insertItem(NAME_KEY[0], NAME_KEY[1], opts.name)
  const klippy = createKlippy({
    configPath,
    gcodesDir: join(dataDir, 'gcodes'),
    timeScale,
    log: (line) => logs.klippy.write(line),
  })

  const authorization = conf.sections.authorization ?? {}
  const cors = new CorsPolicy(confList(authorization.cors_domains), confList(authorization.trusted_clients), opts.corsOrigins)
  const http = createHttpServer(core, auth, cors)
  const wss = attachWebsocket(http.server, core, auth, cors, klippy)
  let port = opts.port
  const outage = new Outage(core, http.destroySockets)
  const { temperatureStore, procStats } = installComponents({
    core,
    auth,
    db,
    klippy,
    conf,
    runtime: () => ({ port, host, auth: Boolean(opts.auth) }),
    logs,
    ldapDirectory,
    destroySockets: http.destroySockets,
    outage,
    seedHistory: opts.seedHistory,
    seedCamera: opts.seedCamera ?? true,
  })
  core.faults.onChange((flag, on) => {
    if (flag !== 'config-warnings') return
    setDeprecatedOption(configPath, on)
    void klippy.restart()
  })
  for (const f of opts.faults ?? []) core.faults.set(checkedFlag(f), true)

  await new Promise<void>((resolveListen, reject) => {
    http.server.once('error', reject)
    http.server.listen(opts.port, host, () => resolveListen())
  })
  port = (http.server.address() as AddressInfo).port
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  core.log(`Server listening on ${url}`)
  temperatureStore.start()
  procStats.start()
  klippy.start().catch((err) => core.log(`Klippy failed to start: ${err instanceof Error ? err.message : String(err)}`))

  let stopped: Promise<void> | null = null
  const stop = () =>
    (stopped ??= (async () => {
      outage.end()
      core.down = true
      core.connections.dropAll(1001, 'Server shutting down')
      wss.close()
      await new Promise<void>((r) => {
        http.server.close(() => r())
        http.destroySockets()
      })
      temperatureStore.stop()
      procStats.stop()
      await core.runStopHooks()
      klippy.stop()
      auth.oneshot.clear()
      store.flush()
      db.flush()
      core.log('Server stopped')
      await logs.moonraker.close()
      await logs.klippy.close()
    })())

  return {
    port,
    url,
    stop,
    setFault: (flag, on) => core.faults.set(checkedFlag(flag), on),
    outage: (mode, seconds = 0) => outage.start(mode, seconds),
    endOutage: () => outage.end(),
  }
}

const DEPRECATED_LINE = 'max_accel_to_decel: 1500 # deprecated option (config-warnings fault)'

/** Adds or removes a deprecated option in [printer], as a user editing printer.cfg would. */
function setDeprecatedOption(configPath: string, on: boolean): void {
  const text = readFileSync(configPath, 'utf8')
  const without = text.split('\n').filter((l) => l !== DEPRECATED_LINE).join('\n')
  writeFileSync(configPath, on ? without.replace(/^\[printer\][^\n]*\n/m, (m) => `${m}${DEPRECATED_LINE}\n`) : without)
}
