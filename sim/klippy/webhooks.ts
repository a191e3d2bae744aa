/**
 * What Klipper's webhooks answer Moonraker about the host: `info`, and `objects/query` with
 * Klipper's rules for names and fields it does not know.
 */
import { cpus, hostname } from 'node:os'
import { dirname, join } from 'node:path'
import { SOFTWARE_VERSION } from './printer/host'
import type { KlippyState, PrinterInfo, StatusMap } from './types'

/** The host's CPU as Klipper logs it and reports it in `info`. */
export function cpuInfo(): string {
  return `${cpus().length} core ${cpus()[0]?.model ?? '?'}`
}

/** The `info` endpoint: state, paths of this instance, and the host. */
export function printerInfo(state: KlippyState, message: string, configPath: string): PrinterInfo {
  const dataDir = dirname(dirname(configPath))
  return {
    state,
    state_message: message,
    hostname: hostname(),
    klipper_path: '/home/pi/klipper',
    python_path: '/home/pi/klippy-env/bin/python',
    process_id: process.pid,
    user_id: process.getuid?.() ?? 1000,
    group_id: process.getgid?.() ?? 1000,
    log_file: join(dataDir, 'logs', 'klippy.log'),
    config_file: configPath,
    software_version: SOFTWARE_VERSION,
    cpu_info: cpuInfo(),
  }
}

/**
 * The `objects/query` answer from the full status of the objects asked for: Klipper answers an
 * unknown object with {} and an unknown field with null; `fields` null asks for every field.
 */
export function queryObjects(full: StatusMap, known: (name: string) => boolean, objects: Record<string, string[] | null>): StatusMap {
  const status: StatusMap = {}
  for (const [name, fields] of Object.entries(objects)) {
    const obj = full[name]
    if (!obj || !known(name)) {
      status[name] = {}
      continue
    }
    status[name] = fields === null ? obj : Object.fromEntries(fields.map((f) => [f, f in obj ? obj[f] : null]))
  }
  return status
}
