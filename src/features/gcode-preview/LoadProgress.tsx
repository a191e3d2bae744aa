import { Button, Group, Paper, Progress, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatFileSize, formatPercent } from '../../lib/format'
import { clearGcodePreview, useGcodePreviewStore } from '../../state/gcode-preview'

/**
 * Parsing progress (SPEC §4) over the view, cancelable. It does not block the view: the layers read
 * so far draw underneath while the file streams in.
 */
export function LoadProgress() {
  const { t } = useTranslation('gcodePreview')
  const loaded = useGcodePreviewStore((s) => s.loaded)
  const total = useGcodePreviewStore((s) => s.total)
  const file = useGcodePreviewStore((s) => s.file)
  const resuming = useGcodePreviewStore((s) => s.resuming)
  const percent = total > 0 ? Math.min(100, (loaded / total) * 100) : 0
  return (
    <Paper role="dialog" aria-label={t('parsing')} withBorder shadow="md" p="sm" pos="absolute" top={8} left={8} right={8} data-testid="gcode-preview-progress" style={{ maxWidth: 420, marginInline: 'auto' }}>
      <Text size="sm" fw={600} truncate>
        {t('parsing')} {file}
      </Text>
      <Progress value={percent} mt={6} color={resuming ? 'yellow' : undefined} animated={resuming} />
      {resuming && (
        <Text size="xs" mt={6} data-testid="gcode-preview-resuming">
          {t('resuming')}
        </Text>
      )}
      <Group justify="space-between" mt={6}>
        <Text size="xs" c="dimmed">
          {formatFileSize(loaded)} / {formatFileSize(total)} ({formatPercent(Math.floor(percent))})
        </Text>
        <Button size="compact-xs" variant="light" onClick={clearGcodePreview} data-testid="gcode-preview-cancel">
          {t('cancel')}
        </Button>
      </Group>
    </Paper>
  )
}
