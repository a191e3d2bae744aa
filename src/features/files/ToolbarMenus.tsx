import { ActionIcon, Checkbox } from '@mantine/core'
import { IconColumns, IconFileUpload, IconFilePlus, IconFilter, IconFolderPlus, IconFolderUp, IconPlus, IconPrinter } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ColumnDef, ColumnKey } from '../../lib/files/columns'
import type { RootActions } from '../../lib/files/file-menu'
import { FILE_FILTERS, type FileFilter } from '../../lib/files/filters'
import { Menu } from '../../ui/menu'
import { Tooltip } from '../../ui/tooltip'

export function FilterMenu({ filters, onChange, disabled }: { filters: FileFilter[]; onChange(f: FileFilter[]): void; disabled: boolean }) {
  const { t } = useTranslation('files')
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={t('toolbar.filter')}>
          <ActionIcon variant={filters.length ? 'light' : 'subtle'} color={filters.length ? undefined : 'gray'} aria-label={t('toolbar.filter')} disabled={disabled}>
            <IconFilter size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {FILE_FILTERS.map((f) => (
          <Menu.Item key={f}>
            <Checkbox
              label={t(`filters.${f}`)}
              checked={filters.includes(f)}
              onChange={(e) => onChange(e.currentTarget.checked ? [...filters, f] : filters.filter((x) => x !== f))}
            />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}

interface ColumnMenuProps {
  all: ColumnDef[]
  visible: ColumnDef[]
  onToggle(key: ColumnKey, on: boolean): void
  absoluteDates: boolean
  onAbsoluteDates(on: boolean): void
}

export function ColumnMenu({ all, visible, onToggle, absoluteDates, onAbsoluteDates }: ColumnMenuProps) {
  const { t } = useTranslation('files')
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={t('toolbar.columns')}>
          <ActionIcon variant="subtle" color="gray" aria-label={t('toolbar.columns')}>
            <IconColumns size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown data-testid="column-menu">
        {all.map((c) => (
          <Menu.Item key={c.key}>
            <Checkbox label={t(`columns.${c.key}`)} checked={visible.some((v) => v.key === c.key)} onChange={(e) => onToggle(c.key, e.currentTarget.checked)} />
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item>
          <Checkbox label={t('columns.absolute_dates')} checked={absoluteDates} onChange={(e) => onAbsoluteDates(e.currentTarget.checked)} data-testid="absolute-dates" />
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}

interface AddMenuProps {
  root: string
  accepts: string[]
  actions: RootActions
  onUpload(files: File[], print: boolean): void
  onUploadFolder(files: File[]): void
  onNewFile(): void
  onNewFolder(): void
}

/** New file, new folder, upload, and upload & print (gcodes only). */
export function AddMenu({ root, accepts, actions, onUpload, onUploadFolder, onNewFile, onNewFolder }: AddMenuProps) {
  const { t } = useTranslation('files')
  const upload = useRef<HTMLInputElement>(null)
  const uploadPrint = useRef<HTMLInputElement>(null)
  const uploadFolder = useRef<HTMLInputElement>(null)
  // React has no prop for the folder picker: the attribute is set on the element itself.
  useEffect(() => {
    uploadFolder.current?.setAttribute('webkitdirectory', '')
  })
  const any = actions.upload.visible || actions.addFile.visible || actions.addDirectory.visible
  if (!any) return null
  const picked = (input: HTMLInputElement, print: boolean) => {
    const files = Array.from(input.files ?? [])
    input.value = ''
    if (files.length) onUpload(files, print)
  }
  const accept = accepts.join(',')
  return (
    <>
      <input ref={upload} type="file" multiple hidden accept={accept} data-testid={`upload-input-${root}`} onChange={(e) => picked(e.currentTarget, false)} />
      <input
        ref={uploadFolder}
        type="file"
        multiple
        hidden
        data-testid={`upload-folder-input-${root}`}
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? [])
          e.currentTarget.value = ''
          if (files.length) onUploadFolder(files)
        }}
      />
      <input ref={uploadPrint} type="file" hidden accept={accept} data-testid={`upload-print-input-${root}`} onChange={(e) => picked(e.currentTarget, true)} />
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Tooltip label={t('toolbar.add')}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('toolbar.add')}>
              <IconPlus size={18} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.addFile.visible && (
            <Menu.Item leftSection={<IconFilePlus size={16} />} disabled={!actions.addFile.enabled} onClick={onNewFile}>
              {t('add.new_file')}
            </Menu.Item>
          )}
          {actions.addDirectory.visible && (
            <Menu.Item leftSection={<IconFolderPlus size={16} />} disabled={!actions.addDirectory.enabled} onClick={onNewFolder}>
              {t('add.new_folder')}
            </Menu.Item>
          )}
          {actions.upload.visible && (
            <Menu.Item leftSection={<IconFileUpload size={16} />} disabled={!actions.upload.enabled} onClick={() => upload.current?.click()}>
              {t('add.upload')}
            </Menu.Item>
          )}
          {actions.uploadFolder.visible && (
            <Menu.Item leftSection={<IconFolderUp size={16} />} disabled={!actions.uploadFolder.enabled} onClick={() => uploadFolder.current?.click()}>
              {t('add.upload_folder')}
            </Menu.Item>
          )}
          {actions.uploadAndPrint.visible && (
            <Menu.Item leftSection={<IconPrinter size={16} />} disabled={!actions.uploadAndPrint.enabled} onClick={() => uploadPrint.current?.click()}>
              {t('app:app.uploadPrint')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </>
  )
}
