import { Center, Loader, Portal, Text } from '@mantine/core'
import { IconUpload } from '@tabler/icons-react'
import { Suspense, useCallback, useMemo, useRef, useState, type DragEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { fileUrl, useFileSrcs } from '../../state/file-urls'
import { useSeen } from '../../state/view-gate'
import type { FileEntry } from '../../lib/files/entry'
import { mediaKind, timelapsePreviewName } from '../../lib/files/media'
import { joinPath, parentPath } from '../../lib/files/paths'
import { Card } from '../../ui/Card'
import { usePageSettled } from '../../ui/page-settled'
import { BulkBar } from './BulkBar'
import { BulkProgress } from './BulkProgress'
import { FileContextMenu } from './FileContextMenu'
import { FileTable } from './FileTable'
import { FileToolbar } from './FileToolbar'
import { MediaPreviewDialog } from './MediaPreviewDialog'
import { AddToQueueDialog } from './queue/AddToQueueDialog'
import { NameDialog } from '../../ui/NameDialog'
import { checkFileName } from '../../lib/files/names'
import { rootProperties } from '../../lib/files/roots'
import { TransfersPanel } from './TransfersPanel'
import { thumbnailUrl, useFileCommands } from './useFileCommands'
import { useFileDialogs } from './useFileDialogs'
import { useFileBrowser } from './useFileBrowser'
import { useReveal } from './use-reveal'
import { lazy } from '../../ui/lazy'

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
  const { t } = useTranslation(['files', 'history'])
  const browser = useFileBrowser(roots)
  const dialogs = useFileDialogs()
  const cmd = useFileCommands(browser, dialogs)
  useReveal(browser, cmd.openEditor)
  const { root, actions, available } = browser
  const [dragging, setDragging] = useState(false)
  const dragDepth = useRef(0)

  const entries = browser.entries
  const names = useMemo(() => new Set((entries ?? []).map((e) => e.name)), [entries])
  // Pictures carry a oneshot token when the printer wants a login. On a card further down the
  // dashboard they wait until the card is seen, once every card has mounted.
  const src = useFileSrcs()
  const seen = useSeen(usePageSettled())
  const thumb = useCallback(
    (entry: FileEntry) => {
      if (!seen) return null
      if (root === 'gcodes') return src(thumbnailUrl(root, entry))
      if (root !== 'timelapse') return null
      const preview = mediaKind(entry.extension) === 'image' ? entry.name : timelapsePreviewName(entry.name, names)
      return preview ? src(fileUrl(root, joinPath(parentPath(entry.path), preview))) : null
    },
    [root, names, src, seen],
  )

  const { absoluteDates, lastStatus } = browser
  const cells = useMemo(() => ({ absoluteDates, lastStatus, statusLabel: (s: string) => t(`history:status.${s}`) }), [absoluteDates, lastStatus, t])

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
            onUploadFolder={cmd.uploadFolder}
            onNewFile={() => dialogs.setNameDialog({ kind: 'new-file', initial: '' })}
            onNewFolder={() => dialogs.setNameDialog({ kind: 'new-folder', initial: '' })}
          />
          {showBulk && (
            <BulkBar
              count={browser.selected.size}
              canDelete={actions.bulkDelete.enabled}
              canDownload={available && browser.selectedEntries.some((e) => e.type === 'file')}
              canZip={actions.bulkZip.enabled}
              canQueue={root === 'gcodes' && !!browser.menuContext.queueAvailable && available}
              onQueue={() => void cmd.queueSelected()}
              onDelete={() => void cmd.removeEntries(browser.selectedEntries)}
              onZip={() => void cmd.zipSelected()}
              onDownload={() => void cmd.downloadSelected()}
              onClear={() => browser.selectAll(false)}
            />
          )}
          <BulkProgress />
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
            highlighted={browser.highlight}
            onSelect={browser.toggleSelected}
            onSelectAll={browser.selectAll}
            height={height}
            maxHeight={maxHeight}
            disabled={!available}
            receivedAt={listing?.receivedAt ?? 0}
            emptyText={emptyText}
            thumbnailUrl={thumb}
            cells={cells}
            onActivate={cmd.activate}
            onMenu={(entry, x, y) => available && dialogs.setMenu({ entry, x, y })}
            onMove={cmd.move}
            queueDrag={root === 'gcodes'}
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
        key={dialogs.menu ? `${dialogs.menu.entry.path}@${dialogs.menu.x},${dialogs.menu.y}` : 'closed'}
        anchor={dialogs.menu}
        context={browser.menuContext}
        thumbnailUrl={dialogs.menu && root === 'gcodes' ? src(thumbnailUrl(root, dialogs.menu.entry, true)) : null}
        onAction={(a, e) => void cmd.runAction(a, e)}
        onClose={() => dialogs.setMenu(null)}
      />
      {dialogs.nameDialog && (
        <NameDialog
          title={t(`name_dialog.title_${dialogs.nameDialog.kind}`)}
          label={dialogs.nameDialog.kind === 'new-folder' ? t('name_dialog.folder_name') : t('name_dialog.file_name')}
          initial={dialogs.nameDialog.initial}
          submitLabel={dialogs.nameDialog.kind === 'rename' ? t('actions.rename') : t('actions.save')}
          check={(value) =>
            checkFileName(value, [...names], {
              original: dialogs.nameDialog?.kind === 'rename' ? dialogs.nameDialog.initial : undefined,
              accepts: dialogs.nameDialog?.kind === 'new-file' ? rootProperties(root).accepts : undefined,
            })
          }
          onSubmit={(name) => void cmd.submitName(name)}
          onClose={() => dialogs.setNameDialog(null)}
        />
      )}
      {dialogs.queueing && (
        <AddToQueueDialog
          entries={dialogs.queueing}
          onClose={(added) => {
            if (added && dialogs.queueing && dialogs.queueing.length > 1) browser.selectAll(false)
            dialogs.setQueueing(null)
          }}
        />
      )}
      {dialogs.media && <MediaPreviewDialog root={dialogs.media.root} entry={dialogs.media.entry} onClose={() => dialogs.setMedia(null)} />}
      {dialogs.editor && (
        <Suspense
          fallback={
            <Portal>
              <Center pos="fixed" inset={0} style={{ zIndex: 400 }}>
                <Loader />
              </Center>
            </Portal>
          }
        >
          <EditorDialog file={dialogs.editor} onClose={() => dialogs.setEditor(null)} />
        </Suspense>
      )}
      <TransfersPanel roots={roots} />
    </Card>
  )
}
