import { describe, expect, it } from 'vitest'
import { entriesOf, type FileEntry } from './entry'
import { fileMenu, rootActions, type MenuContext } from './file-menu'
import { rootProperties } from './roots'

const [dir, gcode, cfg, png, plainGcode] = entriesOf(
  {
    dirs: [{ dirname: 'parts', modified: 1, size: 0 }],
    files: [
      { filename: 'cube.gcode', modified: 1, size: 1, first_layer_extr_temp: 215, first_layer_bed_temp: 60 },
      { filename: 'printer.cfg', modified: 1, size: 1 },
      { filename: 'shot.png', modified: 1, size: 1 },
      { filename: 'bare.gcode', modified: 1, size: 1 },
    ],
  },
  '',
) as FileEntry[]

const ctx = (root: string, over: Partial<MenuContext> = {}): MenuContext => ({
  root,
  props: rootProperties(root),
  rootAvailable: true,
  klippyReady: true,
  printing: false,
  previewCardEnabled: true,
  ...over,
})

describe('context menu gating', () => {
  it('offers Print, Preheat and Preview for sliced G-code on gcodes', () => {
    const m = fileMenu(gcode, ctx('gcodes'))
    expect(m.print).toEqual({ visible: true, enabled: true })
    expect(m.preheat).toEqual({ visible: true, enabled: true })
    expect(m.preview.visible).toBe(true)
    expect(m.edit.visible).toBe(true)
    expect(m.view.visible).toBe(false)
    expect(m.download.visible).toBe(true)
    expect(m.rename.visible).toBe(true)
    expect(m.remove.visible).toBe(true)
  })

  it('needs both first-layer temperatures to preheat', () => {
    expect(fileMenu(plainGcode, ctx('gcodes')).preheat.visible).toBe(false)
  })

  it('disables Print and Preheat while printing or when Klippy is not ready', () => {
    for (const over of [{ printing: true }, { klippyReady: false }]) {
      const m = fileMenu(gcode, ctx('gcodes', over))
      expect(m.print).toEqual({ visible: true, enabled: false })
      expect(m.preheat).toEqual({ visible: true, enabled: false })
    }
  })

  it('adds to the queue when the printer has one, and while printing Print offers to queue instead', () => {
    expect(fileMenu(gcode, ctx('gcodes')).queue.visible).toBe(false)
    expect(fileMenu(gcode, ctx('gcodes', { queueAvailable: true })).queue).toEqual({ visible: true, enabled: true })
    expect(fileMenu(gcode, ctx('gcodes', { queueAvailable: true, printing: true })).print).toEqual({ visible: true, enabled: true })
    expect(fileMenu(cfg, ctx('config', { queueAvailable: true })).queue.visible).toBe(false)
  })

  it('hides Preview when the preview card is off or outside gcodes', () => {
    expect(fileMenu(gcode, ctx('gcodes', { previewCardEnabled: false })).preview.visible).toBe(false)
    expect(fileMenu(gcode, ctx('config')).preview.visible).toBe(false)
  })

  it('never prints from config and edits there', () => {
    const m = fileMenu(cfg, ctx('config'))
    expect(m.print.visible).toBe(false)
    expect(m.edit.visible).toBe(true)
    expect(m.rename.visible).toBe(true)
  })

  it('gives read-only roots View and Download only', () => {
    const m = fileMenu(cfg, ctx('logs'))
    expect(m.view.visible).toBe(true)
    expect(m.edit.visible).toBe(false)
    expect(m.rename.visible).toBe(false)
    expect(m.remove.visible).toBe(false)
    expect(m.download.visible).toBe(true)
  })

  it('lets timelapse remove but not rename', () => {
    const m = fileMenu(png, ctx('timelapse'))
    expect(m.remove.visible).toBe(true)
    expect(m.rename.visible).toBe(false)
    expect(m.mediaPreview.visible).toBe(true)
  })

  it('gives directories no file actions', () => {
    const m = fileMenu(dir, ctx('gcodes'))
    expect(m.print.visible || m.edit.visible || m.view.visible || m.download.visible || m.preview.visible).toBe(false)
    expect(m.rename.visible && m.remove.visible).toBe(true)
  })

  it('disables everything when the root is not available', () => {
    const m = fileMenu(gcode, ctx('gcodes', { rootAvailable: false }))
    for (const item of Object.values(m)) expect(item.enabled).toBe(false)
  })
})

describe('root actions', () => {
  const base = { klippyReady: true, printing: false, historySupported: true, rootAvailable: true }
  it('offers upload & print on gcodes only', () => {
    expect(rootActions('gcodes', { ...base, props: rootProperties('gcodes') }).uploadAndPrint.visible).toBe(true)
    expect(rootActions('config', { ...base, props: rootProperties('config') }).uploadAndPrint.visible).toBe(false)
  })

  it('blocks upload, new files and drops on read-only roots', () => {
    const a = rootActions('logs', { ...base, props: rootProperties('logs') })
    expect(a.upload.visible || a.addFile.visible || a.addDirectory.visible || a.dropUpload).toBe(false)
  })

  it('lets timelapse create directories', () => {
    expect(rootActions('timelapse', { ...base, props: rootProperties('timelapse') }).addDirectory.visible).toBe(true)
  })

  it('shows the filter menu on gcodes with history only', () => {
    expect(rootActions('gcodes', { ...base, props: rootProperties('gcodes') }).filter.visible).toBe(true)
    expect(rootActions('gcodes', { ...base, historySupported: false, props: rootProperties('gcodes') }).filter.visible).toBe(false)
    expect(rootActions('config', { ...base, props: rootProperties('config') }).filter.visible).toBe(false)
  })

  it('disables uploads when the root is unavailable', () => {
    const a = rootActions('gcodes', { ...base, rootAvailable: false, props: rootProperties('gcodes') })
    expect(a.upload).toEqual({ visible: true, enabled: false })
    expect(a.dropUpload).toBe(false)
  })
})

describe('duplicate, refresh metadata, zip and folder upload', () => {
  it('duplicates files in writable roots, never folders or read-only files', () => {
    expect(fileMenu(gcode, ctx('gcodes')).duplicate).toEqual({ visible: true, enabled: true })
    expect(fileMenu(dir, ctx('gcodes')).duplicate.visible).toBe(false)
    expect(fileMenu(gcode, ctx('gcodes', { rootAvailable: false })).duplicate).toEqual({ visible: true, enabled: false })
    expect(fileMenu(png, ctx('logs')).duplicate.visible).toBe(false)
  })

  it('refreshes metadata of G-code in gcodes only', () => {
    expect(fileMenu(gcode, ctx('gcodes')).refreshMetadata).toEqual({ visible: true, enabled: true })
    expect(fileMenu(png, ctx('gcodes')).refreshMetadata.visible).toBe(false)
    expect(fileMenu(cfg, ctx('config')).refreshMetadata.visible).toBe(false)
    expect(fileMenu(dir, ctx('gcodes')).refreshMetadata.visible).toBe(false)
  })

  it('zips and uploads folders where the root is writable', () => {
    const base = { rootAvailable: true, klippyReady: true, printing: false, historySupported: true }
    expect(rootActions('gcodes', { ...base, props: rootProperties('gcodes') }).bulkZip.enabled).toBe(true)
    expect(rootActions('gcodes', { ...base, props: rootProperties('gcodes') }).uploadFolder.enabled).toBe(true)
    expect(rootActions('logs', { ...base, props: rootProperties('logs') }).bulkZip.visible).toBe(false)
  })
})
