import { confBool, confList, confNumber, type ParsedConf } from './moonraker-conf'

export interface RuntimeSettings {
  port: number
  host: string
  /** --auth: logins forced and nobody trusted. */
  auth: boolean
}

type Section = Record<string, unknown>

/** Converts a raw option the way Moonraker's typed getters would for options the sim does not know. */
function generic(value: string): unknown {
  if (value.startsWith('\n')) return confList(value)
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true'
  if (value !== '' && Number.isFinite(Number(value))) return Number(value)
  return value
}

export function dataStoreSizes(conf: ParsedConf): { temperature: number; gcode: number } {
  const ds = conf.sections.data_store ?? {}
  return {
    temperature: confNumber(ds.temperature_store_size, 1200),
    gcode: confNumber(ds.gcode_store_size, 1000),
  }
}

/** server.config: typed values with defaults, the original strings, and the files they came from. */
export function buildServerConfig(conf: ParsedConf, runtime: RuntimeSettings) {
  const s = conf.sections
  const sizes = dataStoreSizes(conf)
  const config: Record<string, Section> = {}
  for (const [name, opts] of Object.entries(s)) {
    config[name] = Object.fromEntries(Object.entries(opts).map(([k, v]) => [k, generic(v)]))
  }
  const srv = s.server ?? {}
  config.server = {
    host: runtime.host,
    port: runtime.port,
    ssl_port: confNumber(srv.ssl_port, 7130),
    klippy_uds_address: srv.klippy_uds_address ?? '/tmp/klippy_uds',
    route_prefix: srv.route_prefix ?? '',
    max_upload_size: confNumber(srv.max_upload_size, 1024),
    max_websocket_connections: confNumber(srv.max_websocket_connections, 50),
    enable_debug_logging: false,
    // Older clients read the store sizes from [server].
    temperature_store_size: sizes.temperature,
    gcode_store_size: sizes.gcode,
  }
  const fm = s.file_manager ?? {}
  config.file_manager = {
    enable_object_processing: confBool(fm.enable_object_processing, false),
    queue_gcode_uploads: confBool(fm.queue_gcode_uploads, false),
    check_klipper_config_path: confBool(fm.check_klipper_config_path, true),
    file_system_observer: fm.file_system_observer ?? 'inotify',
    enable_observer_warnings: confBool(fm.enable_observer_warnings, true),
    enable_config_write_access: confBool(fm.enable_config_write_access, true),
  }
  config.data_store = { temperature_store_size: sizes.temperature, gcode_store_size: sizes.gcode }
  const m = s.machine ?? {}
  config.machine = {
    provider: m.provider ?? 'systemd_dbus',
    shutdown_action: m.shutdown_action ?? 'poweroff',
    sudo_password: null,
    validate_service: confBool(m.validate_service, true),
    validate_config: confBool(m.validate_config, true),
    force_validation: confBool(m.force_validation, false),
    supervisord_config_path: null,
  }
  const jq = s.job_queue ?? {}
  config.job_queue = {
    load_on_startup: confBool(jq.load_on_startup, false),
    automatic_transition: confBool(jq.automatic_transition, false),
    job_transition_delay: confNumber(jq.job_transition_delay, 0),
    job_transition_gcode: jq.job_transition_gcode ?? '',
  }
  const an = s.announcements ?? {}
  config.announcements = {
    dev_mode: confBool(an.dev_mode, false),
    enable_moonlight: confBool(an.enable_moonlight, true),
    subscriptions: confList(an.subscriptions),
  }
  const au = s.authorization ?? {}
  config.authorization = {
    enable_api_key: confBool(au.enable_api_key, true),
    login_timeout: confNumber(au.login_timeout, 90),
    max_login_attempts: au.max_login_attempts ? confNumber(au.max_login_attempts, 0) : null,
    force_logins: runtime.auth || confBool(au.force_logins, false),
    cors_domains: confList(au.cors_domains),
    trusted_clients: runtime.auth ? [] : confList(au.trusted_clients),
    default_source: au.default_source ?? 'moonraker',
  }
  // Power devices as Moonraker parses them: bound services become a list.
  for (const [name, opts] of Object.entries(s).filter(([n]) => n.startsWith('power '))) {
    config[name] = {
      type: opts.type ?? 'gpio',
      initial_state: opts.initial_state === undefined ? null : confBool(opts.initial_state, false),
      locked_while_printing: confBool(opts.locked_while_printing, false),
      restart_klipper_when_powered: confBool(opts.restart_klipper_when_powered, false),
      off_when_shutdown: confBool(opts.off_when_shutdown, false),
      bound_services: confList(opts.bound_services),
    }
  }
  for (const empty of ['dbus_manager', 'database', 'klippy_apis', 'proc_stats', 'job_state', 'http_client', 'webcam']) {
    config[empty] ??= {}
  }
  return {
    config,
    orig: { DEFAULT: {}, ...s },
    files: [{ filename: 'moonraker.conf', sections: Object.keys(s) }],
  }
}
