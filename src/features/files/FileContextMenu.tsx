import { Group, Portal } from '@mantine/core'
import {
  IconCopy,
  IconCube,
  IconDownload,
  IconEye,
  IconFlame,
  IconForms,
  IconListNumbers,
  IconPencil,
  IconPhoto,
  IconPrinter,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { FileEntry } from '../../lib/files/entry'
import { fileMenu, type MenuContext } from '../../lib/files/file-menu'
import { Menu } from '../../ui/menu'

export type FileAction = 'print' | 'queue' | 'preheat' | 'preview' | 'edit' | 'view' | 'download' | 'rename' | 'duplicate' | 'metascan' | 'remove' | 'media'

export interface MenuAnchor {
  entry: FileEntry
  x: number
  y: number
}

interface FileContextMenuProps {
  anchor: MenuAnchor | null
  context: MenuContext
  /** A larger picture of a sliced file, shown beside the actions. */
  thumbnailUrl: string | null
  onAction(action: FileAction, entry: FileEntry): void
  onClose(): void
}

/** The right-click (and row button) menu. Each item follows SPEC §6's gating. */
export function FileContextMenu({ anchor, context, thumbnailUrl, onAction, onClose }: FileContextMenuProps) {
  const { t } = useTranslation('files')
  if (!anchor) return null
  const gates = fileMenu(anchor.entry, context)
  const item = (action: FileAction, gate: { visible: boolean; enabled: boolean }, icon: React.ReactNode, label: string) =>
    gate.visible && (
      <Menu.Item key={action} leftSection={icon} disabled={!gate.enabled} onClick={() => onAction(action, anchor.entry)} data-action={action}>
        {label}
      </Menu.Item>
    )
  return (
    // In a portal: the pointer's position is the viewport's, and a dashboard card is a containing
    // block of its own (it paints as a layer) that would otherwise move the anchor.
    <Portal>
      <Menu opened onChange={(open) => !open && onClose()} position="bottom-start" withinPortal shadow="md" width={thumbnailUrl ? 360 : 200}>
        <Menu.Target>
          <div style={{ position: 'fixed', left: anchor.x, top: anchor.y, width: 1, height: 1, pointerEvents: 'none' }} />
        </Menu.Target>
        <Menu.Dropdown data-testid="file-context-menu">
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <div style={{ minWidth: 180 }}>
              {item('print', gates.print, <IconPrinter size={16} />, t('menu.print'))}
              {item('queue', gates.queue, <IconListNumbers size={16} />, t('menu.add_to_queue'))}
              {item('preheat', gates.preheat, <IconFlame size={16} />, t('menu.preheat'))}
              {item('preview', gates.preview, <IconCube size={16} />, t('menu.preview_gcode'))}
              {item('edit', gates.edit, <IconPencil size={16} />, t('menu.edit'))}
              {item('view', gates.view, <IconEye size={16} />, t('menu.view'))}
              {item('media', gates.mediaPreview, <IconPhoto size={16} />, t('menu.preview'))}
              {item('download', gates.download, <IconDownload size={16} />, t('menu.download'))}
              {item('rename', gates.rename, <IconForms size={16} />, t('menu.rename'))}
              {item('duplicate', gates.duplicate, <IconCopy size={16} />, t('menu.duplicate'))}
              {item('metascan', gates.refreshMetadata, <IconRefresh size={16} />, t('menu.refresh_metadata'))}
              {item('remove', gates.remove, <IconTrash size={16} />, t('menu.remove'))}
            </div>
            {thumbnailUrl && <img src={thumbnailUrl} alt="" style={{ width: 150, height: 150, objectFit: 'contain' }} />}
          </Group>
        </Menu.Dropdown>
      </Menu>
    </Portal>
  )
}
