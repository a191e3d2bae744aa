import { onNotification } from './bus'
import { pushNotification } from './notifications'

/** CPU throttling flags that name a condition also get the CPU temperature as a suffix. */
const TEMPERATURE_FLAGS = ['Temperature Limit Active', 'Frequency Capped']

export interface ThrottledState {
  bits: number
  flags: string[]
}

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

onNotification('notify_cpu_throttled', (params) => {
  const state = params[0] as ThrottledState & { cpu_temp?: number }
  for (const n of throttleNotifications(state, state.cpu_temp)) pushNotification(n)
})
