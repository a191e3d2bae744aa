import { Group, Image, Progress, SimpleGrid, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatDuration, formatLength, formatPercent } from '../../lib/format'
import { fileSrcFailed, fileUrl, useFileSrc } from '../../state/file-urls'
import { usePrintFileMetadata } from '../../state/print-file'
import { usePrinterField } from '../../state/printer-fields'
import { usePrintPercent } from '../../state/print-progress'
import { PrintFigures } from './PrintFigures'
import { StatusItem } from './StatusItem'
import { thumbnailPath } from './thumbnail'

/** The print's progress by the method chosen in Settings (the page title shows the same figure). */
function PrintProgress() {
  const { t } = useTranslation('dashboard')
  const percent = usePrintPercent()
  return (
    <Group gap="sm" wrap="nowrap">
      <Progress value={percent} flex={1} size="lg" aria-label={t('status.progress')} />
      <Text fw={600} w={48} ta="right" data-testid="status-progress">
        {formatPercent(percent)}
      </Text>
    </Group>
  )
}

function PrintThumbnail({ filename }: { filename: string }) {
  const { t } = useTranslation('dashboard')
  const meta = usePrintFileMetadata()
  const path = meta ? thumbnailPath(filename, meta.thumbnails) : null
  const url = path ? `${fileUrl('gcodes', path)}?date=${meta?.modified ?? ''}` : null
  const src = useFileSrc(url)
  if (!src) return null
  return <Image src={src} onError={() => fileSrcFailed(url)} alt={t('status.thumbnail')} w={110} h={110} fit="contain" radius="sm" data-testid="status-thumbnail" />
}

/** The finished or loaded file, not printing: what the slicer said about it. */
function FileOverview() {
  const { t } = useTranslation('dashboard')
  const meta = usePrintFileMetadata()
  const printDuration = usePrinterField('print_stats', 'print_duration') ?? 0
  const totalDuration = usePrinterField('print_stats', 'total_duration') ?? 0
  const filamentUsed = usePrinterField('print_stats', 'filament_used') ?? 0
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={4} data-testid="status-file-overview">
      {filamentUsed > 0 ? (
        <StatusItem label={t('status.filament')} value={formatLength(filamentUsed)} />
      ) : (
        meta?.filament_total !== undefined && <StatusItem label={t('status.filament')} value={formatLength(meta.filament_total)} />
      )}
      {meta?.estimated_time ? <StatusItem label={t('status.slicer')} value={formatDuration(meta.estimated_time)} /> : null}
      {printDuration > 0 && <StatusItem label={t('status.printDuration')} value={formatDuration(printDuration)} />}
      {totalDuration > 0 && <StatusItem label={t('status.totalDuration')} value={formatDuration(totalDuration)} />}
    </SimpleGrid>
  )
}

export function StatusTab() {
  const { t } = useTranslation('dashboard')
  const filename = usePrinterField('print_stats', 'filename') ?? ''
  const state = usePrinterField('print_stats', 'state') ?? ''
  const message = usePrinterField('display_status', 'message') ?? ''
  const inProgress = state === 'printing' || state === 'paused'

  if (!filename && !inProgress && !message) {
    return (
      <Text c="dimmed" size="sm" p="md">
        {t('status.noJob')}
      </Text>
    )
  }

  return (
    <Group p="md" align="flex-start" wrap="nowrap" gap="md">
      <Stack gap="xs" flex={1} miw={0}>
        {(inProgress || filename) && <PrintProgress />}
        {message && <StatusItem label={t('status.message')} value={message} text />}
        {filename && <StatusItem label={t('status.file')} value={filename} testId="status-filename" fileName />}
        {inProgress ? <PrintFigures filename={filename} /> : filename && <FileOverview />}
      </Stack>
      {filename && <PrintThumbnail filename={filename} />}
    </Group>
  )
}
