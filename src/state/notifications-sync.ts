import type { CpuThrottledState } from '../moonraker/notifications'
import { pushNotification } from './notifications'

/** CPU throttling flags that name a condition also get the CPU temperature as a suffix. */
const TEMPERATURE_FLAGS = ['Temperature Limit Active', 'Frequency Capped']

export type ThrottledState = CpuThrottledState

/** Turns a throttled state into notifications (SPEC §8): current flags are errors, 'Previously …' info. */
export function throttleNotifications(state: ThrottledState, cpuTemp?: number) {
  return state.flags.map((flag) => {
    const previously = flag.toLowerCase().startsWith('previously')
    return {
      type: previously ? ('info' as const) : ('error' as const),
      title: flag,
      description: previously ? undefined : 'This may lead to a failed print',
      suffix: cpuTemp !== undefined && TEMPERATURE_FLAGS.some((f) => flag.endsWith(f)) ? `${cpuTemp.toFixed(1)}°C` : undefined,
      merge: true,
      snackbar: !previously,
    }
  })
}

let cpuTemp: number | undefined

/** notify_proc_stat_update carries the CPU temperature the throttle suffix shows. */
export function rememberCpuTemp(temp: number | null | undefined): void {
  cpuTemp = temp ?? undefined
}

export function handleCpuThrottled(state: CpuThrottledState): void {
  for (const n of throttleNotifications(state, cpuTemp)) pushNotification(n)
}
