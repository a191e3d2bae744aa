/** Shapes of Moonraker's [sensor] component and the history fields it records (../shared/reference/moonraker). */

/** One entry of a job's auxiliary_data (Moonraker's HistoryFieldData.as_dict). */
export interface HistoryAuxiliary {
  provider: string
  name: string
  value: unknown
  description: string
  units: string | null
}

/** One entry of server.history.totals → auxiliary_totals. */
export interface HistoryAuxiliaryTotal {
  provider: string
  field: string
  maximum: number | null
  total: number | null
}

/** A [sensor] of server.sensors.list (extended adds parameter_info and history_fields). */
export interface SensorInfo {
  id: string
  friendly_name: string
  type: string
  values: Record<string, number>
  parameter_info?: { name: string; units?: string }[]
  history_fields?: { field: string; parameter: string; units: string | null; description: string }[]
}
