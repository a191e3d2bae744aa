/**
 * Whether an action may run now: the readings actions name as their guard (ActionPolicy.allowed). Each
 * reads the stores as they are when asked; useAllowed asks again whenever one of them changes.
 */
import { isManualMotionAllowed, isPrinterBusy, printerStateLabel, type PrinterStateLabel } from '../lib/printer-state'
import { objectOf } from '../moonraker/printer-objects'
import { usePrinterStore } from './printer'
import { useServerStore } from './server'
import { useWaitStore } from './waits'

const printerObject = <N extends string>(name: N) => objectOf(usePrinterStore.getState().objects, name)

function stateLabel(): PrinterStateLabel {
  return printerStateLabel(printerObject('idle_timeout')?.state, printerObject('print_stats')?.state)
}

/** Klipper is ready: what every control that changes the printer needs. */
export function klippyReady(): boolean {
  return useServerStore.getState().klippyState === 'ready'
}

/** Jog, home, extrude, retract: Klipper ready and not printing; allowed while paused (filament swaps). */
export function motionAllowed(): boolean {
  return klippyReady() && isManualMotionAllowed(stateLabel())
}

/** Motors off, leveling, switching extruders: only with nothing printing or paused (SPEC §6). */
export function idleActionsAllowed(): boolean {
  return klippyReady() && !isPrinterBusy(stateLabel())
}

/** print_stats.state is printing or paused. */
export function printInProgress(): boolean {
  const state = printerObject('print_stats')?.state
  return state === 'printing' || state === 'paused'
}

/** The axis ('x', 'Y' …) is homed. */
export function axisHomed(axis: string): boolean {
  return (printerObject('toolhead')?.homed_axes ?? '').includes(axis.toLowerCase())
}

/** The active extruder is hot enough to move filament (Klipper's can_extrude). */
export function activeExtruderCanExtrude(): boolean {
  return printerObject(printerObject('toolhead')?.extruder ?? 'extruder')?.can_extrude !== false
}

/** One of the named waits is held: its command is still running. */
export function waitHeld(...names: string[]): boolean {
  return useWaitStore.getState().waits.some((w) => names.includes(w))
}
