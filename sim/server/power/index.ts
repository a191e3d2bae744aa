import { confBool, prefixSections, type ParsedConf } from '../config/moonraker-conf'
import type { SimCore } from '../core'
import { getString } from '../params'
import { ApiError, type Params } from '../types'

export type PowerState = 'on' | 'off' | 'init' | 'error'

interface PowerDevice {
  device: string
  status: PowerState
  locked_while_printing: boolean
  type: string
}

interface DeviceConfig {
  /** Services started with the device and stopped without it (devices.md bound_services). */
  boundServices: string[]
}

/** Devices from the [power …] sections; the default moonraker.conf has a PSU and a light. */
function devicesFrom(conf: ParsedConf): PowerDevice[] {
  return prefixSections(conf, 'power').map(([name, opts]) => ({
    device: name,
    status: confBool(opts.initial_state, false) ? 'on' : 'off',
    locked_while_printing: confBool(opts.locked_while_printing, false),
    type: opts.type ?? 'gpio',
  }))
}

function configsFrom(conf: ParsedConf): Map<string, DeviceConfig> {
  return new Map(
    prefixSections(conf, 'power').map(([name, opts]) => [name, { boundServices: (opts.bound_services ?? '').split(/[\s,]+/).filter(Boolean) }]),
  )
}

export interface PowerDeps {
  isPrinting(): boolean
  /** Starts or stops a bound service (klipper goes away with the printer's power). */
  setService?(name: string, on: boolean): void
}

/** machine.device_power.* of devices.md. */
export function installPower(core: SimCore, conf: ParsedConf, deps: PowerDeps): void {
  const devices = new Map(devicesFrom(conf).map((d) => [d.device, d]))
  const configs = configsFrom(conf)
  const reg = (d: Parameters<SimCore['registry']['register']>[0]) => core.registry.register(d)

  const change = (dev: PowerDevice, action: string): PowerState => {
    if (action === 'status') return dev.status
    if (action !== 'on' && action !== 'off' && action !== 'toggle') throw new ApiError(400, `Invalid requested action '${action}'`)
    if (dev.locked_while_printing && deps.isPrinting()) {
      throw new ApiError(400, `Unable to change power for ${dev.device} while printing`)
    }
    const next: PowerState = action === 'toggle' ? (dev.status === 'on' ? 'off' : 'on') : action
    if (next !== dev.status) {
      dev.status = next
      core.log(`Power device ${dev.device}: ${next}`)
      core.notify('notify_power_changed', [{ ...dev }])
      for (const service of configs.get(dev.device)?.boundServices ?? []) deps.setService?.(service, next === 'on')
    }
    return dev.status
  }

  const lookup = (name: string) => {
    const dev = devices.get(name)
    if (!dev) throw new ApiError(400, `No valid device named ${name}`)
    return dev
  }

  const batch = (params: Params, action: string) => {
    const names = Object.keys(params)
    if (names.length === 0) throw new ApiError(400, 'No arguments provided')
    const result: Record<string, string> = {}
    for (const name of names) {
      const dev = devices.get(name)
      result[name] = dev ? change(dev, action) : 'device_not_found'
    }
    return result
  }

  reg({
    method: 'machine.device_power.devices',
    http: [{ verb: 'GET', path: '/machine/device_power/devices' }],
    handler: () => ({ devices: [...devices.values()].map((d) => ({ ...d })) }),
  })

  reg({
    method: 'machine.device_power.get_device',
    http: [{ verb: 'GET', path: '/machine/device_power/device' }],
    handler(params) {
      const dev = lookup(getString(params, 'device'))
      return { [dev.device]: dev.status }
    },
  })

  reg({
    method: 'machine.device_power.post_device',
    http: [{ verb: 'POST', path: '/machine/device_power/device' }],
    handler(params) {
      const dev = lookup(getString(params, 'device'))
      return { [dev.device]: change(dev, getString(params, 'action').toLowerCase()) }
    },
  })

  reg({
    method: 'machine.device_power.status',
    http: [{ verb: 'GET', path: '/machine/device_power/status' }],
    handler: (params) => batch(params, 'status'),
  })

  reg({
    method: 'machine.device_power.on',
    http: [{ verb: 'POST', path: '/machine/device_power/on' }],
    handler: (params) => batch(params, 'on'),
  })

  reg({
    method: 'machine.device_power.off',
    http: [{ verb: 'POST', path: '/machine/device_power/off' }],
    handler: (params) => batch(params, 'off'),
  })
}
