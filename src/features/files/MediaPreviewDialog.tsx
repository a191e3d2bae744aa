import { Button, Center, Group, Text } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { fileUrl, fileSrcFailed, useFileSrc } from '../../state/file-urls'
import type { FileEntry } from '../../lib/files/entry'
import { mediaKind } from '../../lib/files/media'
import { downloadToDisk } from '../../state/transfers'
import { Dialog } from '../../ui/Dialog'

/** Shows an image or plays a video from the printer; anything else says it cannot be previewed. */
export function MediaPreviewDialog({ root, entry, onClose }: { root: string; entry: FileEntry; onClose(): void }) {
  const { t } = useTranslation('files')
  const kind = mediaKind(entry.extension)
  const url = `${fileUrl(root, entry.path)}?t=${Math.round(entry.modified)}`
  const src = useFileSrc(url) ?? undefined
  return (
    <Dialog opened onClose={onClose} title={entry.name} size="xl" centered data-testid="media-preview">
      <Center>
        {kind === 'image' && <img src={src} alt={entry.name} onError={() => fileSrcFailed(url)} style={{ maxWidth: '100%', maxHeight: '70vh' }} />}
        {kind === 'video' && <video src={src} onError={() => fileSrcFailed(url)} controls autoPlay style={{ maxWidth: '100%', maxHeight: '70vh' }} />}
        {!kind && <Text>{t('preview.unsupported', { ext: entry.extension })}</Text>}
      </Center>
      <Group justify="flex-end" mt="md">
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void downloadToDisk(root, entry.path, entry.size)}>
          {t('menu.download')}
        </Button>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </Group>
    </Dialog>
  )
}
