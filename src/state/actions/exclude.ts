import { excludeObject as excludeObjectGcode } from '../../lib/gcode/exclude'
import { sendGcode } from './gcode'

/** Stops printing one object (exclude_object); the button or row spins on the 'exclude_object' wait. */
export function excludeObject(name: string): Promise<boolean> {
  return sendGcode(excludeObjectGcode(name), 'exclude_object')
}
