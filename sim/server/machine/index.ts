import type { SimCore } from '../core'
import { getString } from '../params'
import type { HostControl } from './host'
import { installPeripherals } from './peripherals'
import type { ProcStats } from './proc-stats'
import type { ServiceAction, ServiceManager } from './services'
import { systemInfo } from './system-info'

/** machine.* of machine.md. */
export function installMachine(
  core: SimCore,
  deps: { services: ServiceManager; procStats: ProcStats; host: HostControl },
): void {
  const reg = (d: Parameters<SimCore['registry']['register']>[0]) => core.registry.register(d)

  reg({
    method: 'machine.system_info',
    http: [{ verb: 'GET', path: '/machine/system_info' }],
    handler: () => systemInfo(deps.services),
  })

  reg({
    method: 'machine.proc_stats',
    http: [{ verb: 'GET', path: '/machine/proc_stats' }],
    handler: () => deps.procStats.result(),
  })

  for (const action of ['restart', 'start', 'stop'] as ServiceAction[]) {
    reg({
      method: `machine.services.${action}`,
      http: [{ verb: 'POST', path: `/machine/services/${action}` }],
      handler(params) {
        deps.services.request(getString(params, 'service'), action)
        return 'ok'
      },
    })
  }

  for (const kind of ['reboot', 'shutdown'] as const) {
    reg({
      method: `machine.${kind}`,
      http: [{ verb: 'POST', path: `/machine/${kind}` }],
      handler() {
        setTimeout(() => deps.host.powerCycle(kind), 50)
        return 'ok'
      },
    })
  }

  reg({
    method: 'machine.sudo.info',
    http: [{ verb: 'GET', path: '/machine/sudo/info' }],
    handler: () => ({ sudo_access: true, linux_user: 'pi', sudo_requested: false, request_messages: [] }),
  })
  installPeripherals(core)
}
