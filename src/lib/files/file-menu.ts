import type { FileEntry } from './entry'
import { mediaKind } from './media'
import type { RootProperties } from './roots'

/** What the browser knows when it decides which actions a file or selection gets (SPEC §6). */
export interface MenuContext {
  root: string
  props: RootProperties
  /** The server has the root (operations are disabled otherwise). */
  rootAvailable: boolean
  klippyReady: boolean
  /** print_stats is printing or paused. */
  printing: boolean
  /** The G-code preview card is enabled in the dashboard layout. */
  previewCardEnabled: boolean
  /** The printer's Moonraker has a job queue. */
  queueAvailable?: boolean
}

export interface MenuItemGate {
  visible: boolean
  enabled: boolean
}

export interface FileMenu {
  print: MenuItemGate
  preheat: MenuItemGate
  preview: MenuItemGate
  edit: MenuItemGate
  view: MenuItemGate
  download: MenuItemGate
  rename: MenuItemGate
  /** A copy beside the file under a free name. */
  duplicate: MenuItemGate
  /** Has the server read the slicer metadata again (G-code in gcodes only). */
  refreshMetadata: MenuItemGate
  remove: MenuItemGate
  mediaPreview: MenuItemGate
  /** Add to the printer's job queue (G-code in gcodes, when the printer has a queue). */
  queue: MenuItemGate
}

const GCODE_EXTENSIONS = ['gcode', 'g', 'gc', 'gco']

const gate = (visible: boolean, enabled = true): MenuItemGate => ({ visible, enabled: visible && enabled })

/** The context menu of one entry (a directory or a file). */
export function fileMenu(entry: FileEntry, ctx: MenuContext): FileMenu {
  const { props } = ctx
  const isFile = entry.type === 'file'
  const live = ctx.rootAvailable
  const printable = isFile && props.canPrint && props.accepts.includes(`.${entry.extension}`)
  const hasTemps = isFile && !!entry.meta?.first_layer_extr_temp && !!entry.meta?.first_layer_bed_temp
  const machineFree = ctx.klippyReady && !ctx.printing
  return {
    // While a print runs, Print offers to queue the file instead (when the printer has a queue).
    print: gate(printable, live && ctx.klippyReady && (!ctx.printing || !!ctx.queueAvailable)),
    preheat: gate(hasTemps, live && machineFree),
    preview: gate(isFile && ctx.root === 'gcodes' && ctx.previewCardEnabled && GCODE_EXTENSIONS.includes(entry.extension), live),
    edit: gate(isFile && props.canEdit && !props.readonly, live),
    view: gate(isFile && props.readonly && props.canView, live),
    download: gate(isFile, live),
    rename: gate(!props.readonly, live),
    duplicate: gate(isFile && !props.readonly, live),
    refreshMetadata: gate(isFile && ctx.root === 'gcodes' && GCODE_EXTENSIONS.includes(entry.extension), live),
    remove: gate(!props.readonly || props.canDelete, live),
    mediaPreview: gate(isFile && mediaKind(entry.extension) !== null, live),
    queue: gate(printable && ctx.root === 'gcodes' && !!ctx.queueAvailable, live),
  }
}

/** Actions of the toolbar's add menu and the bulk bar for a root. */
export interface RootActions {
  upload: MenuItemGate
  uploadAndPrint: MenuItemGate
  addFile: MenuItemGate
  addDirectory: MenuItemGate
  filter: MenuItemGate
  bulkDelete: MenuItemGate
  /** A ZIP archive of the selection, written into the current folder. */
  bulkZip: MenuItemGate
  uploadFolder: MenuItemGate
  dropUpload: boolean
}

export function rootActions(root: string, ctx: Pick<MenuContext, 'props' | 'rootAvailable' | 'klippyReady' | 'printing'> & { historySupported: boolean }): RootActions {
  const { props, rootAvailable: live } = ctx
  const writable = !props.readonly
  return {
    upload: gate(writable, live),
    uploadAndPrint: gate(writable && root === 'gcodes', live && ctx.klippyReady && !ctx.printing),
    addFile: gate(writable, live),
    addDirectory: gate(writable || props.canCreateDirectory, live),
    filter: gate(root === 'gcodes' && writable && ctx.historySupported, live),
    bulkDelete: gate(writable || props.canDelete, live),
    bulkZip: gate(writable, live),
    uploadFolder: gate(writable, live),
    dropUpload: writable && live,
  }
}
