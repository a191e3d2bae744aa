/**
 * pause_resume and the virtual_sdcard commands: PAUSE / RESUME / CLEAR_PAUSE / CANCEL_PRINT
 * (the built-ins that macros rename to BASE_*), SDCARD_PRINT_FILE and SDCARD_RESET_FILE.
 */
import type { GcodeDispatcher } from '../gcode/dispatcher'
import type { Status, StatusObject } from './types'
import type { VirtualSdcard } from './virtual-sdcard'

export class PauseResume implements StatusObject {
  isPaused = false
  /** The pause stopped a file print (rather than a host-streamed job). */
  private sdPaused = false

  constructor(
    private readonly sd: VirtualSdcard,
    private readonly recoverVelocity: number,
  ) {}

  register(gcode: GcodeDispatcher): void {
    gcode.register(
      'PAUSE',
      async (c) => {
        if (this.isPaused) {
          c.respondInfo('Print already paused')
          return
        }
        if (this.sd.isActive) {
          this.sdPaused = true
          this.sd.pause()
        } else {
          this.sdPaused = false
          c.respondInfo('action:paused')
        }
        await gcode.runScript('SAVE_GCODE_STATE NAME=PAUSE_STATE')
        this.isPaused = true
      },
      'Pause the current print',
    )
    gcode.register(
      'RESUME',
      async (c) => {
        if (!this.isPaused) {
          c.respondInfo('Print is not paused, resume aborted')
          return
        }
        const velocity = c.getFloat('VELOCITY', this.recoverVelocity, { above: 0 })
        await gcode.runScript(`RESTORE_GCODE_STATE NAME=PAUSE_STATE MOVE=1 MOVE_SPEED=${velocity.toFixed(4)}`)
        if (this.sdPaused) {
          this.sd.resume()
          this.sdPaused = false
        } else c.respondInfo('action:resumed')
        this.isPaused = false
      },
      'Resume the paused print',
    )
    gcode.register(
      'CLEAR_PAUSE',
      () => {
        this.isPaused = false
        this.sdPaused = false
      },
      'Forget the paused state without resuming',
    )
    gcode.register(
      'CANCEL_PRINT',
      async (c) => {
        if (this.sd.isActive || this.sdPaused || this.sd.hasFile) await this.sd.cancel()
        else c.respondInfo('action:cancel')
        this.isPaused = false
        this.sdPaused = false
      },
      'Cancel the current print',
    )
    gcode.register(
      'SDCARD_PRINT_FILE',
      async (c) => {
        if (this.sd.inFileCommand) throw c.error('SDCARD_PRINT_FILE cannot be run from the sdcard')
        await this.sd.startPrint(c.require('FILENAME'))
      },
      'Load a file from the gcodes folder and start printing it',
    )
    gcode.register(
      'SDCARD_RESET_FILE',
      async (c) => {
        if (this.sd.inFileCommand) throw c.error('SDCARD_RESET_FILE cannot be run from the sdcard')
        await this.sd.resetFile()
      },
      'Unload the current file and clear the print state',
    )
  }

  getStatus(): Status {
    return { is_paused: this.isPaused }
  }
}
