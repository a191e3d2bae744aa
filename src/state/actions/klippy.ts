import { emergencyStop as callEmergencyStop, firmwareRestart as callFirmwareRestart, restart as callRestart } from '../../moonraker/api/printer'
import { defineAction } from '../action'

/** M112 over the API: Klipper shuts down at once. */
export const emergencyStop = defineAction({}, () => callEmergencyStop())

/** Restarts Klipper's host software and the micro-controllers (FIRMWARE_RESTART). */
export const firmwareRestart = defineAction({ wait: 'firmware-restart' }, () => callFirmwareRestart())

/** Reloads Klipper's config without resetting the micro-controllers (RESTART). */
export const restartKlipper = defineAction({ wait: 'klipper-restart' }, () => callRestart())
