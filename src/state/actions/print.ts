import { cancelPrint as callCancel, pausePrint as callPause, resumePrint as callResume, startPrint as callStart } from '../../moonraker/api/printer'
import { resetSdcardFile } from '../../lib/gcode/print'
import { defineAction } from '../action'
import { spoolReadyToPrint } from '../spoolman/print-gate'
import { sendGcode } from './gcode'

/** Print control of SPEC §4; pause, resume and cancel hold their named waits. */
export const PRINT_WAITS = ['pause', 'resume', 'cancel'] as const

/** Starts printing a file of the gcodes root (a path relative to it). */
export const startPrint = defineAction({ wait: 'print' }, (filename: string) => callStart(filename))
/**
 * Starts a print as a user asks for one (a file's Print, Reprint): on a printer with Spoolman the
 * spool is checked first, and the user may cancel there.
 */
export async function startCheckedPrint(filename: string): Promise<string | undefined> {
  return (await spoolReadyToPrint(filename)) ? startPrint(filename) : undefined
}
export const pausePrint = defineAction({ wait: 'pause' }, () => callPause())
export const resumePrint = defineAction({ wait: 'resume' }, () => callResume())
export const cancelPrint = defineAction({ wait: 'cancel' }, () => callCancel())

/** Unloads the finished or cancelled file (SDCARD_RESET_FILE). */
export function clearPrintFile(): Promise<boolean> {
  return sendGcode(resetSdcardFile())
}
