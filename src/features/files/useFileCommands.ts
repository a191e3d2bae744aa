import { useCallback, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { fileUrl } from '../../state/file-urls'
import { opensInEditor } from '../../lib/files/editor-extensions'
import { bestThumbnail, smallThumbnail, type FileEntry } from '../../lib/files/entry'
import { isLargeGcode, mediaKind } from '../../lib/files/media'
import { joinPath, parentPath } from '../../lib/files/paths'
import { requestGcodePreview } from '../../state/files'
import { downloadToDisk, fetchFile, uploadFiles } from '../../state/transfers'
import { useUiSetting } from '../../state/ui-settings'
import type { FileAction, MenuAnchor } from './FileContextMenu'
import type { NameDialogState } from './NameDialog'
import * as ops from '../../state/actions/files'
import type { FileBrowserState } from './useFileBrowser'

export interface EditorState {
  root: string
  path: string
  text: string
  readonly: boolean
}

export interface MediaState {
  root: string
  entry: FileEntry
}

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

/** What the browser's rows, menus and dialogs do. Dialog state lives here, the listing in useFileBrowser. */
export function useFileCommands(browser: FileBrowserState) {
  const { root, path, props } = browser
  const routerNavigate = useNavigate()
  const location = useLocation()
  const autoEdit = useUiSetting<string[]>('editor.autoEditExtensions')
  const [menu, setMenu] = useState<MenuAnchor | null>(null)
  const [nameDialog, setNameDialog] = useState<(NameDialogState & { entry?: FileEntry }) | null>(null)
  const [toDelete, setToDelete] = useState<FileEntry[] | null>(null)
  const [largeFile, setLargeFile] = useState<FileEntry | null>(null)
  const [editor, setEditor] = useState<EditorState | null>(null)
  const [media, setMedia] = useState<MediaState | null>(null)

  const toDashboard = useCallback(() => {
    if (location.pathname !== '/') void routerNavigate('/')
  }, [location.pathname, routerNavigate])

  const loadIntoEditor = useCallback(
    async (entry: FileEntry) => {
      const blob = await fetchFile(root, entry.path, entry.size)
      if (!blob) return
      setEditor({ root, path: entry.path, text: await blob.text(), readonly: props.readonly })
    },
    [root, props.readonly],
  )

  /** Opens the editor, asking first for G-code of 100 MB or more. */
  const openEditor = useCallback(
    (entry: FileEntry) => {
      if (isLargeGcode(entry.extension, entry.size)) setLargeFile(entry)
      else void loadIntoEditor(entry)
    },
    [loadIntoEditor],
  )

  const activate = useCallback(
    (entry: FileEntry, x: number, y: number) => {
      if (!browser.available) return
      if (entry.name === '..' && entry.path === '..') return browser.navigate(parentPath(path))
      if (entry.type === 'directory') return browser.navigate(entry.path)
      if (opensInEditor(entry.extension, autoEdit) && (props.canEdit || props.canView)) return openEditor(entry)
      if (mediaKind(entry.extension)) return setMedia({ root, entry })
      setMenu({ entry, x, y })
    },
    [browser, path, autoEdit, props.canEdit, props.canView, openEditor, root],
  )

  const runAction = useCallback(
    async (action: FileAction, entry: FileEntry) => {
      setMenu(null)
      switch (action) {
        case 'print':
          if (await ops.printFile(entry.path)) toDashboard()
          break
        case 'preheat':
          await ops.preheatFor(entry)
          break
        case 'preview':
          requestGcodePreview(entry.path, entry.size)
          toDashboard()
          break
        case 'edit':
        case 'view':
          openEditor(entry)
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
        case 'remove':
          setToDelete([entry])
          break
      }
    },
    [toDashboard, openEditor, root],
  )

  const submitName = useCallback(
    async (name: string) => {
      const dialog = nameDialog
      setNameDialog(null)
      if (!dialog) return
      if (dialog.kind === 'rename' && dialog.entry) await ops.renameEntry(root, dialog.entry, name)
      else if (dialog.kind === 'new-folder') await ops.createFolder(root, path, name)
      else if (dialog.kind === 'new-file' && (await ops.createEmptyFile(root, path, name))) {
        if (opensInEditor(name.slice(name.lastIndexOf('.') + 1), autoEdit)) setEditor({ root, path: joinPath(path, name), text: '', readonly: false })
      }
    },
    [nameDialog, root, path, autoEdit],
  )

  const confirmDelete = useCallback(async () => {
    const entries = toDelete ?? []
    setToDelete(null)
    await ops.deleteEntries(root, entries)
  }, [toDelete, root])

  const upload = useCallback((files: File[], print: boolean) => void uploadFiles(files, root, path, print), [root, path])
  const move = useCallback((entries: FileEntry[], target: string) => void ops.moveEntries(root, path, entries, target), [root, path])
  const downloadSelected = useCallback(async () => {
    for (const e of browser.selectedEntries) if (e.type === 'file') await downloadToDisk(root, e.path, e.size)
  }, [browser.selectedEntries, root])

  return {
    menu,
    setMenu,
    activate,
    runAction,
    nameDialog,
    setNameDialog,
    submitName,
    toDelete,
    setToDelete,
    confirmDelete,
    largeFile,
    setLargeFile,
    loadIntoEditor,
    editor,
    setEditor,
    media,
    setMedia,
    upload,
    move,
    downloadSelected,
  }
}
