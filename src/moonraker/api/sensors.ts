import { moonraker } from '../client'
import type { SensorInfo } from '../types'

export const listSensors = () => moonraker().call<{ sensors: Record<string, SensorInfo> }>('server.sensors.list', { extended: true })
/** Sensor id → parameter → its stored values, oldest first, one a second. */
export const sensorMeasurements = () => moonraker().call<Record<string, Record<string, number[]>>>('server.sensors.measurements')
