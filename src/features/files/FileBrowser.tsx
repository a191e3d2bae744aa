import { Center, Loader, Text } from '@mantine/core'
import { IconUpload } from '@tabler/icons-react'
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type DragEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { fileUrl } from '../../state/file-urls'
import { formatFileSize } from '../../lib/format'
import type { FileEntry } from '../../lib/files/entry'
import { mediaKind, timelapsePreviewName } from '../../lib/files/media'
import { joinPath, parentPath } from '../../lib/files/paths'
import { Card } from '../../ui/Card'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { BulkBar } from './BulkBar'
import { FileContextMenu } from './FileContextMenu'
import { FileTable } from './FileTable'
import { FileToolbar } from './FileToolbar'
import { MediaPreviewDialog } from './MediaPreviewDialog'
import { NameDialog } from './NameDialog'
import { TransfersPanel } from './TransfersPanel'
import { thumbnailUrl, useFileCommands } from './useFileCommands'
import { useFileBrowser } from './useFileBrowser'

// The editor brings CodeMirror: it loads only when a file is opened.
const EditorDialog = lazy(() => import('./editor/EditorDialog'))

export interface FileBrowserProps {
  /** Roots offered as tabs; the first one the server has opens first. */
  roots: string[]
  title: ReactNode
  icon?: ReactNode
  /** Fixed height of the table (dashboard card), or the most it may grow to (pages). */
  height?: number
  maxHeight?: number
  /** Row checkboxes and the bulk-action bar. */
  bulkActions?: boolean
  testId?: string
}

/** The file manager of SPEC §2, serving /jobs, the Jobs card, /configure and timelapse. */
export function FileBrowser({ roots, title, icon, height, maxHeight, bulkActions = false, testId }: FileBrowserProps) {
  const { t } = useTranslation('files')
  const browser = useFileBrowser(roots)
  const cmd = useFileCommands(browser)
  const { root, actions, available } = browser
  const [dragging, setDragging] = useState(false)
  const dragDepth = useRef(0)

  const entries = browser.entries
  const names = useMemo(() => new Set((entries ?? []).map((e) => e.name)), [entries])
  const thumb = useCallback(
    (entry: FileEntry) => {
      if (root === 'gcodes') return thumbnailUrl(root, entry)
      if (root !== 'timelapse') return null
      const preview = mediaKind(entry.extension) === 'image' ? entry.name : timelapsePreviewName(entry.name, names)
      return preview ? fileUrl(root, joinPath(parentPath(entry.path), preview)) : null
    },
    [root, names],
  )

  // Desktop files dragged over the browser: an overlay, then an upload into the current folder.
  const isDesktopDrag = (e: DragEvent) => e.dataTransfer.types.includes('Files')
  const onDragEnter = (e: DragEvent) => {
    if (!isDesktopDrag(e)) return
    dragDepth.current++
    if (actions.dropUpload) setDragging(true)
  }
  const onDragOver = (e: DragEvent) => {
    if (!isDesktopDrag(e)) return
    e.preventDefault()
    e.dataTransfer.dropEffect = actions.dropUpload ? 'copy' : 'none'
  }
  const onDragLeave = (e: DragEvent) => {
    if (!isDesktopDrag(e)) return
    dragDepth.current = Math.max(0, dragDepth.current - 1)
    if (dragDepth.current === 0) setDragging(false)
  }
  const onDrop = (e: DragEvent) => {
    if (!isDesktopDrag(e)) return
    e.preventDefault()
    dragDepth.current = 0
    setDragging(false)
    const files = Array.from(e.dataTransfer.files)
    if (actions.dropUpload && files.length) cmd.upload(files, false)
  }

  const showBulk = bulkActions && browser.selected.size > 0
  const listing = browser.listing
  const emptyText = !available ? t('warnings.root_unavailable', { root }) : listing?.error ? listing.error : listing?.entries ? t('table.empty') : t('table.loading')

  return (
    <Card
      title={title}
      icon={icon}
      flush
      testId={testId}
      subHeader={
        <>
          <FileToolbar
            browser={browser}
            onUpload={cmd.upload}
            onNewFile={() => cmd.setNameDialog({ kind: 'new-file', initial: '' })}
            onNewFolder={() => cmd.setNameDialog({ kind: 'new-folder', initial: '' })}
          />
          {showBulk && (
            <BulkBar
              count={browser.selected.size}
              canDelete={actions.bulkDelete.enabled}
              canDownload={available && browser.selectedEntries.some((e) => e.type === 'file')}
              onDelete={() => cmd.setToDelete(browser.selectedEntries)}
              onDownload={() => void cmd.downloadSelected()}
              onClear={() => browser.selectAll(false)}
            />
          )}
        </>
      }
    >
      <div
        style={{ position: 'relative' }}
        data-testid="file-browser"
        data-root={root}
        data-path={browser.path}
        onDragEnter={onDragEnter}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        {listing?.loading && !listing.entries ? (
          <Center h={Math.min(height ?? 200, 200)}>
            <Loader size="sm" />
          </Center>
        ) : (
          <FileTable
            rows={browser.rows}
            showParent={browser.path !== '' && !!listing?.entries}
            columns={browser.columns}
            sort={browser.sort}
            onSort={browser.sortBy}
            bulk={bulkActions}
            selected={browser.selected}
            onSelect={browser.toggleSelected}
            onSelectAll={browser.selectAll}
            height={height}
            maxHeight={maxHeight}
            disabled={!available}
            receivedAt={listing?.receivedAt ?? 0}
            emptyText={emptyText}
            thumbnailUrl={thumb}
            onActivate={cmd.activate}
            onMenu={(entry, x, y) => available && cmd.setMenu({ entry, x, y })}
            onMove={cmd.move}
          />
        )}
        {dragging && (
          <Center
            data-testid="drop-overlay"
            style={{ position: 'absolute', inset: 0, zIndex: 5, border: '3px dashed var(--mantine-primary-color-filled)', background: 'color-mix(in srgb, var(--mantine-color-body) 85%, transparent)', pointerEvents: 'none' }}
          >
            <IconUpload size={32} />
            <Text ml="sm">{t('drop.hint')}</Text>
          </Center>
        )}
      </div>

      <FileContextMenu
        key={cmd.menu ? `${cmd.menu.entry.path}@${cmd.menu.x},${cmd.menu.y}` : 'closed'}
        anchor={cmd.menu}
        context={browser.menuContext}
        thumbnailUrl={cmd.menu && root === 'gcodes' ? thumbnailUrl(root, cmd.menu.entry, true) : null}
        onAction={(a, e) => void cmd.runAction(a, e)}
        onClose={() => cmd.setMenu(null)}
      />
      {cmd.nameDialog && (
        <NameDialog
          state={cmd.nameDialog}
          existing={[...names]}
          onSubmit={(name) => void cmd.submitName(name)}
          onClose={() => cmd.setNameDialog(null)}
        />
      )}
      <ConfirmDialog
        opened={!!cmd.toDelete}
        title={t('delete.title')}
        message={cmd.toDelete && cmd.toDelete.length > 1 ? t('delete.confirmMany') : t('delete.confirmOne', { name: cmd.toDelete?.[0]?.name ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        danger
        onConfirm={() => void cmd.confirmDelete()}
        onCancel={() => cmd.setToDelete(null)}
      />
      <ConfirmDialog
        opened={!!cmd.largeFile}
        title={t('large_file.title')}
        message={t('large_file.message', { name: cmd.largeFile?.name ?? '', size: formatFileSize(cmd.largeFile?.size ?? 0) })}
        confirmLabel={t('actions.open')}
        cancelLabel={t('actions.cancel')}
        onConfirm={() => {
          const entry = cmd.largeFile
          cmd.setLargeFile(null)
          if (entry) void cmd.loadIntoEditor(entry)
        }}
        onCancel={() => cmd.setLargeFile(null)}
      />
      {cmd.media && <MediaPreviewDialog root={cmd.media.root} entry={cmd.media.entry} onClose={() => cmd.setMedia(null)} />}
      {cmd.editor && (
        <Suspense
          fallback={
            <Center pos="fixed" inset={0} style={{ zIndex: 400 }}>
              <Loader />
            </Center>
          }
        >
          <EditorDialog file={cmd.editor} onClose={() => cmd.setEditor(null)} />
        </Suspense>
      )}
      <TransfersPanel roots={roots} />
    </Card>
  )
}
