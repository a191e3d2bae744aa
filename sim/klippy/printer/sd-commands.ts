/**
 * virtual_sdcard's classic SD-card G-code (M20, M21, M23–M27, and M28–M30 refused): the commands
 * a serial host or an old slicer sends, answered in the raw form those hosts parse.
 */
import type { GcodeDispatcher } from '../gcode/dispatcher'
import type { VirtualSdcard } from './virtual-sdcard'

export function registerSdCommands(gcode: GcodeDispatcher, sd: VirtualSdcard): void {
  gcode.register('M20', async (c) => {
    const files = await sd.listFiles().catch(() => {
      throw c.error('Unable to get file list')
    })
    c.respondRaw('Begin file list')
    for (const [name, size] of files) c.respondRaw(`${name} ${size}`)
    c.respondRaw('End file list')
  })
  gcode.register('M21', (c) => c.respondRaw('SD card ok'))
  gcode.register('M23', async (c) => {
    if (sd.busy) throw c.error('SD busy')
    const name = c.rawParams.trim().replace(/^\//, '')
    // M23 selects from the top folder only (case-insensitively); SDCARD_PRINT_FILE also reaches subfolders.
    const files = await sd.listFiles().catch(() => [])
    const match = files.find(([f]) => f === name) ?? files.find(([f]) => f.toLowerCase() === name.toLowerCase())
    if (!match) {
      await sd.resetFile()
      throw c.error('Unable to open file')
    }
    await sd.loadFile(match[0])
  })
  gcode.register('M24', () => sd.resume())
  gcode.register('M25', () => sd.pause())
  gcode.register('M26', async (c) => {
    if (sd.busy) throw c.error('SD busy')
    c.require('S')
    await sd.setPosition(c.getInt('S', 0, { minval: 0 }))
  })
  gcode.register('M27', (c) => c.respondRaw(sd.hasFile ? `SD printing byte ${sd.filePosition}/${sd.fileSize}` : 'Not SD printing.'))
  for (const cmd of ['M28', 'M29', 'M30']) {
    gcode.register(cmd, (c) => {
      throw c.error('SD write not supported')
    })
  }
}
