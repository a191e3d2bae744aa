import { moonraker } from '../client'
import { shareInFlight } from '../in-flight'
import type { ConnectionIdentity, GcodeStoreEntry, ServerConfig, ServerInfo, TemperatureStore } from '../types'

// Several stores read these at socket-open: one request answers them all.
export const serverInfo = shareInFlight(moonraker, () => moonraker().call<ServerInfo>('server.info'))
export const serverConfig = shareInFlight(moonraker, () => moonraker().call<ServerConfig>('server.config'))
export const serverRestart = () => moonraker().call<string>('server.restart')
export const identifyConnection = (params: { client_name: string; version: string; type: 'web'; url: string; access_token?: string; api_key?: string }) =>
  moonraker().call<ConnectionIdentity>('server.connection.identify', params)
export const temperatureStore = (includeMonitors = true) =>
  moonraker().call<TemperatureStore>('server.temperature_store', { include_monitors: includeMonitors })
export const gcodeStore = (count = 1000) =>
  moonraker().call<{ gcode_store: GcodeStoreEntry[] }>('server.gcode_store', { count })
export const rolloverLogs = (application?: string) =>
  moonraker().call<{ rolled_over: string[]; failed: Record<string, string> }>('server.logs.rollover', application ? { application } : {})
