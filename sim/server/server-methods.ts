import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { ParsedConf } from './config/moonraker-conf'
import { buildServerConfig, type RuntimeSettings } from './config/server-config'
import type { SimCore } from './core'
import type { LogFile } from './logs'
import { optBool, optNumber, optString } from './params'
import type { KlippyBridge } from './printer/bridge'
import type { GcodeStore } from './printer/gcode-store'
import type { TemperatureStore } from './printer/temperature-store'
import { ApiError } from './types'

export const API_VERSION = [1, 5, 0]

const KNOWN_ROOTS = ['config', 'logs', 'gcodes', 'config_examples', 'docs', 'timelapse']

export interface ServerMethodDeps {
  bridge: KlippyBridge
  gcodeStore: GcodeStore
  temperatureStore: TemperatureStore
  conf: () => ParsedConf
  runtime: () => RuntimeSettings
  logs: { moonraker: LogFile; klippy: LogFile }
  moonrakerVersion: () => string
  restartServer: () => void
}

/** server.info, server.config, stores, restart and log rollover of server.md. */
export function installServerMethods(core: SimCore, deps: ServerMethodDeps): void {
  const reg = (d: Parameters<SimCore['registry']['register']>[0]) => core.registry.register(d)

  reg({
    method: 'server.info',
    http: [{ verb: 'GET', path: '/server/info' }],
    handler() {
      const eff = deps.bridge.effective
      return {
        klippy_connected: eff.state !== 'disconnected',
        klippy_state: eff.state,
        components: [...core.components],
        failed_components: [...core.failedComponents],
        registered_directories: KNOWN_ROOTS.filter((r) => existsSync(join(core.dataDir, r))),
        warnings: [...core.warnings],
        websocket_count: core.connections.count,
        moonraker_version: deps.moonrakerVersion(),
        missing_klippy_requirements: [],
        api_version: API_VERSION,
        api_version_string: API_VERSION.join('.'),
      }
    },
  })

  reg({
    method: 'server.config',
    http: [{ verb: 'GET', path: '/server/config' }],
    handler: () => buildServerConfig(deps.conf(), deps.runtime()),
  })

  reg({
    method: 'server.temperature_store',
    http: [{ verb: 'GET', path: '/server/temperature_store' }],
    handler: (params) => deps.temperatureStore.result(optBool(params, 'include_monitors', false)),
  })

  reg({
    method: 'server.gcode_store',
    http: [{ verb: 'GET', path: '/server/gcode_store' }],
    handler(params) {
      const count = optNumber(params, 'count')
      if (count !== undefined && count < 0) throw new ApiError(400, "Argument 'count' must not be negative")
      return { gcode_store: deps.gcodeStore.latest(count === undefined ? undefined : Math.floor(count)) }
    },
  })

  reg({
    method: 'server.restart',
    http: [{ verb: 'POST', path: '/server/restart' }],
    handler() {
      setTimeout(() => deps.restartServer(), 50)
      return 'ok'
    },
  })

  reg({
    method: 'server.logs.rollover',
    http: [{ verb: 'POST', path: '/server/logs/rollover' }],
    async handler(params) {
      const app = optString(params, 'application')
      if (app !== undefined && app !== 'moonraker' && app !== 'klipper') {
        throw new ApiError(400, `Unknown application '${app}': expected moonraker or klipper`)
      }
      const rolled: string[] = []
      const failed: Record<string, string> = {}
      if (app === undefined || app === 'moonraker') {
        await deps.logs.moonraker.rollover()
        rolled.push('moonraker')
      }
      if (app === undefined || app === 'klipper') {
        if (deps.bridge.isPrinting()) failed.klipper = 'Cannot roll over the Klipper log while a print is in progress'
        else {
          await deps.logs.klippy.rollover()
          rolled.push('klipper')
        }
      }
      return { rolled_over: rolled, failed }
    },
  })
}
