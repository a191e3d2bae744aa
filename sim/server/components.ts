import { join } from 'node:path'
import type { Klippy } from '../klippy/types'
import { installAnnouncements } from './announcements'
import type { Authenticator } from './auth/authenticator'
import { installAuthMethods } from './auth/methods'
import { confBool, confList, confNumber, prefixSections, type ParsedConf } from './config/moonraker-conf'
import type { RuntimeSettings } from './config/server-config'
import { installConnectionMethods } from './connection-methods'
import { installControl } from './control'
import { installPlant } from './control/plant'
import { installResonanceControl } from './control/resonances'
import type { Outage } from './control/outage'
import type { SimCore } from './core'
import { installDatabaseMethods } from './database/methods'
import type { Database } from './database/store'
import { installFiles } from './files'
import { installHistory } from './history'
import { installJobQueue, JobQueue } from './job-queue'
import type { LogFile } from './logs'
import { HostControl } from './machine/host'
import { installMachine } from './machine'
import { installNotifiers } from './notifiers'
import { ProcStats } from './machine/proc-stats'
import { ServiceManager } from './machine/services'
import { installPower } from './power'
import { KlippyBridge } from './printer/bridge'
import { GcodeStore } from './printer/gcode-store'
import { installPrinterMethods } from './printer/methods'
import { TemperatureStore } from './printer/temperature-store'
import { installSensors } from './sensors'
import { installServerMethods } from './server-methods'
import { installSpoolman } from './spoolman'
import { installTimelapse } from './timelapse'
import { installUpdateManager, UpdateManager } from './updates'
import { installWebcams } from './webcams'

/** Names Moonraker reports for the parts the sim provides without a component of its own. */
const CORE_COMPONENTS = [
  'secrets', 'template', 'klippy_connection', 'application', 'websockets', 'internal_transport',
  'jsonrpc', 'dbus_manager', 'shell_command', 'http_client', 'data_store', 'job_state',
  'klippy_apis', 'octoprint_compat', 'extensions',
]

export interface ComponentInputs {
  core: SimCore
  auth: Authenticator
  db: Database
  klippy: Klippy
  conf: ParsedConf
  runtime: () => RuntimeSettings
  logs: { moonraker: LogFile; klippy: LogFile }
  ldapDirectory: Map<string, string>
  destroySockets: () => void
  outage: Outage
  /** Past jobs to invent for an empty history. */
  seedHistory?: number
  /** Whether an empty camera list gets the sim's own camera. */
  seedCamera: boolean
}

/** Runs one component's installation; a failure is reported like Moonraker's failed_components. */
function component<T>(core: SimCore, name: string, install: () => T): T | null {
  try {
    const result = install()
    core.addComponent(name)
    return result
  } catch (err) {
    core.failedComponents.push(name)
    core.warnings.push(`Component '${name}' failed to load: ${err instanceof Error ? err.message : String(err)}`)
    core.log(`Failed to load component ${name}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`)
    return null
  }
}

/** Each heater's PWM, for the power meter; none while Klippy is not ready. */
function heaterPowers(klippy: Klippy): Record<string, number> {
  if (klippy.state !== 'ready') return {}
  const names = (klippy.query({ heaters: ['available_heaters'] }).status.heaters?.available_heaters as string[] | undefined) ?? []
  const status = klippy.query(Object.fromEntries(names.map((n) => [n, ['power']]))).status
  return Object.fromEntries(names.map((n) => [n, Number(status[n]?.power ?? 0)]))
}

/** Builds every Moonraker component of the sim on top of the core and the simulated Klippy. */
export function installComponents(inp: ComponentInputs): { bridge: KlippyBridge; temperatureStore: TemperatureStore; procStats: ProcStats } {
  const { core, db, klippy, conf } = inp
  const sizes = { temperature: confNumber(conf.sections.data_store?.temperature_store_size, 1200), gcode: confNumber(conf.sections.data_store?.gcode_store_size, 1000) }
  for (const name of CORE_COMPONENTS) core.addComponent(name)

  const bridge = new KlippyBridge(core, klippy)
  const gcodeStore = new GcodeStore(sizes.gcode)
  bridge.onResponse((line) => gcodeStore.add(line, 'response'))
  const temperatureStore = new TemperatureStore(bridge, sizes.temperature)
  const host = new HostControl(core, inp.destroySockets)
  const services = new ServiceManager(core, klippy, { restartMoonraker: () => host.restartMoonraker() })
  host.services = services
  const procStats = new ProcStats(core)
  const isPrinting = () => bridge.isPrinting()
  core.onStop(() => host.stop())

  const updates = new UpdateManager(core, db, {
    isPrinting,
    restartKlipper: () => services.request('klipper', 'restart'),
    restartMoonraker: () => host.restartMoonraker(),
  })

  installServerMethods(core, {
    bridge,
    gcodeStore,
    temperatureStore,
    conf: () => conf,
    runtime: inp.runtime,
    logs: inp.logs,
    moonrakerVersion: () => updates.moonrakerVersion,
    restartServer: () => host.restartMoonraker(),
  })
  installConnectionMethods(core, inp.auth)
  component(core, 'authorization', () => installAuthMethods(core, inp.auth, inp.ldapDirectory))
  component(core, 'database', () =>
    installDatabaseMethods(core, db, { isPrinting, restartServer: () => host.restartMoonraker() }),
  )
  // Set once the history component is up; it attributes each print to who started it.
  let notePrintUser: ((filename: string, username: string | null) => void) | null = null
  installPrinterMethods(core, bridge, gcodeStore, (filename, username) => notePrintUser?.(filename, username))
  component(core, 'machine', () => installMachine(core, { services, procStats, host }))
  core.addComponent('proc_stats')
  // Like Moonraker, a component whose section is absent is not loaded: its methods answer 'Method not found'.
  if (prefixSections(conf, 'power').length) {
    component(core, 'power', () =>
      installPower(core, conf, {
        isPrinting,
        setService: (name, on) => {
          if (services.isRunning(name) !== on) services.request(name, on ? 'start' : 'stop')
        },
      }),
    )
  }
  // Loaded, like power, only with a [notifier …] section: server.info then lists 'notifier'.
  if (prefixSections(conf, 'notifier').length) component(core, 'notifier', () => installNotifiers(core, conf))
  component(core, 'update_manager', () => installUpdateManager(core, updates))
  const announcements = component(core, 'announcements', () => {
    const installed = installAnnouncements(core, db, confList(conf.sections.announcements?.subscriptions))
    core.onStop(installed.stop)
    return installed
  })
  const camera = component(core, 'webcam', () => {
    const cam = installWebcams(core, db, {
      seed: inp.seedCamera,
      baseUrl: () => `http://127.0.0.1:${inp.runtime().port}`,
      cameraServiceRunning: () => services.isRunning('crowsnest'),
      scene: () => {
        if (bridge.effective.state !== 'ready') return { nozzle: null, bedSize: [235, 235] }
        const th = klippy.query({ toolhead: ['position', 'axis_maximum'] }).status.toolhead ?? {}
        const pos = th.position as number[] | undefined
        const max = th.axis_maximum as number[] | undefined
        return { nozzle: pos ? [pos[0], pos[1]] : null, bedSize: max ? [max[0] || 235, max[1] || 235] : [235, 235] }
      },
    })
    core.onStop(cam.stop)
    return cam
  })
  component(core, 'job_queue', () => {
    const jq = conf.sections.job_queue ?? {}
    const queue = new JobQueue(core, bridge, {
      gcodesDir: join(core.dataDir, 'gcodes'),
      loadOnStartup: confBool(jq.load_on_startup, false),
      automaticTransition: confBool(jq.automatic_transition, false),
      transitionDelaySeconds: confNumber(jq.job_transition_delay, 0),
      transitionGcode: jq.job_transition_gcode ?? '',
    })
    installJobQueue(core, queue)
    core.onStop(() => queue.stop())
  })
  const fm = component(core, 'file_manager', () => {
    const files = installFiles(core.context, { klippy, holdUploads: () => core.faults.has('hold-uploads'), slowDownloads: () => core.faults.has('slow-downloads') })
    core.onStop(() => files.close())
    return files
  })
  let history: ReturnType<typeof installHistory> | null = null
  if (fm) {
    history = component(core, 'history', () => {
      const installed = installHistory(core.context, { klippy, files: fm, seedJobs: inp.seedHistory })
      notePrintUser = installed.noteUser
      core.onStop(() => installed.close())
      return installed
    })
    if (conf.sections.timelapse) {
      component(core, 'timelapse', () => {
        const timelapse = installTimelapse(core.context, {
          klippy,
          files: fm,
          snapshot: camera?.snapshot,
          snapshotUrl: '/webcam/?action=snapshot',
          frameFails: () => core.faults.has('timelapse-frame-error'),
        })
        core.onStop(() => timelapse.close())
      })
    }
  }

  const spoolmanSection = conf.sections.spoolman
  if (spoolmanSection) {
    const installed = () => installSpoolman(core, db, klippy, { section: spoolmanSection, history: history ?? undefined })
    component(core, 'spoolman', () => core.onStop(installed().stop))
  }

  // [sensor …] sections load Moonraker's sensor component (and the MQTT client their type needs).
  if (prefixSections(conf, 'sensor').length) {
    if (conf.sections.mqtt) core.addComponent('mqtt')
    component(core, 'sensor', () => {
      const sensors = installSensors(core.context, conf, {
        now: () => (performance.now() / 1000) * core.context.timeScale,
        heaterPowers: () => heaterPowers(klippy),
        history: history ?? undefined,
        warn: (message) => core.warnings.push(message),
      })
      core.onStop(sensors.stop)
    })
  }

  installResonanceControl(core, klippy)
  const stopControl = installControl(core, {
    emitResponse: (line) => {
      gcodeStore.add(line, 'response')
      core.notify('notify_gcode_response', [line])
    },
    dropSockets: () => core.connections.dropAll(1011, 'Simulated connection loss'),
    outage: inp.outage,
    stats: () => ({
      cpu_usage: process.cpuUsage(),
      memory: process.memoryUsage(),
      uptime: process.uptime(),
      websocket_connections: core.connections.count,
      subscriptions: bridge.subscriptionCount(),
      klippy_state: bridge.effective.state,
      webcam_viewers: camera?.viewers() ?? 0,
    }),
  })
  core.onStop(stopControl)
  installPlant(core, {
    warning: (text) => core.warnings.push(text),
    announcement: (entry) => announcements?.plant(entry),
    throttled: (flags) => procStats.plantFlags(flags),
    status: (objects) => klippy.planted?.plant(objects),
  })
  return { bridge, temperatureStore, procStats }
}
