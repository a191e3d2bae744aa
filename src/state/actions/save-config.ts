import { saveConfig } from '../../lib/gcode/print'
import { sendGcode } from './gcode'

/** SAVE_CONFIG: Klipper writes printer.cfg and restarts (the Z offset card and the app bar save with it). */
export function saveConfigAndRestart(): Promise<boolean> {
  return sendGcode(saveConfig(), 'saveConfig')
}
