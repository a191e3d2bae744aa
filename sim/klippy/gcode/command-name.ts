/**
 * Klipper refuses to register an extended command whose name is not upper-case letters, digits and
 * '_' (or starts like a traditional command, 'K2_…'): a config error at start-up, so a
 * `[gcode_macro <name>]` with such a name leaves Klippy in the error state with this message.
 */
import { ConfigError } from '../config/parse'
import { isTraditional } from './command'

export function isValidCommandName(name: string): boolean {
  if (isTraditional(name)) return true
  // Python's str.isalnum() and isdigit(): letters and digits of any script.
  return name.toUpperCase() === name && /^[\p{L}\p{N}_]+$/u.test(name) && !/^\p{Nd}|^.\p{Nd}/u.test(name)
}

export function checkCommandName(name: string): void {
  if (!isValidCommandName(name)) throw new ConfigError(`Can't register '${name}' as it is an invalid name`)
}
