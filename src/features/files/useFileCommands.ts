import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { opensInEditor } from '../../lib/files/editor-extensions'
import { bestThumbnail, smallThumbnail, type FileEntry } from '../../lib/files/entry'
import { formatFileSize } from '../../lib/format'
import { isLargeGcode, mediaKind } from '../../lib/files/media'
import { folderUploads } from '../../lib/files/transfer'
import { joinPath, parentPath } from '../../lib/files/paths'
import * as ops from '../../state/actions/files'
import { addToQueue, refuseUnprintable } from '../../state/actions/job-queue'
import { fileUrl } from '../../state/file-urls'
import { requestGcodePreview } from '../../state/gcode-preview-request'
import { downloadToDisk, fetchFile, uploadFiles } from '../../state/transfers'
import { useUiSetting } from '../../state/settings/settings'
import { confirm } from '../../ui/confirm'
import type { FileAction } from './FileContextMenu'
import type { FileBrowserState } from './useFileBrowser'
import type { FileDialogs } from './useFileDialogs'

/** A file's thumbnail from the server; the file's modified time busts the browser cache on re-slice. */
export function thumbnailUrl(root: string, entry: FileEntry, large = false): string | null {
  const thumb = large ? bestThumbnail(entry.meta) : smallThumbnail(entry.meta)
  if (!thumb) return null
  try {
    const url = fileUrl(root, joinPath(parentPath(entry.path), thumb.relative_path))
    return `${url}${url.includes('?') ? '&' : '?'}t=${Math.round(entry.modified)}`
  } catch {
    return null
  }
}

/** What the browser's rows, menus and dialogs do; what is open lives in useFileDialogs. */
export function useFileCommands(browser: FileBrowserState, dialogs: FileDialogs) {
  const { t } = useTranslation('files')
  const { root, path, props } = browser
  const { setMenu, setNameDialog, setEditor, setMedia, setQueueing } = dialogs
  const routerNavigate = useNavigate()
  const location = useLocation()
  const autoEdit = useUiSetting('editor.autoEditExtensions')

  // `card`: the dashboard card the user is sent to, which the dashboard then mounts first.
  const toDashboard = useCallback(
    (card?: string) => {
      if (location.pathname !== '/') void routerNavigate('/', card ? { state: { card } } : undefined)
    },
    [location.pathname, routerNavigate],
  )

  /** Opens the editor, asking first for G-code of 100 MB or more (SPEC-NOTES). */
  const openEditor = useCallback(
    async (entry: FileEntry, line?: number) => {
      if (isLargeGcode(entry.extension, entry.size)) {
        const open = await confirm({
          title: t('large_file.title'),
          message: t('large_file.message', { name: entry.name, size: formatFileSize(entry.size) }),
          confirmLabel: t('actions.open'),
          cancelLabel: t('actions.cancel'),
        })
        if (!open) return
      }
      const blob = await fetchFile(root, entry.path, entry.size)
      if (blob) setEditor({ root, path: entry.path, text: await blob.text(), readonly: props.readonly, line })
    },
    [root, props.readonly, setEditor, t],
  )

  /** Removes entries after the SPEC §5 question. */
  const removeEntries = useCallback(
    async (entries: FileEntry[]) => {
      if (entries.length === 0) return
      const sure = await confirm({
        title: t('delete.title'),
        message: entries.length > 1 ? t('delete.confirmMany') : t('delete.confirmOne', { name: entries[0].name }),
        confirmLabel: t('actions.delete'),
        cancelLabel: t('actions.cancel'),
        danger: true,
      })
      if (sure) await ops.deleteEntries(root, entries)
    },
    [root, t],
  )

  /** Print while a print runs: the file can wait in the queue instead. */
  const queueInstead = useCallback(
    async (entry: FileEntry) => {
      const sure = await confirm({
        title: t('queue.busyTitle'),
        message: t('queue.busyMessage', { name: entry.name }),
        confirmLabel: t('queue.insteadLabel'),
        cancelLabel: t('actions.cancel'),
      })
      if (sure) await addToQueue([{ path: entry.path, type: entry.type }])
    },
    [t],
  )

  /** The selection into the queue: refused at once when it holds a folder or another file. */
  const queueSelected = useCallback(async () => {
    const entries = browser.selectedEntries
    if (await refuseUnprintable(entries.map((e) => ({ path: e.path, type: e.type })))) setQueueing(entries)
  }, [browser.selectedEntries, setQueueing])

  const activate = useCallback(
    (entry: FileEntry, x: number, y: number) => {
      if (!browser.available) return
      if (entry.name === '..' && entry.path === '..') return browser.navigate(parentPath(path))
      if (entry.type === 'directory') return browser.navigate(entry.path)
      if (opensInEditor(entry.extension, autoEdit) && (props.canEdit || props.canView)) return void openEditor(entry)
      if (mediaKind(entry.extension)) return setMedia({ root, entry })
      setMenu({ entry, x, y })
    },
    [browser, path, autoEdit, props.canEdit, props.canView, openEditor, root, setMedia, setMenu],
  )

  const runAction = useCallback(
    async (action: FileAction, entry: FileEntry) => {
      setMenu(null)
      switch (action) {
        case 'print':
          if (browser.menuContext.printing) await queueInstead(entry)
          else if (await ops.printFile(entry.path)) toDashboard()
          break
        case 'queue':
          setQueueing([entry])
          break
        case 'preheat':
          await ops.preheatFor(entry)
          break
        case 'preview':
          requestGcodePreview(entry.path, entry.size)
          toDashboard('gcode-preview')
          break
        case 'edit':
        case 'view':
          await openEditor(entry)
          break
        case 'media':
          setMedia({ root, entry })
          break
        case 'download':
          await downloadToDisk(root, entry.path, entry.size)
          break
        case 'rename':
          setNameDialog({ kind: 'rename', initial: entry.name, entry })
          break
        case 'duplicate':
          await ops.duplicateEntry(root, entry, (browser.entries ?? []).map((e) => e.name))
          break
        case 'metascan':
          await ops.refreshMetadata(entry.path)
          break
        case 'remove':
          await removeEntries([entry])
          break
      }
    },
    [toDashboard, openEditor, root, browser.entries, browser.menuContext.printing, queueInstead, removeEntries, setMedia, setMenu, setNameDialog, setQueueing],
  )

  const submitName = useCallback(
    async (name: string) => {
      const dialog = dialogs.nameDialog
      setNameDialog(null)
      if (!dialog) return
      if (dialog.kind === 'rename' && dialog.entry) await ops.renameEntry(root, dialog.entry, name)
      else if (dialog.kind === 'new-folder') await ops.createFolder(root, path, name)
      else if (dialog.kind === 'new-file' && (await ops.createEmptyFile(root, path, name))) {
        if (opensInEditor(name.slice(name.lastIndexOf('.') + 1), autoEdit)) setEditor({ root, path: joinPath(path, name), text: '', readonly: false })
      }
    },
    [dialogs.nameDialog, setNameDialog, root, path, autoEdit, setEditor],
  )

  const upload = useCallback((files: File[], print: boolean) => void uploadFiles(files, root, path, print), [root, path])
  const uploadFolder = useCallback((files: File[]) => {
    const items = folderUploads(files, props.accepts)
    if (items.length) void uploadFiles(items, root, path)
  }, [root, path, props.accepts])
  const zipSelected = useCallback(async () => {
    const names = (browser.entries ?? []).map((e) => e.name)
    if (await ops.zipEntries(root, path, browser.selectedEntries, names)) browser.selectAll(false)
  }, [browser, root, path])
  const move = useCallback((entries: FileEntry[], target: string) => void ops.moveEntries(root, path, entries, target), [root, path])
  const downloadSelected = useCallback(async () => {
    for (const e of browser.selectedEntries) if (e.type === 'file') await downloadToDisk(root, e.path, e.size)
  }, [browser.selectedEntries, root])

  return { activate, openEditor, runAction, submitName, removeEntries, upload, uploadFolder, zipSelected, move, downloadSelected, queueSelected }
}
