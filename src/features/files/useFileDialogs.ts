import { useState } from 'react'
import type { FileEntry } from '../../lib/files/entry'
import type { MenuAnchor } from './FileContextMenu'

/** Which name the name dialog asks for; the current name when renaming. */
export interface NameDialogState {
  kind: 'rename' | 'new-file' | 'new-folder'
  initial: string
  entry?: FileEntry
}

export interface EditorState {
  root: string
  path: string
  text: string
  readonly: boolean
  /** 1-based line the editor opens at (a "find in files" result). */
  line?: number
}

export interface MediaState {
  root: string
  entry: FileEntry
}

/** What the file browser has open: the context menu, the name dialog, the editor, a media preview, the queue's copies. */
export function useFileDialogs() {
  const [menu, setMenu] = useState<MenuAnchor | null>(null)
  const [nameDialog, setNameDialog] = useState<NameDialogState | null>(null)
  const [editor, setEditor] = useState<EditorState | null>(null)
  const [media, setMedia] = useState<MediaState | null>(null)
  /** Files the "Add to queue" dialog asks copies for. */
  const [queueing, setQueueing] = useState<FileEntry[] | null>(null)
  return { menu, setMenu, nameDialog, setNameDialog, editor, setEditor, media, setMedia, queueing, setQueueing }
}

export type FileDialogs = ReturnType<typeof useFileDialogs>
