import { gcodeScript } from '../../moonraker/api/printer'
import { defineAction } from '../action'
import { klippyReady } from '../guards'

/**
 * Sets a live printer value (a heater target, a fan speed, a factor, a pin, a sensor's switch …) with
 * the G-code a lib/gcode builder made; only while Klipper is ready. Resolves undefined when refused
 * (Klipper's message shown), which takes the control's shown value back (usePendingValue).
 */
export const setPrinterValue = defineAction({ allowed: klippyReady }, (script: string) => gcodeScript(script))
