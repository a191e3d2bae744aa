/** moonraker.conf: the file the sim writes on first start and reads back for server.config. */
import { POWER_SENSOR_CONF } from '../sensors/meter-topic'

export interface ParsedConf {
  /** Section name → option → raw string value, in file order. */
  sections: Record<string, Record<string, string>>
}

export function defaultMoonrakerConf(dataDir: string, port: number): string {
  return `# Moonraker configuration of the virtual printer.
# Options follow Moonraker's documentation; the sim reads this file at start-up.

[server]
host: 0.0.0.0
port: ${port}
klippy_uds_address: ${dataDir}/comms/klippy.sock
max_upload_size: 1024

[file_manager]
enable_object_processing: False
queue_gcode_uploads: False

[data_store]
temperature_store_size: 1200
gcode_store_size: 1000

[machine]
provider: systemd_dbus

[authorization]
force_logins: False
cors_domains:
    *.local
    *.lan
    *://localhost
    *://localhost:*
    *://app.fluidd.xyz
    *://my.mainsail.xyz
trusted_clients:
    10.0.0.0/8
    127.0.0.0/8
    169.254.0.0/16
    172.16.0.0/12
    192.168.0.0/16
    FE80::/10
    ::1/128

[octoprint_compat]

[history]

[job_queue]
load_on_startup: False
automatic_transition: False
job_transition_delay: 2

[announcements]
subscriptions:

# Keep the printer and its software up to date.
[update_manager]
channel: dev
refresh_interval: 168

[update_manager stratum]
type: web
channel: stable
repo: stratum-3d/stratum
path: ~/stratum

# The printer's power supply, switched through a relay on GPIO 26.
[power printer_psu]
type: gpio
pin: gpiochip0/gpio26
initial_state: on
bound_services: klipper

# The enclosure light; it may not be switched while a print runs.
[power printer_light]
type: gpio
pin: !gpiochip0/gpio19
initial_state: off
locked_while_printing: True

# Filament spools tracked by Spoolman (the virtual printer has one built in).
[spoolman]
server: http://127.0.0.1:7912
sync_rate: 5

# The printer's mains plug meters its draw. The virtual printer's own meter answers on this topic
# (it has no broker); with a real plug, point state_topic at its telemetry.
[mqtt]
address: 127.0.0.1

${POWER_SENSOR_CONF}

[timelapse]
output_path: ${dataDir}/timelapse/
frame_path: ${dataDir}/timelapse_frames/
`
}

/** Parses Moonraker's INI dialect: [section], key: value or key = value, indented continuation lines. */
export function parseConf(text: string): ParsedConf {
  const sections: ParsedConf['sections'] = {}
  let section: Record<string, string> | null = null
  let lastKey: string | null = null
  for (const rawLine of text.split(/\r?\n/)) {
    if (/^\s*[#;]/.test(rawLine)) continue
    const line = rawLine.replace(/\s+[#;].*$/, '')
    if (line.trim() === '') continue
    const indented = /^\s/.test(line)
    const header = indented ? null : /^\[([^\]]+)\]$/.exec(line.trim())
    if (header) {
      section = sections[header[1].trim()] ??= {}
      lastKey = null
      continue
    }
    if (!section) continue
    if (indented && lastKey !== null) {
      section[lastKey] = section[lastKey] ? `${section[lastKey]}\n${line.trim()}` : `\n${line.trim()}`
      continue
    }
    const kv = /^([^:=]+?)\s*[:=]\s*(.*)$/.exec(line)
    if (kv) {
      lastKey = kv[1].trim().toLowerCase()
      section[lastKey] = kv[2].trim()
    }
  }
  return { sections }
}

export function confList(value: string | undefined): string[] {
  return (value ?? '').split('\n').map((s) => s.trim()).filter(Boolean)
}

/** Booleans as Python's configparser reads them: true/false, yes/no, on/off, 1/0. */
export function confBool(value: string | undefined, fallback: boolean): boolean {
  const v = value?.trim().toLowerCase()
  if (v === 'true' || v === 'yes' || v === 'on' || v === '1') return true
  if (v === 'false' || v === 'no' || v === 'off' || v === '0') return false
  return fallback
}

export function confNumber(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value)
  return Number.isFinite(n) ? n : fallback
}

/** Sections whose name has a prefix, e.g. 'power printer_psu' → ['printer_psu', options]. */
export function prefixSections(conf: ParsedConf, prefix: string): [string, Record<string, string>][] {
  return Object.entries(conf.sections)
    .filter(([name]) => name.startsWith(`${prefix} `))
    .map(([name, opts]) => [name.slice(prefix.length + 1).trim(), opts])
}
