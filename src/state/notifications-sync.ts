import type { CpuThrottledState } from '../moonraker/notifications'
import { isPastFlag, temperatureSuffix } from '../lib/system/throttle'
import { pushNotification } from './notifications'
import { sessionPart } from './printer-session'
import { translate } from '../i18n'

export type ThrottledState = CpuThrottledState

/** Turns a throttled state into notifications (SPEC §8): current flags are errors, 'Previously …' info. */
export function throttleNotifications(state: ThrottledState, cpuTemp?: number) {
  return state.flags.map((flag) => {
    const previously = isPastFlag(flag)
    return {
      type: previously ? ('info' as const) : ('error' as const),
      title: flag,
      description: previously ? undefined : translate('notifications.throttledHint', 'This may lead to a failed print'),
      suffix: temperatureSuffix(flag, cpuTemp),
      merge: true,
      snackbar: !previously,
    }
  })
}

/** The printer's host temperature, as its session last heard it. */
const hostTemperature = sessionPart((): { cpuTemp?: number } => ({}))

/** notify_proc_stat_update (and machine.proc_stats at socket-open) carry the CPU temperature the suffix shows. */
export function rememberCpuTemp(temp: number | null | undefined): void {
  hostTemperature().cpuTemp = temp ?? undefined
}

export function handleCpuThrottled(state: CpuThrottledState): void {
  for (const n of throttleNotifications(state, hostTemperature().cpuTemp)) pushNotification(n)
}
